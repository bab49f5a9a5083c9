import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminCreateOpportunityDocument, type NewOpportunityInput } from "../../../graphql/__generated__/graphql";
import { evictLists } from "../../../graphql/connection-cache";
import { dataOf } from "../../../graphql/mutation";

// The server orders opportunities (closing date soonest first) and filters them by status: a new one
// drops the cached lists, the latest ones and the dashboard's figures; the screen showing one asks again.
export const useCreateOpportunity = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminCreateOpportunityDocument, {
    update: (cache) => evictLists(cache, "opportunities", "latestOpportunities", "adminDashboard"),
  });
  const create = useCallback(
    async (input: NewOpportunityInput) => dataOf(await mutate({ variables: { input } })).createOpportunity,
    [mutate],
  );
  return { create, loading, error, reset };
};
