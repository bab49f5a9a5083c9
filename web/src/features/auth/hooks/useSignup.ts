import { useCallback } from "react";
import { SignupDocument, type SignupInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// The first step of a signup: the answer only says a mail is on its way (the same whether the
// address already has an account or not); the mail's link finishes it (useConfirmSignup).
export const useSignup = () => {
  const { call, ...state } = useMutationCall(SignupDocument, (data) => data.signup);
  const signup = useCallback((input: SignupInput) => call({ input }), [call]);
  return { signup, ...state };
};
