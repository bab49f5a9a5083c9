import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { toSessionUser, type SessionUser } from "../../../auth/session-user";
import { SignupDocument, type SignupInput } from "../../../graphql/__generated__/graphql";

export const useSignup = () => {
  const [mutate, { loading, error, reset }] = useMutation(SignupDocument);

  const signup = useCallback(
    async (input: SignupInput): Promise<SessionUser> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("Signup returned no data");
      return toSessionUser(data.signup);
    },
    [mutate],
  );

  return { signup, loading, error, reset };
};
