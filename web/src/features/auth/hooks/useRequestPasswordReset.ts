import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { RequestPasswordResetDocument } from "../../../graphql/__generated__/graphql";

// The API answers true whether or not an account uses the address, so there is nothing to read back.
export const useRequestPasswordReset = () => {
  const [mutate, { loading, error, reset }] = useMutation(RequestPasswordResetDocument);
  const requestReset = useCallback(
    async (email: string) => {
      await mutate({ variables: { email } });
    },
    [mutate],
  );
  return { requestReset, loading, error, reset };
};
