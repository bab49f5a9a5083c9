import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuthContext } from "./AuthContext";
import type { SessionRole, SessionUser } from "./session-user";

type GuardProps = { children?: ReactNode };

const renderAllowed = (children: ReactNode) => <>{children ?? <Outlet />}</>;

const LoginRedirect = () => {
  const location = useLocation();
  return <Navigate to="/login" replace state={{ from: location.pathname }} />;
};

// Signed-in users only; anonymous visitors go to /login.
export const RequireAuth = ({ children }: GuardProps) => {
  const { user } = useAuthContext();
  if (!user) return <LoginRedirect />;
  return renderAllowed(children);
};

type RequireRoleProps = GuardProps & { roles: readonly SessionRole[] };

// Role-restricted routes: anonymous visitors go to /login, signed-in users with another role to /.
export const RequireRole = ({ roles, children }: RequireRoleProps) => {
  const { user } = useAuthContext();
  if (!user) return <LoginRedirect />;
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  return renderAllowed(children);
};

type RedirectSignedInProps = GuardProps & { to: (user: SessionUser) => string };

// Guest-only routes (/login, /signup): signed-in users are sent elsewhere.
export const RedirectSignedIn = ({ to, children }: RedirectSignedInProps) => {
  const { user } = useAuthContext();
  if (user) return <Navigate to={to(user)} replace />;
  return renderAllowed(children);
};
