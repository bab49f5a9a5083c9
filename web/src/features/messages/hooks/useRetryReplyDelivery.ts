import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminRetryContactReplyDeliveryDocument, type ContactReplyDeliveryFieldsFragment } from "../../../graphql/__generated__/graphql";

// The answer is the reply (id and delivery fields): the normalized cache updates its badge by itself.
export const useRetryReplyDelivery = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminRetryContactReplyDeliveryDocument);

  const retry = useCallback(
    async (replyId: string): Promise<ContactReplyDeliveryFieldsFragment> => {
      const { data } = await mutate({ variables: { replyId } });
      if (!data) throw new Error("Retry returned no data");
      return data.retryContactReplyDelivery;
    },
    [mutate],
  );

  return { retry, loading, error, reset };
};
