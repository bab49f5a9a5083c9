import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';

// Codes of errors about the request itself (parse, validation, variables): safe to show.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** Whether an error is one of ours or about the request, i.e. not a bug to mask. */
export function isExpectedError(formatted: GraphQLFormattedError, error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) return true;
  const code = formatted.extensions?.code;
  return original === error && typeof code === 'string' && REQUEST_ERROR_CODES.has(code);
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const where = { locations: formatted.locations, path: formatted.path };
  if (original instanceof AppError) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (original.fieldErrors) extensions.fieldErrors = original.fieldErrors;
    if (original.reason) extensions.reason = original.reason;
    return { message: original.message, ...where, extensions };
  }
  if (isExpectedError(formatted, error)) {
    return { message: formatted.message, ...where, extensions: { code: formatted.extensions?.code } };
  }
  // Anything else is a bug: logged with the request id by the logging plugin, masked here.
  return { message: UNEXPECTED_ERROR_MESSAGE, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
