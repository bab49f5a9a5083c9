import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { databaseFaultError } from '../shared/db-errors';
import { AppError, HTTP_STATUS, UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';

// Codes of errors about the request itself (parse, validation, variables): safe to show.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'QUERY_TOO_COSTLY',
]);

// The figures a request error carries for its client, besides its code: what the operation costs and
// the limit (graphql/cost.ts). Nothing else of a request error's extensions is sent.
const REQUEST_ERROR_FIGURES = ['cost', 'maximumCost'] as const;

function figuresOf(formatted: GraphQLFormattedError): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const name of REQUEST_ERROR_FIGURES) {
    const value = formatted.extensions?.[name];
    if (typeof value === 'number') figures[name] = value;
  }
  return figures;
}

// graphql-js stops reading variables after 50 errors and says so in an error of its own, without a
// code: the request's fault like the 50 before it.
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables';

const codeOf = (formatted: GraphQLFormattedError, original: unknown, error: unknown): unknown =>
  original === error && formatted.message.startsWith(TOO_MANY_VARIABLE_ERRORS) ? 'BAD_USER_INPUT' : formatted.extensions?.code;

// An AppError raised before execution (a plugin's refusal, e.g. graphql/scopes.ts) comes wrapped,
// without the path that Apollo's unwrapping looks for.
const unwrap = (error: unknown): unknown =>
  error instanceof GraphQLError && !error.path && error.originalError instanceof AppError ? error.originalError : unwrapResolverError(error);

/** Whether an error is one of ours or about the request, i.e. not a bug to mask. */
export function isExpectedError(formatted: GraphQLFormattedError, error: unknown): boolean {
  const original = unwrap(error);
  if (original instanceof AppError) return true;
  const code = codeOf(formatted, original, error);
  return original === error && typeof code === 'string' && REQUEST_ERROR_CODES.has(code);
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrap(error);
  // A database that is down or a statement over its time is told as such, not masked as a bug. Only
  // errors thrown while resolving are looked at: a request error's message may quote its input.
  const original = unwrapped instanceof AppError || unwrapped === error ? unwrapped : (databaseFaultError(unwrapped) ?? unwrapped);
  const where = { locations: formatted.locations, path: formatted.path };
  if (original instanceof AppError) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (original.fieldErrors) extensions.fieldErrors = original.fieldErrors;
    if (original.reason) extensions.reason = original.reason;
    if (original.retryAfterSeconds !== undefined) extensions.retryAfterSeconds = original.retryAfterSeconds;
    if (original.requiredScopes) extensions.requiredScopes = original.requiredScopes;
    return { message: original.message, ...where, extensions };
  }
  if (isExpectedError(formatted, error)) {
    return { message: formatted.message, ...where, extensions: { code: codeOf(formatted, unwrapped, error), ...figuresOf(formatted) } };
  }
  // Anything else is a bug: logged with the request id by the logging plugin, masked here.
  return { message: UNEXPECTED_ERROR_MESSAGE, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * An operation that failed as a whole (no data, or every root field null) because the database
 * could not serve it answers HTTP 503, as REST does; a partial answer keeps its 200.
 */
export const unavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        const failedWhole = data == null || Object.values(data).every((value) => value === null);
        if (failedWhole && errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = HTTP_STATUS.SERVICE_UNAVAILABLE;
      },
    };
  },
};
