import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { CanonicalEmails1764300600000 } from './migrations/1764300600000-canonical-emails';
import { PagingIndexes1763900000000 } from './migrations/1763900000000-paging-indexes';
import { UserAvatars1763700500000 } from './migrations/1763700500000-user-avatars';
import { Users1763700000000 } from './migrations/1763700000000-users';
import { ProfileService } from './profile.service';
import { User } from './user.entity';
import { createUserLoaders } from './user.loaders';
import { UserResolver } from './user.resolver';
import { registerUserRoutes } from './user.rest';
import { UserService } from './user.service';

// What this module adds to Services (named, since its factory reads Services itself).
type UsersServices = { users: UserService; profiles: ProfileService };

const services = (deps: Deps, { files, mail }: Pick<Services, 'files' | 'mail'>): UsersServices => {
  const users = new UserService(deps);
  return { users, profiles: new ProfileService(deps, users, files, mail) };
};

declare module '../module' {
  interface Services extends UsersServices {}
  interface Loaders extends ReturnType<typeof createUserLoaders> {}
}

export const usersModule = defineModule({
  name: 'users',
  entities: [User],
  migrations: [Users1763700000000, UserAvatars1763700500000, PagingIndexes1763900000000, CanonicalEmails1764300600000],
  resolvers: [UserResolver],
  services,
  loaders: createUserLoaders,
  routes: registerUserRoutes,
});
