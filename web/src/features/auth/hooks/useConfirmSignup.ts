import { useCallback } from "react";
import { toSessionUser } from "../../../auth/session-user";
import { ConfirmSignupDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// Creates the account from the mail's link and signs in: the answer is a session user, like login's.
export const useConfirmSignup = () => {
  const { call, ...state } = useMutationCall(ConfirmSignupDocument, (data) => toSessionUser(data.confirmSignup));
  const confirmSignup = useCallback((token: string) => call({ token }), [call]);
  return { confirmSignup, ...state };
};
