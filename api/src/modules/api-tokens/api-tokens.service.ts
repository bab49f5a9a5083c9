import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { assertId } from '../../shared/ids';
import { assertValid, clean, validated } from '../../shared/validation';
import { newSecret, hashSecret } from './api-token-auth';
import { PersonalAccessToken } from './api-token.entity';
import { API_SCOPES, type ApiScope, isApiScope } from './scopes';

const MAX_NAME = 100;
const MAX_LIFETIME_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
// Live (neither revoked nor expired) tokens a user may hold at once: the list is never paged.
export const MAX_LIVE_TOKENS = 50;

export const API_TOKEN_MESSAGES = {
  name: 'Give the token a name',
  nameLength: `A token's name can be at most ${MAX_NAME} characters`,
  scopes: 'Choose at least one scope',
  unknownScope: (names: readonly string[]) =>
    `Unknown scope${names.length > 1 ? 's' : ''}: ${names.map((name) => `"${name}"`).join(', ')}. The scopes are ${API_SCOPES.map((scope) => scope.name).join(', ')}`,
  expiresAt: 'Choose when the token expires',
  expiresInPast: 'The expiry must be in the future',
  expiresTooLate: `A token can last at most ${MAX_LIFETIME_DAYS} days`,
  tooMany: `You already have ${MAX_LIVE_TOKENS} live API tokens: revoke one before making another`,
} as const;

const dateOf = (value: unknown): Date | null => {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** The input of a new token, as either transport may bring it. */
type NewApiToken = { name?: unknown; scopes?: unknown; expiresAt?: unknown };

export class ApiTokensService {
  private readonly tokens = this.deps.dataSource.getRepository(PersonalAccessToken);

  constructor(private readonly deps: Deps) {}

  /**
   * A new token of the caller's: its secret, answered this once (only its hash is kept), with the
   * token. Scopes are kept once each, in the declared order.
   */
  async create(owner: AuthUser, input: NewApiToken): Promise<{ secret: string; token: PersonalAccessToken }> {
    const now = this.deps.clock.now();
    const name = clean(input.name);
    const given = Array.isArray(input.scopes) && input.scopes.every((scope) => typeof scope === 'string') ? input.scopes.map((scope) => scope.trim()) : null;
    const unknown = [...new Set((given ?? []).filter((scope) => !isApiScope(scope)))];
    const expiresAt = dateOf(input.expiresAt);
    assertValid([
      ['name', name !== '', API_TOKEN_MESSAGES.name],
      ['name', name.length <= MAX_NAME, API_TOKEN_MESSAGES.nameLength],
      ['scopes', given !== null && given.length > 0, API_TOKEN_MESSAGES.scopes],
      ['scopes', unknown.length === 0, API_TOKEN_MESSAGES.unknownScope(unknown)],
      ['expiresAt', expiresAt !== null, API_TOKEN_MESSAGES.expiresAt],
      ['expiresAt', expiresAt === null || expiresAt.getTime() > now.getTime(), API_TOKEN_MESSAGES.expiresInPast],
      ['expiresAt', expiresAt === null || expiresAt.getTime() - now.getTime() <= MAX_LIFETIME_DAYS * DAY_MS, API_TOKEN_MESSAGES.expiresTooLate],
    ]);
    const scopes: ApiScope[] = API_SCOPES.map((scope) => scope.name).filter((scope) => given?.includes(scope));
    const secret = newSecret();
    const id = await this.deps.dataSource.transaction(async (em) => {
      // The owner's row locked: creations of one owner count one after the other, and a password
      // or role change (which revokes every token in its own write of this row) comes wholly
      // before or after this token.
      const [locked] = await em.query<unknown[]>(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [owner.id]);
      if (!locked) throw notFound('User');
      const [{ live }] = await em.query<{ live: number }[]>(
        `SELECT count(*)::int AS live FROM personal_access_tokens WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [owner.id, now],
      );
      if (live >= MAX_LIVE_TOKENS) throw new AppError('BAD_USER_INPUT', API_TOKEN_MESSAGES.tooMany);
      const result = await em.insert(PersonalAccessToken, { userId: owner.id, name, scopes, tokenHash: hashSecret(secret), createdAt: now, expiresAt: validated(expiresAt, 'expiresAt') });
      return (result.identifiers[0] as { id: string }).id;
    });
    return { secret, token: await this.tokens.findOneByOrFail({ id }) };
  }

  /** An expiry `days` from now on the services' clock (the web offers 7, 30, 90 and 365 days). */
  expiryIn(days: number): Date {
    return new Date(this.deps.clock.now().getTime() + days * DAY_MS);
  }

  /** The caller's live tokens (neither revoked nor expired), newest first. */
  list(owner: AuthUser): Promise<PersonalAccessToken[]> {
    return this.tokens
      .createQueryBuilder('t')
      .where('t.user_id = :owner AND t.revoked_at IS NULL AND t.expires_at > :now', { owner: owner.id, now: this.deps.clock.now() })
      .orderBy('t.createdAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .getMany();
  }

  /**
   * Revokes one of the caller's tokens: refused from now on, on every instance. Someone else's is
   * NOT_FOUND, as one that does not exist; one already revoked keeps when it was.
   */
  async revoke(owner: AuthUser, id: unknown): Promise<PersonalAccessToken> {
    const tokenId = assertId(id, 'API token');
    const revoked = await this.deps.dataSource.query<{ id: string }[]>(
      `WITH revoked AS (UPDATE personal_access_tokens SET revoked_at = COALESCE(revoked_at, $3) WHERE id = $1 AND user_id = $2 RETURNING id) SELECT id FROM revoked`,
      [tokenId, owner.id, this.deps.clock.now()],
    );
    if (revoked.length === 0) throw notFound('API token');
    return this.tokens.findOneByOrFail({ id: tokenId });
  }
}
