import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { dataOf } from "../../../graphql/mutation";
import { AdminRetryContactReplyDeliveryDocument } from "../../../graphql/__generated__/graphql";

// The answer is the reply (id and delivery fields): the normalized cache updates its badge by itself.
export const useRetryReplyDelivery = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminRetryContactReplyDeliveryDocument);
  const retry = useCallback(
    async (replyId: string) => dataOf(await mutate({ variables: { replyId } })).retryContactReplyDelivery,
    [mutate],
  );
  return { retry, loading, error, reset };
};
