import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { toSessionUser, type SessionUser } from "../../../auth/session-user";
import { ResetPasswordDocument } from "../../../graphql/__generated__/graphql";

// Sets the new password and signs in: the answer is a session user, like login's.
export const useResetPassword = () => {
  const [mutate, { loading, error, reset }] = useMutation(ResetPasswordDocument);

  const resetPassword = useCallback(
    async (token: string, password: string): Promise<SessionUser> => {
      const { data } = await mutate({ variables: { token, password } });
      if (!data) throw new Error("Password reset returned no data");
      return toSessionUser(data.resetPassword);
    },
    [mutate],
  );

  return { resetPassword, loading, error, reset };
};
