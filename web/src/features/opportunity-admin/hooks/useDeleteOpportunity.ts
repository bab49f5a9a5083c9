import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminDeleteOpportunityDocument } from "../../../graphql/__generated__/graphql";
import { removeOpportunityFromLists } from "../cache-updates";

export const useDeleteOpportunity = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminDeleteOpportunityDocument, {
    update(cache, { data }) {
      if (data) removeOpportunityFromLists(cache, data.deleteOpportunity);
    },
  });

  const remove = useCallback(
    async (id: string): Promise<void> => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );

  return { remove, loading, error, reset };
};
