import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { dataOf } from "../../../graphql/mutation";
import { toSessionUser } from "../../../auth/session-user";
import { ConfirmSignupDocument } from "../../../graphql/__generated__/graphql";

// Creates the account from the mail's link and signs in: the answer is a session user, like login's.
export const useConfirmSignup = () => {
  const [mutate, { loading, error, reset }] = useMutation(ConfirmSignupDocument);
  const confirmSignup = useCallback(
    async (token: string) => toSessionUser(dataOf(await mutate({ variables: { token } })).confirmSignup),
    [mutate],
  );
  return { confirmSignup, loading, error, reset };
};
