import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { dataOf } from "../../../graphql/mutation";
import { toSessionUser } from "../../../auth/session-user";
import { LoginDocument, type LoginInput } from "../../../graphql/__generated__/graphql";

export const useLogin = () => {
  const [mutate, { loading, error, reset }] = useMutation(LoginDocument);
  const login = useCallback(
    async (input: LoginInput) => toSessionUser(dataOf(await mutate({ variables: { input } })).login),
    [mutate],
  );
  return { login, loading, error, reset };
};
