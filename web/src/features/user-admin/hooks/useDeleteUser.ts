import { useCallback } from "react";
import { AdminDeleteUserDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { removeUserFromLists } from "../cache-updates";

export const useDeleteUser = () => {
  const { call, ...state } = useMutationCall(AdminDeleteUserDocument, () => undefined, {
    update: (cache, { data }) => data && removeUserFromLists(cache, data.deleteUser),
  });
  const remove = useCallback((id: string) => call({ id }), [call]);
  return { remove, ...state };
};
