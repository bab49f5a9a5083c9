import { useCallback } from "react";
import { AdminRetryContactReplyDeliveryDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// The answer is the reply (id and delivery fields): the normalized cache updates its badge by itself.
export const useRetryReplyDelivery = () => {
  const { call, ...state } = useMutationCall(AdminRetryContactReplyDeliveryDocument, (data) => data.retryContactReplyDelivery);
  const retry = useCallback((replyId: string) => call({ replyId }), [call]);
  return { retry, ...state };
};
