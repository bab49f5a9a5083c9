import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import { toSessionUser } from "../../../auth/session-user";
import { ChangePasswordDocument, type ChangePasswordInput } from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";

// The API revokes every earlier token and returns a fresh session: store it so the user stays signed in.
export const useChangePassword = () => {
  const { login } = useAuthContext();
  const [mutate, { loading, error, reset }] = useMutation(ChangePasswordDocument);
  const changePassword = useCallback(
    async (input: ChangePasswordInput) => login(toSessionUser(dataOf(await mutate({ variables: { input } })).changePassword)),
    [mutate, login],
  );
  return { changePassword, loading, error, reset };
};
