import { useCallback } from "react";
import { AdminUpdateOpportunityDocument, type OpportunityPatch } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { moveOpportunityInLists } from "../cache-updates";

// The result carries the opportunity's id and fields, so the normalized cache shows them in every
// list; a changed closing date also moves it to its new place in the lists' order.
export const useUpdateOpportunity = () => {
  const { call, ...state } = useMutationCall(AdminUpdateOpportunityDocument, () => undefined, {
    update: (cache, { data }) => data && moveOpportunityInLists(cache, data.updateOpportunity),
  });
  const update = useCallback((id: string, input: OpportunityPatch) => call({ id, input }), [call]);
  return { update, ...state };
};
