import type { ErrorRequestHandler } from 'express';
import { databaseFaultError } from '../shared/db-errors';
import { AppError, httpStatusOf, UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';

type BodyParserError = { type?: string; status?: number; expose?: boolean };

// Errors raised by Express itself (body too large, malformed JSON) or by the database being out of
// reach (also while authenticating, before GraphQL runs) as AppErrors.
export function fromHttpError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (parserError?.type === 'entity.parse.failed') return new AppError('BAD_USER_INPUT', 'The request body is not valid JSON');
  if (parserError?.expose && parserError.status && parserError.status < 500) {
    return new AppError('BAD_USER_INPUT', 'The request could not be read');
  }
  // After the parser's errors: their messages may quote the body.
  return databaseFaultError(error);
}

// The REST layer's one translation of errors: `error` and `message` carry the
// same wording as GraphQL, so older clients reading either field keep working.
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = fromHttpError(error);
  if (!appError) {
    req.log.error({ err: error, requestId: req.id }, 'request failed');
    res.status(500).json({ error: UNEXPECTED_ERROR_MESSAGE, message: UNEXPECTED_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' });
    return;
  }
  // Not the client's doing, but worth a line in the log (GraphQL's side writes one too).
  if (appError.code === 'SERVICE_UNAVAILABLE' && !(error instanceof AppError)) req.log.warn({ err: error, requestId: req.id }, 'database unavailable');
  if (appError.retryAfterSeconds !== undefined) res.set('Retry-After', String(appError.retryAfterSeconds));
  res.status(httpStatusOf(appError)).json({
    error: appError.message,
    message: appError.message,
    code: appError.code,
    ...(appError.fieldErrors && { fieldErrors: appError.fieldErrors }),
    ...(appError.reason && { reason: appError.reason }),
    ...(appError.retryAfterSeconds !== undefined && { retryAfterSeconds: appError.retryAfterSeconds }),
    ...(appError.requiredScopes && { requiredScopes: appError.requiredScopes }),
  });
};
