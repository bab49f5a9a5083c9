import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminReplyToContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { dropAdminDashboardFigures } from "../../admin-dashboard/dashboard-cache";

// The result carries the message's id, replied flag and replies, so the normalized cache
// updates the card's badge and the View modal; only the dashboard's unreplied count is dropped.
export const useReplyToMessage = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminReplyToContactMessageDocument, {
    update(cache) {
      dropAdminDashboardFigures(cache);
    },
  });

  const reply = useCallback(
    async (id: string, body: string): Promise<void> => {
      await mutate({ variables: { id, reply: body } });
    },
    [mutate],
  );

  return { reply, loading, error, reset };
};
