import { randomBytes } from 'node:crypto';
import { Column, Entity, IsNull, LessThan } from 'typeorm';
import { hashPassword } from '../../shared/auth/password';
import { type ClientAddress, throttleKeyOf } from '../../shared/client-address';
import { refuseWhileWaiting } from '../../shared/throttle';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { clean } from '../../shared/validation';
import type { MailService } from '../mail/mail.service';
import { confirmSignupMail, existingAccountMail } from '../mail/mail.templates';
import { Role } from '../users/role';
import { User } from '../users/user.entity';
import { type NewUser, type UserService, validateNewUser } from '../users/user.service';
import type { AuthService, Session } from './auth.service';
import { hashToken, LinkTokenRow } from './link-token';

export const TOO_MANY_SIGNUPS = 'Too many accounts were created from this network. Please try again later.';
export const signupAccepted = (email: string): string =>
  `A mail is on its way to ${email}. Follow its link within 24 hours to finish creating your account.`;
export const CONFIRM_LINK_INVALID = 'This confirmation link is invalid or has expired. Please sign up again.';
export const ALREADY_CONFIRMED = 'An account with this email already exists: please log in.';

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A signup waiting for its address to be confirmed: the account it will be, and its link's token (hashed). */
@Entity('pending_signups')
export class PendingSignup extends LinkTokenRow {
  @Column()
  email: string;

  @Column()
  name: string;

  @Column()
  surname: string;

  @Column()
  passwordHash: string;
}

/** What a signup answers, the same whether the address already has an account or not. */
export type SignupReceipt = { email: string; message: string };

/**
 * Signup in two steps, so that its answer never tells who has an account: `request` answers the
 * same receipt, after the same work (an argon2 hash, one mail queued), whether the address is
 * free or taken. A free address gets a link that creates the account and signs in (`confirm`); a
 * taken one gets a mail saying it already has an account, with the ways back in. Only the owner
 * of an address can create an account with it, and a mail to an unconfirmed address carries no
 * text the requester typed.
 */
export class SignupService {
  constructor(
    private readonly deps: Deps,
    private readonly users: UserService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
  ) {}

  // Always a learner: no input can choose a role.
  async request(input: NewUser, client: ClientAddress): Promise<SignupReceipt> {
    const { password, ...account } = validateNewUser(input);
    // Counted before anything is hashed or stored, so refused requests cost no argon2 work.
    const { signupsByAddress, signupsByAddressDaily, signupsByEmail } = this.deps.throttles;
    const key = throttleKeyOf(client);
    refuseWhileWaiting(await Promise.all([signupsByAddress.consume(key), signupsByAddressDaily.consume(key), signupsByEmail.consume(account.email)]), TOO_MANY_SIGNUPS);
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    const { publicUrl } = this.deps.config;
    await this.deps.dataSource.transaction(async (em) => {
      const existing = await em.findOne(User, { where: { email: account.email }, select: { id: true, name: true, email: true } });
      if (existing) {
        const mail = existingAccountMail({ name: existing.name, loginUrl: `${publicUrl}/login`, resetUrl: `${publicUrl}/forgot-password` });
        await this.mail.queue(em, 'signup-existing', existing.email, mail);
        return;
      }
      // Expired requests are dropped on the way; an earlier link for this address stops working.
      await em.delete(PendingSignup, { expiresAt: LessThan(now) });
      await em.update(PendingSignup, { email: account.email, usedAt: IsNull() }, { usedAt: now });
      const token = randomBytes(32).toString('base64url');
      await em.insert(PendingSignup, { ...account, passwordHash, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) });
      // In the fragment: browsers never send it, so it stays out of server and proxy logs.
      await this.mail.queue(em, 'signup-confirm', account.email, confirmSignupMail({ url: `${publicUrl}/confirm-signup#token=${token}` }));
    });
    return { email: account.email, message: signupAccepted(account.email) };
  }

  /** The link's token: creates the account (once, within 24 hours) and signs it in. */
  async confirm(input: { token?: unknown }): Promise<Session> {
    const token = clean(input.token);
    const invalid = () => new AppError('BAD_USER_INPUT', CONFIRM_LINK_INVALID, { reason: 'CONFIRM_LINK_INVALID' });
    if (!/^[\w-]{20,100}$/.test(token)) throw invalid();
    const user = await this.deps.dataSource.transaction(async (em) => {
      // Under a lock: two uses of one link at once, only one wins.
      const pending = await em.findOne(PendingSignup, { where: { tokenHash: hashToken(token) }, lock: { mode: 'pessimistic_write' } });
      const now = this.deps.clock.now();
      if (!pending || pending.usedAt || pending.expiresAt <= now) throw invalid();
      await em.update(PendingSignup, { id: pending.id }, { usedAt: now });
      if (await em.existsBy(User, { email: pending.email })) throw new AppError('CONFLICT', ALREADY_CONFIRMED, { reason: 'EMAIL_TAKEN' });
      const { email, name, surname, passwordHash } = pending;
      return this.users.insert({ email, name, surname, passwordHash }, Role.USER, em);
    });
    return this.auth.sessionFor(user);
  }
}
