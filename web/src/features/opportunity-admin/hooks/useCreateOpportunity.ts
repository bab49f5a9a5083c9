import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  AdminCreateOpportunityDocument,
  type AdminOpportunityFieldsFragment,
  type NewOpportunityInput,
} from "../../../graphql/__generated__/graphql";
import { addOpportunityToLists } from "../cache-updates";

export const useCreateOpportunity = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminCreateOpportunityDocument, {
    update(cache, { data }) {
      if (data) addOpportunityToLists(cache, data.createOpportunity);
    },
  });

  const create = useCallback(
    async (input: NewOpportunityInput): Promise<AdminOpportunityFieldsFragment | undefined> => {
      const result = await mutate({ variables: { input } });
      return result.data?.createOpportunity;
    },
    [mutate],
  );

  return { create, loading, error, reset };
};
