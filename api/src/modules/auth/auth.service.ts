import { selectColumns } from '../../db/columns';
import { sql } from '../../db/sql';
import type { AuthUser, Viewer } from '../../shared/auth/access';
import { burnPasswordCheck, verifyPassword } from '../../shared/auth/password';
import { SESSION_EXPIRED, signToken, verifyToken } from '../../shared/auth/tokens';
import type { Client } from '../../shared/client';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import { THROTTLE_RULES } from '../../shared/throttle';
import { assertValid, clean } from '../../shared/validation';
import { Role } from '../users/role';
import { User } from '../users/user.entity';
import type { NewUser, UserService } from '../users/user.service';
import type { MailService } from '../mail/mail.service';
import { welcomeMail } from '../mail/mail.templates';

export type Session = AuthUser & { token: string };

export const CREDENTIALS_REQUIRED = 'Email and password are required';
export const INVALID_CREDENTIALS = 'Incorrect email or password';
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again later.';

export const LOGIN_FAILURE_LIMIT = THROTTLE_RULES.loginFailuresByAccount.points;

// What a session needs of its account, read on every signed-in request.
const SESSION_COLUMNS = ['id', 'role', 'name', 'surname', 'email', 'tokenVersion'] as const satisfies readonly (keyof User)[];
type SessionColumn = (typeof SESSION_COLUMNS)[number];

// A validly signed token's session: its user as now stored, unless gone or its tokens revoked since
// (a role or password change bumps the version).
const viewerOf = (claims: { ver: number }, user: Pick<User, SessionColumn> | undefined): Viewer =>
  user && user.tokenVersion === claims.ver
    ? { user: toAuthUser(user), authError: null }
    : { user: null, authError: new AppError('UNAUTHENTICATED', SESSION_EXPIRED, { reason: 'TOKEN_REVOKED' }) };

export class AuthService {
  private readonly repo = this.deps.dataSource.getRepository(User);

  constructor(
    private readonly deps: Deps,
    private readonly users: UserService,
    private readonly mail: MailService,
  ) {}

  // Signup always makes a learner: no input can choose a role. The welcome mail is queued with the account.
  async signup(input: NewUser): Promise<Session> {
    const user = await this.deps.dataSource.transaction(async (em) => {
      const created = await this.users.create(input, Role.USER, em);
      const url = `${this.deps.config.publicUrl}/`;
      await this.mail.queue(em, 'welcome', created.email, welcomeMail({ name: created.name, url }));
      return created;
    });
    return this.sessionFor(user);
  }

  async login(input: { email: unknown; password: unknown }, client: Client): Promise<Session> {
    const email = clean(input.email);
    const password = typeof input.password === 'string' ? input.password : '';
    assertValid([
      ['email', email !== '', CREDENTIALS_REQUIRED],
      ['password', password !== '', CREDENTIALS_REQUIRED],
    ]);
    const accountKey = email.toLowerCase();
    const { loginFailuresByAccount: byAccount, loginFailuresByAddress: byAddress } = this.deps.throttles;
    // Every attempt is counted before the password is checked, so concurrent guesses on any number
    // of instances cannot all slip under the limit; a successful one gives its points back.
    const [accountAllowed, addressAllowed] = await Promise.all([byAccount.consume(accountKey), byAddress.consume(client.ip)]);
    if (!accountAllowed || !addressAllowed) throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
    const credentials = await this.users.findCredentials(email);
    const valid = credentials
      ? await verifyPassword(credentials.passwordHash, password)
      : await burnPasswordCheck(password);
    if (!credentials || !valid) {
      throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS, { reason: 'INVALID_CREDENTIALS' });
    }
    await Promise.all([byAccount.reset(accountKey), byAddress.refund(client.ip)]);
    return this.sessionFor(await this.users.getById(credentials.id));
  }

  // Turns an Authorization header into the caller. A bad token is not an error
  // by itself: public fields still answer, protected ones say why they refuse.
  async authenticate(header: string | undefined): Promise<Viewer> {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return { user: null, authError: null };
    try {
      const claims = verifyToken(token, this.deps.config.jwtSecret);
      // Every signed-in request runs this: plain SQL, straight to the pool.
      const db = this.deps.dataSource;
      const [user] = await sql<Pick<User, SessionColumn>>(db, `SELECT ${selectColumns(db, User, undefined, SESSION_COLUMNS)} FROM "users" WHERE id = $1`, [claims.sub]);
      return viewerOf(claims, user);
    } catch (error) {
      if (error instanceof AppError) return { user: null, authError: error };
      // A malformed id in a validly signed token, or the database being down.
      if (isInvalidUuid(error)) return { user: null, authError: new AppError('UNAUTHENTICATED', SESSION_EXPIRED) };
      throw error;
    }
  }

  /**
   * Many sessions checked at once, by the same rules as `authenticate` (one statement for all the
   * users): what live updates ask before each event of each of their subscribers.
   */
  async authenticateMany(tokens: readonly (string | null)[]): Promise<Viewer[]> {
    const claims = tokens.map((token) => {
      if (!token) return null;
      try {
        return verifyToken(token, this.deps.config.jwtSecret);
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
    });
    const ids = [...new Set(claims.flatMap((claim) => (claim && !(claim instanceof AppError) && isUuid(claim.sub) ? [claim.sub] : [])))];
    const db = this.deps.dataSource;
    const users = ids.length ? await sql<Pick<User, SessionColumn>>(db, `SELECT ${selectColumns(db, User, undefined, SESSION_COLUMNS)} FROM "users" WHERE id = ANY($1::uuid[])`, [ids]) : [];
    const byId = new Map(users.map((user) => [user.id, user]));
    return claims.map((claim): Viewer => {
      if (claim === null) return { user: null, authError: null };
      if (claim instanceof AppError) return { user: null, authError: claim };
      return viewerOf(claim, byId.get(claim.sub));
    });
  }

  // Revokes every token issued so far for this user (role change, password change).
  async revokeTokens(userId: string): Promise<void> {
    await this.repo.increment({ id: userId }, 'tokenVersion', 1);
  }

  sessionFor(user: User): Session {
    const { jwtSecret, jwtExpiresIn } = this.deps.config;
    return { ...toAuthUser(user), token: signToken({ sub: user.id, ver: user.tokenVersion }, jwtSecret, jwtExpiresIn) };
  }
}

const toAuthUser = (user: Pick<User, 'id' | 'role' | 'name' | 'surname' | 'email'>): AuthUser => ({
  id: user.id,
  role: user.role,
  name: user.name,
  surname: user.surname,
  email: user.email,
});

const isInvalidUuid = (error: unknown): boolean =>
  ((error as { driverError?: { code?: string } })?.driverError?.code ?? (error as { code?: string })?.code) === '22P02';
