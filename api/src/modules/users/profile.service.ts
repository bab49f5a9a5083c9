import type { AuthUser } from '../../shared/auth/access';
import { hashPassword, verifyPassword } from '../../shared/auth/password';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { waitInWords } from '../../shared/failure-delay';
import { accountThrottleKey } from '../../shared/throttle';
import { assertValid, clean, isHttpUrl } from '../../shared/validation';
import { revokeApiTokensOf } from '../api-tokens/revoke';
import { type FileService, fileUrl } from '../files/file.service';
import { discardUpload, type FileArg } from '../files/upload';
import type { MailService } from '../mail/mail.service';
import { emailChangedMail } from '../mail/mail.templates';
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
  // Needed only when the e-mail changes.
  currentPassword?: unknown;
};

// A new profile picture (PNG, JPEG, GIF or WebP, at most 5 MB), or its removal.
export type AvatarChange = { avatar?: FileArg; removeAvatar?: unknown };

const INVALID_WEBSITE = 'Website must be a valid URL';
const AVATAR_OR_REMOVE = 'Choose a new profile picture or remove it, not both';
const WRONG_PASSWORD = 'Your current password is incorrect';
const tooManyPasswordAttempts = (seconds: number): string => `Too many wrong passwords. Please try again in ${waitInWords(seconds)}.`;
const PASSWORD_FOR_EMAIL = 'Enter your current password to change your e-mail address';

// Optional text: blank means "not given" and is stored as null.
const optional = (value: unknown): string | null => clean(value) || null;

/** The signed-in user's own profile. The role is not part of it: only admins change roles. */
export class ProfileService {
  constructor(
    private readonly deps: Deps,
    private readonly users: UserService,
    private readonly files: FileService,
    private readonly mail: MailService,
  ) {}

  /**
   * The profile's fields, and optionally a new picture (checked by content, stored as it
   * streams in) or its removal, in one transaction: the old picture's file is deleted
   * with it, and a refused picture leaves the profile as it was.
   */
  async update(actor: AuthUser, input: ProfileFields, change: AvatarChange = {}): Promise<User> {
    const removeAvatar = change.removeAvatar === true;
    try {
      const fields = this.validate(input);
      // A new address takes the account's mail (and its password resets): the password proves the owner asks.
      if (fields.email !== actor.email) await this.assertPassword(actor, input.currentPassword, PASSWORD_FOR_EMAIL);
      return await this.deps.dataSource.transaction(async (em) => {
        await this.users.assertEmailFree(em, fields.email, actor.id);
        const [avatar] = await this.files.storeUploads(em, [{ upload: change.avatar, kind: 'image', label: 'The profile picture', field: 'avatar' }]);
        // Checked once the picture is known to be there; refusing rolls it back.
        assertValid([['avatar', !(removeAvatar && avatar), AVATAR_OR_REMOVE]]);
        const users = em.getRepository(User);
        // Locked until commit, so two concurrent changes cannot both delete one old file or orphan one.
        const current = await users.findOne({ where: { id: actor.id }, lock: { mode: 'pessimistic_write' } });
        if (!current) throw notFound('User');
        const replacing = avatar !== null || removeAvatar;
        await users.update(
          { id: actor.id },
          { ...fields, ...(replacing && { avatarFileId: avatar?.id ?? null, avatar: avatar ? fileUrl(avatar.id) : null }) },
        );
        if (replacing) await this.files.remove(em, [current.avatarFileId]);
        // The old address is told, in the same transaction as the change.
        if (fields.email !== current.email) await this.mail.queue(em, 'email-changed', current.email, emailChangedMail({ name: current.name, newEmail: fields.email }));
        return users.findOneByOrFail({ id: actor.id });
      });
    } catch (error) {
      // A picture nobody read (the profile was refused first) is read to its end, so the request can finish.
      discardUpload(change.avatar);
      throw error;
    }
  }

  /** Changes the password and revokes every earlier token (sessions and API tokens); the caller gets a fresh one. */
  async changePassword(actor: AuthUser, input: { currentPassword?: unknown; newPassword?: unknown }): Promise<User> {
    const current = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    const next = typeof input.newPassword === 'string' ? input.newPassword : '';
    assertValid([
      ['currentPassword', current !== '', 'Current password is required'],
      ['newPassword', next.length >= MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT],
      ['newPassword', next.length <= 1024, 'Password must be at most 1024 characters'],
    ]);
    await this.assertPassword(actor, current, 'Current password is required');
    const passwordHash = await hashPassword(next);
    await this.deps.dataSource.transaction(async (em) => {
      await em.update(User, { id: actor.id }, { passwordHash, tokenVersion: () => 'token_version + 1' });
      await revokeApiTokensOf(em, actor.id, this.deps.clock.now());
    });
    return this.users.getById(actor.id);
  }

  // The caller's own password, or BAD_USER_INPUT on `currentPassword`.
  private async assertPassword(actor: AuthUser, given: unknown, missing: string): Promise<void> {
    const password = typeof given === 'string' ? given : '';
    assertValid([['currentPassword', password !== '', missing]]);
    // Wrong current passwords count against the account like failed logins (one count for both):
    // a stolen session cannot try passwords without limit.
    const key = accountThrottleKey(actor.id);
    const wait = await this.deps.failureDelay.claim(key);
    if (wait > 0) throw new AppError('RATE_LIMITED', tooManyPasswordAttempts(wait), { retryAfterSeconds: wait });
    const credentials = await this.users.findCredentials(actor.email);
    if (!credentials || credentials.id !== actor.id || !(await verifyPassword(credentials.passwordHash, password))) {
      throw new AppError('BAD_USER_INPUT', WRONG_PASSWORD, { fieldErrors: { currentPassword: WRONG_PASSWORD } });
    }
    await this.deps.failureDelay.succeeded(key);
  }

  private validate(input: ProfileFields) {
    const account = validateAccount(input);
    const profile = { bio: optional(input.bio), location: optional(input.location), website: optional(input.website), phone: optional(input.phone) };
    assertValid([
      ['website', profile.website === null || isHttpUrl(profile.website), INVALID_WEBSITE],
      ['bio', (profile.bio ?? '').length <= 2000, 'Bio must be at most 2000 characters'],
      ['location', (profile.location ?? '').length <= 200, 'Location must be at most 200 characters'],
      ['website', (profile.website ?? '').length <= 500, 'Website must be at most 500 characters'],
      ['phone', (profile.phone ?? '').length <= 50, 'Phone must be at most 50 characters'],
    ]);
    return { ...account, ...profile };
  }
}
