import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AppError } from '../errors';

export type TokenClaims = { sub: string; ver: number };

const ALGORITHM = 'HS256' as const;

export function signToken(claims: TokenClaims, secret: string, expiresIn: string): string {
  return jwt.sign({ ver: claims.ver }, secret, {
    algorithm: ALGORITHM,
    subject: claims.sub,
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
    const payload = jwt.verify(token, keyFor(secret), { algorithms: [ALGORITHM] });
    if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
      throw new Error('malformed claims');
    }
    return { sub: payload.sub, ver: payload.ver };
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED, { reason: expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID' });
  }
}
