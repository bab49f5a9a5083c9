import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminDeleteUserDocument } from "../../../graphql/__generated__/graphql";
import { removeAdminRecord } from "../../admin-dashboard/dashboard-cache";

// Takes a deleted user out of every cached `users` list (totalCount one less) and evicts the entity.
export const useDeleteUser = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminDeleteUserDocument, {
    update: (cache, { data }) => data && removeAdminRecord(cache, "users", { __typename: "User", id: data.deleteUser }),
  });
  const remove = useCallback(async (id: string): Promise<void> => {
    await mutate({ variables: { id } });
  }, [mutate]);
  return { remove, loading, error, reset };
};
