import { CombinedGraphQLErrors, ServerError } from "@apollo/client";

const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred";

// The codes the API puts in extensions.code (see CONVENTIONS.md "One error model").
export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "QUERY_TOO_COSTLY"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL_SERVER_ERROR";

export type FieldErrors = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// A user-facing message: the first GraphQL error's message, or a generic fallback.
export const getErrorMessage = (error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string => {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((item) => item.message)?.message;
    return message ?? fallback;
  }
  return fallback;
};

export const getErrorCodes = (error: unknown): string[] => {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((item) => {
    const code = item.extensions?.code;
    return typeof code === "string" ? [code] : [];
  });
};

export const hasErrorCode = (error: unknown, code: ErrorCode): boolean =>
  getErrorCodes(error).includes(code);

// Why it failed, where a code alone is not enough (extensions.reason, e.g. RESET_LINK_INVALID or MAILBOX_OFF).
export const hasErrorReason = (error: unknown, reason: string): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.reason === reason);

// A rejected session shows up as a GraphQL UNAUTHENTICATED error or, from a proxy, as HTTP 401.
export const isUnauthenticatedError = (error: unknown): boolean =>
  hasErrorCode(error, "UNAUTHENTICATED") || (ServerError.is(error) && error.statusCode === 401);

// Field errors from extensions.fieldErrors ({ field: message }), merged over all GraphQL errors.
export const getFieldErrors = (error: unknown): FieldErrors => {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: FieldErrors = {};
  for (const item of error.errors) {
    const fieldErrors = item.extensions?.fieldErrors;
    if (!isRecord(fieldErrors)) continue;
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (typeof message === "string" && !(field in result)) result[field] = message;
    }
  }
  return result;
};
