import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminUpdateOpportunityDocument, type OpportunityPatch } from "../../../graphql/__generated__/graphql";
import { evictLists } from "../../../graphql/connection-cache";

// The result carries the opportunity's id and fields, so the normalized cache shows them in every
// list. New dates move it in the server's closing-date order and may change its status (its
// filter): then the lists are dropped and the one shown asks again. The dashboard's open count
// is dropped either way.
export const useUpdateOpportunity = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminUpdateOpportunityDocument);
  const update = useCallback(
    async (id: string, input: OpportunityPatch) => {
      const moves = "closingDate" in input || "openingDate" in input;
      await mutate({ variables: { id, input }, update: (cache) => evictLists(cache, "adminDashboard", ...(moves ? ["opportunities"] : [])) });
    },
    [mutate],
  );
  return { update, loading, error, reset };
};
