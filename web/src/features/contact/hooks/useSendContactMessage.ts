import { useCallback } from "react";
import { SendContactMessageDocument, type ContactMessageInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

export const useSendContactMessage = () => {
  const { call, ...state } = useMutationCall(SendContactMessageDocument, () => undefined);
  const send = useCallback((input: ContactMessageInput) => call({ input }), [call]);
  return { send, ...state };
};
