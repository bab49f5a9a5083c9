import { createHash, randomBytes } from 'node:crypto';
import { selectColumns } from '../../db/columns';
import { sql } from '../../db/sql';
import type { Viewer } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { User } from '../users/user.entity';
import type { ApiScope } from './scopes';

// Recognisable by its prefix, so secret scanners (and people) can tell a leaked one.
const PREFIX = 'lh_pat_';
const SECRET_FORMAT = /^lh_pat_[A-Za-z0-9_-]{43}$/;

/** A new secret: the prefix and 32 random bytes in base64url (43 characters). */
export const newSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * What is stored of a secret: its SHA-256, in hex. A fast hash is right here, unlike for passwords
 * (argon2): the secret is 32 random bytes, so a stolen hash leaves nothing to guess, and every
 * request with a token computes it.
 */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Whether a bearer token is meant as an API token (then only its row can admit it) rather than a session. */
export const isApiTokenSecret = (bearer: string): boolean => bearer.startsWith(PREFIX);

export const API_TOKEN_REFUSED = {
  invalid: 'This API token is not valid',
  expired: 'This API token has expired',
  revoked: 'This API token was revoked',
} as const;

const refused = (message: string, reason: string): Viewer => ({ user: null, authError: new AppError('UNAUTHENTICATED', message, { reason }) });

// What a request needs of the token's owner: the same as a session's (the role as stored now).
const USER_COLUMNS = ['id', 'role', 'name', 'surname', 'email'] as const satisfies readonly (keyof User)[];
type Found = Pick<User, (typeof USER_COLUMNS)[number]> & {
  tokenId: string;
  tokenHash: string;
  scopes: ApiScope[];
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

// last_used_at is written at most once a minute per token.
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The callers of these API tokens' secrets, in their order: each token's row with its owner, read
 * in one statement (for one request, or for every live subscriber checked before an event). The
 * row is read on every request, so a revoked token is refused at once on every instance. A token
 * unknown, revoked or expired is refused with UNAUTHENTICATED saying which.
 */
export async function apiTokenViewers(deps: Deps, secrets: readonly string[]): Promise<Viewer[]> {
  const hashes = secrets.map((secret) => (SECRET_FORMAT.test(secret) ? hashSecret(secret) : null));
  const wanted = [...new Set(hashes.filter((hash) => hash !== null))];
  const db = deps.dataSource;
  const rows = wanted.length
    ? await sql<Found>(
        db,
        `SELECT t.id AS "tokenId", t.token_hash AS "tokenHash", t.scopes, t.expires_at AS "expiresAt", t.revoked_at AS "revokedAt", t.last_used_at AS "lastUsedAt", ${selectColumns(db, User, 'u', USER_COLUMNS)} FROM personal_access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ANY($1::text[])`,
        [wanted],
      )
    : [];
  const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
  const now = deps.clock.now();
  const touched = new Set<string>();
  return hashes.map((hash): Viewer => {
    const row = hash === null ? undefined : byHash.get(hash);
    if (!row) return refused(API_TOKEN_REFUSED.invalid, 'TOKEN_INVALID');
    if (row.revokedAt) return refused(API_TOKEN_REFUSED.revoked, 'TOKEN_REVOKED');
    if (row.expiresAt.getTime() <= now.getTime()) return refused(API_TOKEN_REFUSED.expired, 'TOKEN_EXPIRED');
    if (!touched.has(row.tokenId) && (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)) {
      touched.add(row.tokenId);
      recordUse(deps, row.tokenId, now);
    }
    const { id, role, name, surname, email } = row;
    return { user: { id, role, name, surname, email }, authError: null, apiToken: { id: row.tokenId, scopes: row.scopes } };
  });
}

/**
 * Records that the token was used now, unless another request (on any instance) did within the
 * minute. Not awaited: the request does not wait for it; a failure is logged, and the next use
 * tries again.
 */
function recordUse(deps: Deps, tokenId: string, now: Date): void {
  void sql(
    deps.dataSource,
    `UPDATE personal_access_tokens SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $3)`,
    [tokenId, now, new Date(now.getTime() - LAST_USED_PRECISION_MS)],
  ).catch((error: unknown) => deps.logger.error({ err: error, tokenId }, 'could not record the use of an API token'));
}
