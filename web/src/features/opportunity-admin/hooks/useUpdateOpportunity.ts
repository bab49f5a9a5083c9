import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminUpdateOpportunityDocument, type OpportunityPatch } from "../../../graphql/__generated__/graphql";
import { dropAdminDashboardFigures } from "../../admin-dashboard/dashboard-cache";

// The result carries the opportunity's id and fields, so the normalized cache updates every list.
export const useUpdateOpportunity = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminUpdateOpportunityDocument, {
    update(cache) {
      dropAdminDashboardFigures(cache);
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
