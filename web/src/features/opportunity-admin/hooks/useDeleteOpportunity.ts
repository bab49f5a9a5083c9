import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminDeleteOpportunityDocument } from "../../../graphql/__generated__/graphql";
import { evictLists, evictObject, removeNode } from "../../../graphql/connection-cache";

// A deleted opportunity leaves every cached list (totals one less) and the cache; the latest ones
// (which another fills) and the dashboard's figures are dropped.
export const useDeleteOpportunity = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminDeleteOpportunityDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      const opportunity = { __typename: "Opportunity", id: data.deleteOpportunity };
      cache.modify({ fields: { opportunities: removeNode(cache.identify(opportunity)) } });
      evictLists(cache, "latestOpportunities", "adminDashboard");
      evictObject(cache, opportunity);
    },
  });
  const remove = useCallback(async (id: string): Promise<void> => {
    await mutate({ variables: { id } });
  }, [mutate]);
  return { remove, loading, error, reset };
};
