import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { toSessionUser, type SessionUser } from "../../../auth/session-user";
import { LoginDocument, type LoginInput } from "../../../graphql/__generated__/graphql";

export const useLogin = () => {
  const [mutate, { loading, error, reset }] = useMutation(LoginDocument);

  const login = useCallback(
    async (input: LoginInput): Promise<SessionUser> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("Login returned no data");
      return toSessionUser(data.login);
    },
    [mutate],
  );

  return { login, loading, error, reset };
};
