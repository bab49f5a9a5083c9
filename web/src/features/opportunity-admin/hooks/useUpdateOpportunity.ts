import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminUpdateOpportunityDocument, type OpportunityPatch } from "../../../graphql/__generated__/graphql";
import { moveOpportunityInLists } from "../cache-updates";

// The result carries the opportunity's id and fields, so the normalized cache shows them in every
// list; a changed closing date also moves it to its new place in the lists' order.
export const useUpdateOpportunity = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminUpdateOpportunityDocument, {
    update(cache, { data }) {
      if (data) moveOpportunityInLists(cache, data.updateOpportunity);
    },
  });

  const update = useCallback(
    async (id: string, input: OpportunityPatch): Promise<void> => {
      await mutate({ variables: { id, input } });
    },
    [mutate],
  );

  return { update, loading, error, reset };
};
