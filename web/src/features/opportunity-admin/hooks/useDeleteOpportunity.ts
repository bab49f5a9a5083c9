import { useCallback } from "react";
import { AdminDeleteOpportunityDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { removeOpportunityFromLists } from "../cache-updates";

export const useDeleteOpportunity = () => {
  const { call, ...state } = useMutationCall(AdminDeleteOpportunityDocument, () => undefined, {
    update: (cache, { data }) => data && removeOpportunityFromLists(cache, data.deleteOpportunity),
  });
  const remove = useCallback((id: string) => call({ id }), [call]);
  return { remove, ...state };
};
