import { useCallback } from "react";
import { AdminCreateOpportunityDocument, type NewOpportunityInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { addOpportunityToLists } from "../cache-updates";

export const useCreateOpportunity = () => {
  const { call, ...state } = useMutationCall(AdminCreateOpportunityDocument, (data) => data.createOpportunity, {
    update: (cache, { data }) => data && addOpportunityToLists(cache, data.createOpportunity),
  });
  const create = useCallback((input: NewOpportunityInput) => call({ input }), [call]);
  return { create, ...state };
};
