import type { AuthUser } from '../../shared/auth/access';
import { hashPassword, verifyPassword } from '../../shared/auth/password';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { assertValid, clean, isHttpUrl } from '../../shared/validation';
import { User } from './user.entity';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, type UserService, validateAccount } from './user.service';

export type ProfileFields = {
  name?: unknown;
  surname?: unknown;
  email?: unknown;
  bio?: unknown;
  location?: unknown;
  website?: unknown;
  phone?: unknown;
};

export const INVALID_WEBSITE = 'Website must be a valid URL';
export const WRONG_PASSWORD = 'Your current password is incorrect';

// Optional text: blank means "not given" and is stored as null.
const optional = (value: unknown): string | null => clean(value) || null;

/** The signed-in user's own profile. The role is not part of it: only admins change roles. */
export class ProfileService {
  constructor(
    private readonly deps: Deps,
    private readonly users: UserService,
  ) {}

  async update(actor: AuthUser, input: ProfileFields): Promise<User> {
    const account = validateAccount(input);
    const profile = { bio: optional(input.bio), location: optional(input.location), website: optional(input.website), phone: optional(input.phone) };
    assertValid([
      ['website', profile.website === null || isHttpUrl(profile.website), INVALID_WEBSITE],
      ['bio', (profile.bio ?? '').length <= 2000, 'Bio must be at most 2000 characters'],
      ['location', (profile.location ?? '').length <= 200, 'Location must be at most 200 characters'],
      ['website', (profile.website ?? '').length <= 500, 'Website must be at most 500 characters'],
      ['phone', (profile.phone ?? '').length <= 50, 'Phone must be at most 50 characters'],
    ]);
    return this.deps.dataSource.transaction(async (em) => {
      await this.users.assertEmailFree(em, account.email, actor.id);
      await em.getRepository(User).update({ id: actor.id }, { ...account, ...profile });
      return em.getRepository(User).findOneByOrFail({ id: actor.id });
    });
  }

  /** Changes the password and revokes every earlier token; the caller gets a fresh one. */
  async changePassword(actor: AuthUser, input: { currentPassword?: unknown; newPassword?: unknown }): Promise<User> {
    const current = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    const next = typeof input.newPassword === 'string' ? input.newPassword : '';
    assertValid([
      ['currentPassword', current !== '', 'Current password is required'],
      ['newPassword', next.length >= MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT],
      ['newPassword', next.length <= 1024, 'Password must be at most 1024 characters'],
    ]);
    const credentials = await this.users.findCredentials(actor.email);
    if (!credentials || credentials.id !== actor.id || !(await verifyPassword(credentials.passwordHash, current))) {
      throw new AppError('BAD_USER_INPUT', WRONG_PASSWORD, { fieldErrors: { currentPassword: WRONG_PASSWORD } });
    }
    const passwordHash = await hashPassword(next);
    await this.deps.dataSource.getRepository(User).update({ id: actor.id }, { passwordHash, tokenVersion: () => 'token_version + 1' });
    return this.users.getById(actor.id);
  }
}
