import { useCallback } from "react";
import { AdminReplyToContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { dropAdminDashboardFigures } from "../../admin-dashboard/dashboard-cache";

// The result carries the message's id, replied flag and replies (with their delivery status), so the
// normalized cache updates the card's badges and the View modal; only the dashboard's unreplied count is dropped.
export const useReplyToMessage = () => {
  // Answers the new reply (the last one: replies come oldest first), to say where its e-mail is.
  const { call, ...state } = useMutationCall(AdminReplyToContactMessageDocument, (data) => data.replyToContactMessage.replies.at(-1), {
    update: dropAdminDashboardFigures,
  });
  const reply = useCallback((id: string, body: string) => call({ id, reply: body }), [call]);
  return { reply, ...state };
};
