import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import { toSessionUser } from "../../../auth/session-user";
import { ChangePasswordDocument, type ChangePasswordInput } from "../../../graphql/__generated__/graphql";

// The API revokes every earlier token and returns a fresh session: store it so the user stays signed in.
export const useChangePassword = () => {
  const { login } = useAuthContext();
  const [mutate, { loading }] = useMutation(ChangePasswordDocument);

  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<void> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("changePassword returned no data");
      login(toSessionUser(data.changePassword));
    },
    [mutate, login],
  );

  return { changePassword, loading };
};
