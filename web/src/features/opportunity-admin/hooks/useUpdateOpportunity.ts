import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminUpdateOpportunityDocument, type OpportunityPatch } from "../../../graphql/__generated__/graphql";
import { evictLists } from "../../../graphql/connection-cache";

// The result carries the opportunity's id and fields, so the normalized cache shows them in every
// list; a new closing date or status may move it among the server's ordered and filtered lists,
// so those are dropped (with the dashboard's open count) and the one shown asks again.
export const useUpdateOpportunity = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminUpdateOpportunityDocument, {
    update: (cache) => evictLists(cache, "opportunities", "adminDashboard"),
  });
  const update = useCallback(async (id: string, input: OpportunityPatch) => void (await mutate({ variables: { id, input } })), [mutate]);
  return { update, loading, error, reset };
};
