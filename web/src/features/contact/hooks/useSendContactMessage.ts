import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { SendContactMessageDocument, type ContactMessageInput } from "../../../graphql/__generated__/graphql";

export const useSendContactMessage = () => {
  const [mutate, { loading, error, reset }] = useMutation(SendContactMessageDocument);
  const send = useCallback(
    async (input: ContactMessageInput) => {
      await mutate({ variables: { input } });
    },
    [mutate],
  );
  return { send, loading, error, reset };
};
