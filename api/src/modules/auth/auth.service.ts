import { selectColumns } from '../../db/columns';
import { sql } from '../../db/sql';
import type { AuthUser, Viewer } from '../../shared/auth/access';
import { burnPasswordCheck, verifyPassword } from '../../shared/auth/password';
import { SESSION_EXPIRED, signToken, type TokenClaims, verifyToken } from '../../shared/auth/tokens';
import { throttleKeyOf, type ClientAddress } from '../../shared/client-address';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { apiTokenViewers, isApiTokenSecret } from '../api-tokens/api-token-auth';
import { revokeApiTokensOf } from '../api-tokens/revoke';
import { isUuid } from '../../shared/ids';
import { accountThrottleKey, refuseWhileWaiting } from '../../shared/throttle';
import { waitInWords } from '../../shared/failure-delay';
import { assertValid, clean } from '../../shared/validation';
import { canonicalEmail } from '../users/email';
import { User } from '../users/user.entity';
import type { UserService } from '../users/user.service';

export type Session = AuthUser & { token: string };

export const CREDENTIALS_REQUIRED = 'Email and password are required';
const INVALID_CREDENTIALS = 'Incorrect email or password';
const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again later.';

/** A refusal while an account waits after wrong passwords: how long, in words. */
const tooManyAttempts = (seconds: number): string => `Too many failed login attempts. Please try again in ${waitInWords(seconds)}.`;

// What a session needs of its account, read on every signed-in request.
const SESSION_COLUMNS = ['id', 'role', 'name', 'surname', 'email', 'tokenVersion'] as const satisfies readonly (keyof User)[];
type SessionColumn = (typeof SESSION_COLUMNS)[number];

// A validly signed token's session: its user as now stored, unless gone or its tokens revoked since
// (a role or password change bumps the version) or this token ended by logout.
const viewerOf = (claims: Pick<TokenClaims, 'ver' | 'jti' | 'exp'>, user: Pick<User, SessionColumn> | undefined, revoked: ReadonlySet<string>): Viewer =>
  user && user.tokenVersion === claims.ver && !revoked.has(claims.jti)
    ? { user: toAuthUser(user), authError: null, session: { jti: claims.jti, expiresAt: new Date(claims.exp * 1000) }, apiToken: null }
    : { user: null, authError: new AppError('UNAUTHENTICATED', SESSION_EXPIRED, { reason: 'TOKEN_REVOKED' }) };

export class AuthService {
  constructor(
    private readonly deps: Deps,
    private readonly users: UserService,
  ) {}

  async login(input: { email: unknown; password: unknown }, client: ClientAddress): Promise<Session> {
    const email = clean(input.email);
    const password = typeof input.password === 'string' ? input.password : '';
    assertValid([
      ['email', email !== '', CREDENTIALS_REQUIRED],
      ['password', password !== '', CREDENTIALS_REQUIRED],
    ]);
    const credentials = await this.users.findCredentials(email);
    // The account's count is its id's when it exists, else the canonical address typed: every
    // spelling that reaches one account shares one count.
    const accountKey = credentials ? accountThrottleKey(credentials.id) : `email:${canonicalEmail(email)}`;
    const addressKey = throttleKeyOf(client);
    const byAddress = this.deps.throttles.loginFailuresByAddress;
    // Every attempt is counted before the password is checked, so concurrent guesses on any number
    // of instances cannot all slip under the limits; a successful one gives its points back. The
    // address's limit is hard; the account's is a growing wait, so no one can lock an owner out.
    refuseWhileWaiting([await byAddress.consume(addressKey)], TOO_MANY_ATTEMPTS);
    const wait = await this.deps.failureDelay.claim(accountKey);
    if (wait > 0) throw new AppError('RATE_LIMITED', tooManyAttempts(wait), { retryAfterSeconds: wait });
    const valid = credentials
      ? await verifyPassword(credentials.passwordHash, password)
      : await burnPasswordCheck(password);
    if (!credentials || !valid) {
      throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS, { reason: 'INVALID_CREDENTIALS' });
    }
    await Promise.all([this.deps.failureDelay.succeeded(accountKey), byAddress.refund(addressKey)]);
    return this.sessionFor(await this.users.getById(credentials.id));
  }

  // Turns an Authorization header (a session's token, or a personal access token: lh_pat_...) into
  // the caller. A bad token is not an error by itself: public fields still answer, protected ones
  // say why they refuse.
  async authenticate(header: string | undefined): Promise<Viewer> {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return { user: null, authError: null };
    // Its row joined to its owner: one statement, as for a session.
    if (isApiTokenSecret(token)) return (await apiTokenViewers(this.deps, [token]))[0] ?? { user: null, authError: null };
    try {
      const claims = verifyToken(token, this.deps.config.jwtSecret);
      // Every signed-in request runs this: plain SQL, straight to the pool.
      const db = this.deps.dataSource;
      // The logout check folded into the same statement: still one round trip.
      const [user] = await sql<Pick<User, SessionColumn> & { revoked: boolean }>(
        db,
        `SELECT ${selectColumns(db, User, undefined, SESSION_COLUMNS)}, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked FROM "users" WHERE id = $1`,
        [claims.sub, claims.jti],
      );
      return viewerOf(claims, user, new Set(user?.revoked ? [claims.jti] : []));
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
    // API tokens are checked apart (one more statement for all of them), then put back in their places.
    const apiTokens = tokens.filter((token): token is string => token !== null && isApiTokenSecret(token));
    const sessions = apiTokens.length ? tokens.map((token) => (token !== null && isApiTokenSecret(token) ? null : token)) : tokens;
    const [apiViewers, sessionViewers] = await Promise.all([apiTokens.length ? apiTokenViewers(this.deps, apiTokens) : [], this.authenticateSessions(sessions)]);
    let next = 0;
    return tokens.map((token, index) => (token !== null && isApiTokenSecret(token) ? apiViewers[next++] : sessionViewers[index]) ?? { user: null, authError: null });
  }

  private async authenticateSessions(tokens: readonly (string | null)[]): Promise<Viewer[]> {
    const claims = tokens.map((token) => {
      if (!token) return null;
      try {
        return verifyToken(token, this.deps.config.jwtSecret);
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
    });
    const valid = claims.flatMap((claim) => (claim && !(claim instanceof AppError) && isUuid(claim.sub) ? [claim] : []));
    const ids = [...new Set(valid.map((claim) => claim.sub))];
    const jtis = [...new Set(valid.map((claim) => claim.jti))];
    const db = this.deps.dataSource;
    // Each row carries which of these tokens were logged out (the same list on every row): one statement.
    const users = ids.length
      ? await sql<Pick<User, SessionColumn> & { revoked: string[] }>(
          db,
          `SELECT ${selectColumns(db, User, undefined, SESSION_COLUMNS)}, ARRAY(SELECT jti::text FROM revoked_tokens WHERE jti = ANY($2::uuid[])) AS revoked FROM "users" WHERE id = ANY($1::uuid[])`,
          [ids, jtis],
        )
      : [];
    const byId = new Map(users.map((user) => [user.id, user]));
    const revoked = new Set(users[0]?.revoked ?? []);
    return claims.map((claim): Viewer => {
      if (claim === null) return { user: null, authError: null };
      if (claim instanceof AppError) return { user: null, authError: claim };
      return viewerOf(claim, byId.get(claim.sub), revoked);
    });
  }

  /**
   * Logout: this token is refused from now on, on every instance, until it would have expired
   * anyway; rows of tokens expired by now are pruned on the way.
   */
  async logout(session: Viewer['session']): Promise<void> {
    if (!session) return;
    const now = this.deps.clock.now();
    await this.deps.dataSource.transaction(async (em) => {
      await em.query(`DELETE FROM revoked_tokens WHERE expires_at < $1`, [now]);
      await em.query(`INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING`, [session.jti, session.expiresAt]);
    });
  }

  // Revokes every token issued so far for this user (role change, password change): its sessions and its API tokens.
  async revokeTokens(userId: string): Promise<void> {
    await this.deps.dataSource.transaction(async (em) => {
      await em.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
      await revokeApiTokensOf(em, userId, this.deps.clock.now());
    });
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
