import { useCallback } from "react";
import { AdminDeleteContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { removeMessageFromLists } from "../cache-updates";

export const useDeleteMessage = () => {
  const { call, ...state } = useMutationCall(AdminDeleteContactMessageDocument, () => undefined, {
    update: (cache, { data }) => data && removeMessageFromLists(cache, data.deleteContactMessage),
  });
  const remove = useCallback((id: string) => call({ id }), [call]);
  return { remove, ...state };
};
