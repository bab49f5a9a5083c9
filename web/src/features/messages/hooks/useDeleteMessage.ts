import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminDeleteContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { removeAdminRecord } from "../../admin-dashboard/dashboard-cache";

// Takes a deleted message out of every cached search (totalCount one less) and evicts it with its replies.
export const useDeleteMessage = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminDeleteContactMessageDocument, {
    update: (cache, { data }) =>
      data && removeAdminRecord(cache, "contactMessages", { __typename: "ContactMessage", id: data.deleteContactMessage }),
  });
  const remove = useCallback(async (id: string): Promise<void> => {
    await mutate({ variables: { id } });
  }, [mutate]);
  return { remove, loading, error, reset };
};
