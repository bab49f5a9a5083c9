import { useCallback } from "react";
import { toSessionUser } from "../../../auth/session-user";
import { SignupDocument, type SignupInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

export const useSignup = () => {
  const { call, ...state } = useMutationCall(SignupDocument, (data) => toSessionUser(data.signup));
  const signup = useCallback((input: SignupInput) => call({ input }), [call]);
  return { signup, ...state };
};
