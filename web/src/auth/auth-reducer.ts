import { assertUnreachable } from "../lib/assert-unreachable";
import type { SessionUser } from "./session-user";

export type AuthState = { user: SessionUser | null };

export type AuthAction = { type: "LOGIN"; user: SessionUser } | { type: "LOGOUT" };

export const authReducer = (state: AuthState, action: AuthAction): AuthState => {
  switch (action.type) {
    case "LOGIN":
      return { user: action.user };
    case "LOGOUT":
      return state.user ? { user: null } : state;
    default:
      return assertUnreachable(action);
  }
};
