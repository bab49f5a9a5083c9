import { getApolloContext } from "@apollo/client/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type Dispatch,
  type ReactNode,
} from "react";
import { useNavigate } from "react-router";
import { clearAppClientStore } from "../graphql/app-client-loader";
import { resetLiveConnection } from "../graphql/live-connection";
import { clearGraphiQLHeaders } from "../graphiql/headers";
import { authReducer, type AuthAction } from "./auth-reducer";
import { revokeSession } from "./revoke-session";
import { onSessionExpired } from "./session-events";
import { clearStoredUser, readStoredUser, storeUser, type SessionUser } from "./session-user";

export type AuthContextValue = {
  user: SessionUser | null;
  dispatch: Dispatch<AuthAction>;
  login: (user: SessionUser) => void;
  logout: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type AuthContextProviderProps = {
  children: ReactNode;
  // Called after a logout caused by the server rejecting the session token.
  onSessionExpired?: () => void;
};

export const AuthContextProvider = ({ children, onSessionExpired: notify }: AuthContextProviderProps) => {
  // Read storage synchronously so guards see the restored session on the first render.
  const [state, dispatch] = useReducer(authReducer, undefined, () => ({ user: readStoredUser() }));
  // A client provided above the session (tests do this); the app's own loads with the first data screen.
  const { client } = useContext(getApolloContext());
  const navigate = useNavigate();

  const login = useCallback((user: SessionUser) => {
    storeUser(user);
    // A live socket of an earlier session closes; the next subscription connects as this user.
    resetLiveConnection();
    dispatch({ type: "LOGIN", user });
  }, []);

  const logout = useCallback(() => {
    revokeSession(readStoredUser()?.token);
    clearStoredUser();
    // GraphiQL (same origin) keeps its own copy of the token in its saved headers.
    clearGraphiQLHeaders(window.localStorage);
    resetLiveConnection();
    dispatch({ type: "LOGOUT" });
    // Cached data belongs to the previous user; drop it without refetching (an app client that was
    // never loaded has nothing cached, and is not loaded for this).
    (client ? client.clearStore() : clearAppClientStore()).catch(() => undefined);
    void navigate("/login");
  }, [client, navigate]);

  useEffect(
    () =>
      onSessionExpired(() => {
        logout();
        notify?.();
      }),
    [logout, notify],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user: state.user, dispatch, login, logout }),
    [state.user, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

export const useAuthContext = (): AuthContextValue => {
  const context = useContext(AuthContext);
  if (!context) {
    throw new Error("useAuthContext must be used inside AuthContextProvider");
  }
  return context;
};
