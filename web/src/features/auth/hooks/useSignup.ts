import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { dataOf } from "../../../graphql/mutation";
import { SignupDocument, type SignupInput } from "../../../graphql/__generated__/graphql";

// The first step of a signup: the answer only says a mail is on its way (the same whether the
// address already has an account or not); the mail's link finishes it (useConfirmSignup).
export const useSignup = () => {
  const [mutate, { loading, error, reset }] = useMutation(SignupDocument);
  const signup = useCallback(
    async (input: SignupInput) => dataOf(await mutate({ variables: { input } })).signup,
    [mutate],
  );
  return { signup, loading, error, reset };
};
