import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from './errors';

// PostgreSQL cannot store NUL (U+0000) in text: a request carrying one is refused up front, in
// these words, rather than failing in the database as an unexpected error.
export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000)';

/** Whether any string in a parsed body (objects and arrays at any depth) holds a NUL. */
export function containsNul(value: unknown): boolean {
  // A stack rather than recursion: a body may nest 100,000 arrays deep within 1 MB.
  const stack: unknown[] = [value];
  while (stack.length) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next && typeof next === 'object') {
      for (const key of Object.keys(next)) {
        if (key.includes('\u0000')) return true;
        stack.push((next as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** After the body parser: a JSON body or query string with a NUL anywhere is BAD_USER_INPUT. */
export const refuseNulText: RequestHandler = (req, _res, next) => {
  next(containsNul(req.body) || containsNul(req.query) ? new AppError('BAD_USER_INPUT', NUL_MESSAGE) : undefined);
};

/**
 * A path parameter that is not valid percent-encoding (`/api/course/%zz`): Express's router gives
 * a URIError, which would be answered as an unexpected error; it is the caller's mistake.
 */
export const malformedUrl: ErrorRequestHandler = (error, _req, _res, next) => {
  next(error instanceof URIError ? new AppError('BAD_USER_INPUT', 'The request URL is not valid percent-encoding') : error);
};
