import type { ApiScope } from '../../modules/api-tokens/scopes';
import type { Role } from '../../modules/users/role';
import { AppError } from '../errors';

// What a request knows about its caller after the token was checked.
export type AuthUser = {
  id: string;
  role: Role;
  name: string;
  surname: string;
  email: string;
};

export type Viewer = {
  user: AuthUser | null;
  // Why a presented token was refused, so a protected call can say "session expired".
  authError: AppError | null;
  // The signed-in caller's token (its id and expiry), which logout revokes.
  session?: { jti: string; expiresAt: Date };
  // The personal access token the caller came with (its id and scopes); null for a session of the
  // web app, which has every scope of its role (absent: nobody signed in).
  apiToken?: { id: string; scopes: readonly ApiScope[] } | null;
};

const NOT_SIGNED_IN = 'You must be logged in to do this.';
export const NOT_ALLOWED = 'You do not have permission to do this.';

// The one predicate behind TypeGraphQL's authChecker and the REST requireRole.
// No roles listed means any signed-in user.
export const hasAccess = (user: AuthUser | null, roles: readonly Role[]): boolean =>
  user !== null && (roles.length === 0 || roles.includes(user.role));

export function requireAccess(viewer: Viewer, roles: readonly Role[]): AuthUser {
  if (!viewer.user) throw viewer.authError ?? new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
  if (!hasAccess(viewer.user, roles)) throw new AppError('FORBIDDEN', NOT_ALLOWED);
  return viewer.user;
}
