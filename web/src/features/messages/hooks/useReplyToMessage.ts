import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminReplyToContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";
import { dropAdminDashboardFigures } from "../../admin-dashboard/dashboard-cache";

// The result carries the message's id, replied flag and replies (with their delivery status), so the
// normalized cache updates the card's badges and the View modal; only the dashboard's unreplied count is dropped.
export const useReplyToMessage = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminReplyToContactMessageDocument, { update: dropAdminDashboardFigures });
  // Answers the new reply (the last one: replies come oldest first), to say where its e-mail is.
  const reply = useCallback(
    async (id: string, body: string) => dataOf(await mutate({ variables: { id, reply: body } })).replyToContactMessage.replies.at(-1),
    [mutate],
  );
  return { reply, loading, error, reset };
};
