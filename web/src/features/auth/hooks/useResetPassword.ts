import { useCallback } from "react";
import { toSessionUser } from "../../../auth/session-user";
import { ResetPasswordDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// Sets the new password and signs in: the answer is a session user, like login's.
export const useResetPassword = () => {
  const { call, ...state } = useMutationCall(ResetPasswordDocument, (data) => toSessionUser(data.resetPassword));
  const resetPassword = useCallback((token: string, password: string) => call({ token, password }), [call]);
  return { resetPassword, ...state };
};
