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

type ValidationFailure = { property: string; constraints?: Record<string, string>; children?: ValidationFailure[] };

// TypeGraphQL's class-validator failures, reduced to one message per field.
function fromArgumentValidation(error: unknown): AppError | undefined {
  const failures = (error as { extensions?: { validationErrors?: ValidationFailure[] } })?.extensions?.validationErrors;
  if (!Array.isArray(failures)) return undefined;
  const fieldErrors: Record<string, string> = {};
  const walk = (list: ValidationFailure[], prefix: string) => {
    for (const failure of list) {
      const key = prefix + failure.property;
      const message = failure.constraints && Object.values(failure.constraints)[0];
      if (message) fieldErrors[key] ??= message;
      if (failure.children?.length) walk(failure.children, key + '.');
    }
  };
  walk(failures, '');
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
  return new AppError('BAD_USER_INPUT', first, { fieldErrors });
}

/** Whether an error is one of ours or about the request, i.e. not a bug to mask. */
export function isExpectedError(formatted: GraphQLFormattedError, error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (original instanceof AppError || fromArgumentValidation(original)) return true;
  const code = formatted.extensions?.code;
  return original === error && typeof code === 'string' && REQUEST_ERROR_CODES.has(code);
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const appError = original instanceof AppError ? original : fromArgumentValidation(original);
  const where = { locations: formatted.locations, path: formatted.path };
  if (appError) {
    const extensions: Record<string, unknown> = { code: appError.code };
    if (appError.fieldErrors) extensions.fieldErrors = appError.fieldErrors;
    if (appError.reason) extensions.reason = appError.reason;
    return { message: appError.message, ...where, extensions };
  }
  if (isExpectedError(formatted, error)) {
    return { message: formatted.message, ...where, extensions: { code: formatted.extensions?.code } };
  }
  // Anything else is a bug: logged with the request id by the logging plugin, masked here.
  return { message: UNEXPECTED_ERROR_MESSAGE, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
