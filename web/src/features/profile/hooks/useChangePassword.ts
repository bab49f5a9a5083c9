import { useCallback } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import { toSessionUser } from "../../../auth/session-user";
import { ChangePasswordDocument, type ChangePasswordInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// The API revokes every earlier token and returns a fresh session: store it so the user stays signed in.
export const useChangePassword = () => {
  const { login } = useAuthContext();
  const { call, ...state } = useMutationCall(ChangePasswordDocument, (data) => login(toSessionUser(data.changePassword)));
  const changePassword = useCallback((input: ChangePasswordInput) => call({ input }), [call]);
  return { changePassword, ...state };
};
