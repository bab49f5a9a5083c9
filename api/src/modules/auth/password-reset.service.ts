import { randomBytes } from 'node:crypto';
import { Column, Entity, IsNull } from 'typeorm';
import { defineJob, type JobRun } from '../../jobs/job-queue';
import { hashPassword } from '../../shared/auth/password';
import { type ClientAddress, throttleKeyOf } from '../../shared/client-address';
import { refuseWhileWaiting } from '../../shared/throttle';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { assertValid, clean, isEmail } from '../../shared/validation';
import { revokeApiTokensOf } from '../api-tokens/revoke';
import { canonicalEmail } from '../users/email';
import type { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/mail.templates';
import { User } from '../users/user.entity';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, type UserService } from '../users/user.service';
import type { AuthService, Session } from './auth.service';
import { hashToken, LinkTokenRow } from './link-token';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
export const RESET_REQUEST_ACCEPTED = 'If an account uses that address, a link to reset its password is on its way.';
export const TOO_MANY_RESETS = 'Too many password reset requests. Please try again later.';
export const EMAIL_REQUIRED = 'Email is required';
const INVALID_EMAIL = 'Please enter a valid email address';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** A reset link's token, of which only the hash is kept. */
@Entity('password_resets')
export class PasswordReset extends LinkTokenRow {
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid', nullable: true })
  jobId: string | null;
}

/**
 * The request only throttles and enqueues a job with the address typed, whether an account has it
 * or not, so the answer and its timing say nothing about which addresses have accounts. The job
 * makes the token and the mail for a real account, and does nothing for an unknown address.
 */
export const passwordResetJob = defineJob<{ email: string }>('auth.password-reset', { retryLimit: 3, retryDelaySeconds: 5 });

export class PasswordResetService {
  constructor(
    private readonly deps: Deps,
    private readonly users: UserService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
  ) {}

  async request(input: { email?: unknown }, client: ClientAddress): Promise<void> {
    // The canonical form the accounts are stored in: a look-alike of an address shares its count.
    const email = canonicalEmail(clean(input.email));
    assertValid([
      ['email', email !== '', EMAIL_REQUIRED],
      ['email', email === '' || isEmail(email), INVALID_EMAIL],
    ]);
    const { passwordResetByEmail, passwordResetByAddress } = this.deps.throttles;
    refuseWhileWaiting(await Promise.all([passwordResetByEmail.consume(email), passwordResetByAddress.consume(throttleKeyOf(client))]), TOO_MANY_RESETS);
    await this.deps.dataSource.transaction((em) => this.deps.jobs.enqueue(em, passwordResetJob, { email }));
  }

  /** The job: a new token (the older ones stop working) and its mail, once per job even if run twice. */
  async issue(email: string, run: JobRun): Promise<void> {
    const credentials = await this.users.findCredentials(email);
    if (!credentials) return;
    await this.deps.dataSource.transaction(async (em) => {
      const user = await em.findOne(User, { where: { id: credentials.id }, lock: { mode: 'pessimistic_write' } });
      if (!user) return;
      if (await em.existsBy(PasswordReset, { jobId: run.id })) return;
      const now = this.deps.clock.now();
      await em.update(PasswordReset, { userId: user.id, usedAt: IsNull() }, { usedAt: now });
      const token = randomBytes(32).toString('base64url');
      await em.insert(PasswordReset, { userId: user.id, tokenHash: hashToken(token), jobId: run.id, expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) });
      // In the fragment: browsers never send it, so it stays out of server and proxy logs.
      const url = `${this.deps.config.publicUrl}/reset-password#token=${token}`;
      await this.mail.queue(em, 'password-reset', user.email, passwordResetMail({ name: user.name, url }));
    });
  }

  /**
   * Sets a new password with a link's token: once, within the hour. Every session of the account
   * ends (its token version moves on), so does every API token of it, and the caller is signed in afresh.
   */
  async reset(input: { token?: unknown; password?: unknown }): Promise<Session> {
    const token = clean(input.token);
    const password = typeof input.password === 'string' ? input.password : '';
    assertValid([
      ['password', password !== '', 'Password is required'],
      ['password', password === '' || password.length >= MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT],
    ]);
    const invalid = () => new AppError('BAD_USER_INPUT', RESET_LINK_INVALID, { reason: 'RESET_LINK_INVALID' });
    if (!/^[\w-]{20,100}$/.test(token)) throw invalid();
    const usable = (reset: PasswordReset | null): reset is PasswordReset =>
      reset !== null && !reset.usedAt && reset.expiresAt.getTime() > this.deps.clock.now().getTime();
    // Checked before hashing the new password, so guessing tokens costs the server no argon2 work.
    if (!usable(await this.deps.dataSource.getRepository(PasswordReset).findOneBy({ tokenHash: hashToken(token) }))) throw invalid();
    const passwordHash = await hashPassword(password);
    const userId = await this.deps.dataSource.transaction(async (em) => {
      // Again under a lock: two uses of one link at once, only one wins.
      const reset = await em.findOne(PasswordReset, { where: { tokenHash: hashToken(token) }, lock: { mode: 'pessimistic_write' } });
      const now = this.deps.clock.now();
      if (!usable(reset)) throw invalid();
      await em.update(PasswordReset, { id: reset.id }, { usedAt: now });
      await em.update(User, { id: reset.userId }, { passwordHash, tokenVersion: () => 'token_version + 1' });
      await revokeApiTokensOf(em, reset.userId, now);
      return reset.userId;
    });
    return this.auth.sessionFor(await this.users.getById(userId));
  }
}
