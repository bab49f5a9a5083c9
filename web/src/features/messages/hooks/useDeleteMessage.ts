import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminDeleteContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { removeMessageFromLists } from "../cache-updates";

export const useDeleteMessage = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminDeleteContactMessageDocument, {
    update(cache, { data }) {
      if (data) removeMessageFromLists(cache, data.deleteContactMessage);
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
