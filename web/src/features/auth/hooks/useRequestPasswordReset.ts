import { useCallback } from "react";
import { RequestPasswordResetDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// The API answers true whether or not an account uses the address, so there is nothing to read back.
export const useRequestPasswordReset = () => {
  const { call, ...state } = useMutationCall(RequestPasswordResetDocument, () => undefined);
  const requestReset = useCallback((email: string) => call({ email }), [call]);
  return { requestReset, ...state };
};
