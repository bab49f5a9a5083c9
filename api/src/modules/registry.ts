// The module registry: adding a domain adds its entity, resolver and service here.
import type { Deps } from '../shared/deps';
import { AuthResolver } from './auth/auth.resolver';
import { AuthService } from './auth/auth.service';
import { User } from './users/user.entity';
import { UserResolver } from './users/user.resolver';
import { UserService } from './users/user.service';

export const entities = [User];

export const resolvers = [AuthResolver, UserResolver] as const;

export function createServices(deps: Deps) {
  const users = new UserService(deps);
  const auth = new AuthService(deps, users);
  return { users, auth };
}

export type Services = ReturnType<typeof createServices>;
