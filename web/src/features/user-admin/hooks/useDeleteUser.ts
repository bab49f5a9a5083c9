import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminDeleteUserDocument } from "../../../graphql/__generated__/graphql";
import { removeUserFromLists } from "../cache-updates";

export const useDeleteUser = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminDeleteUserDocument, {
    update(cache, { data }) {
      if (data) removeUserFromLists(cache, data.deleteUser);
    },
  });

  const remove = useCallback(
    async (id: string): Promise<void> => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );

  return { remove, loading, error, reset };
};
