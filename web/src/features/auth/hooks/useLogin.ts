import { useCallback } from "react";
import { toSessionUser } from "../../../auth/session-user";
import { LoginDocument, type LoginInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

export const useLogin = () => {
  const { call, ...state } = useMutationCall(LoginDocument, (data) => toSessionUser(data.login));
  const login = useCallback((input: LoginInput) => call({ input }), [call]);
  return { login, ...state };
};
