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

export function verifyToken(token: string, secret: string): TokenClaims {
  try {
    // The algorithm is pinned: a token claiming "none" or RS256 is refused.
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
      throw new Error('malformed claims');
    }
    return { sub: payload.sub, ver: payload.ver };
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED, { reason: expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID' });
  }
}
