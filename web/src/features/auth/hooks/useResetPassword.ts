import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { dataOf } from "../../../graphql/mutation";
import { toSessionUser } from "../../../auth/session-user";
import { ResetPasswordDocument } from "../../../graphql/__generated__/graphql";

// Sets the new password and signs in: the answer is a session user, like login's.
export const useResetPassword = () => {
  const [mutate, { loading, error, reset }] = useMutation(ResetPasswordDocument);
  const resetPassword = useCallback(
    async (token: string, password: string) => toSessionUser(dataOf(await mutate({ variables: { token, password } })).resetPassword),
    [mutate],
  );
  return { resetPassword, loading, error, reset };
};
