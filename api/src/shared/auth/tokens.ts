import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AppError } from '../errors';
import { isUuid } from '../ids';

// jti: the token's own id, which logout revokes; exp: when it would expire anyway (epoch seconds).
export type TokenClaims = { sub: string; ver: number; jti: string; exp: number };

const ALGORITHM = 'HS256' as const;
// A token is ours and meant for this API: one signed for something else with the same secret is refused.
export const TOKEN_ISSUER = 'learnhub';
export const TOKEN_AUDIENCE = 'learnhub-api';

export function signToken(claims: Pick<TokenClaims, 'sub' | 'ver'>, secret: string, expiresIn: string): string {
  return jwt.sign({ ver: claims.ver }, secret, {
    algorithm: ALGORITHM,
    subject: claims.sub,
    jwtid: randomUUID(),
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

// jsonwebtoken turns a string secret into a key on every verify, first trying (and failing) to
// read it as a public key: made once per secret instead.
const keys = new Map<string, KeyObject>();
const keyFor = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
};

export function verifyToken(token: string, secret: string): TokenClaims {
  try {
    // The algorithm is pinned: a token claiming "none" or RS256 is refused.
    const payload = jwt.verify(token, keyFor(secret), { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
    if (
      typeof payload === 'string' ||
      typeof payload.sub !== 'string' ||
      typeof payload.ver !== 'number' ||
      typeof payload.jti !== 'string' ||
      !isUuid(payload.jti) ||
      typeof payload.exp !== 'number'
    ) {
      throw new Error('malformed claims');
    }
    return { sub: payload.sub, ver: payload.ver, jti: payload.jti, exp: payload.exp };
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED, { reason: expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID' });
  }
}
