import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  AdminReplyToContactMessageDocument,
  type AdminContactReplyFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { dropAdminDashboardFigures } from "../../admin-dashboard/dashboard-cache";

// The result carries the message's id, replied flag and replies (with their delivery status), so the
// normalized cache updates the card's badges and the View modal; only the dashboard's unreplied count is dropped.
export const useReplyToMessage = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminReplyToContactMessageDocument, {
    update(cache) {
      dropAdminDashboardFigures(cache);
    },
  });

  const reply = useCallback(
    // Answers the new reply (the last one: replies come oldest first), to say where its e-mail is.
    async (id: string, body: string): Promise<AdminContactReplyFieldsFragment | undefined> => {
      const { data } = await mutate({ variables: { id, reply: body } });
      return data?.replyToContactMessage.replies.at(-1);
    },
    [mutate],
  );

  return { reply, loading, error, reset };
};
