// One error model for both transports: services throw AppError, and only
// graphql/format-error.ts and rest/error-handler.ts translate it.
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
  // The database is unreachable or a statement ran over its time: nothing wrong with the request,
  // try again shortly (shared/db-errors.ts recognises these).
  'SERVICE_UNAVAILABLE',
  // A GraphQL operation over the cost limit, refused before anything ran, with `extensions.cost`
  // and `extensions.maximumCost` (graphql/cost.ts).
  'QUERY_TOO_COSTLY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type FieldErrors = Record<string, string>;

export type AppErrorOptions = {
  fieldErrors?: FieldErrors;
  // A finer, machine-readable cause (e.g. UNSUPPORTED_MEDIA_TYPE, TOKEN_EXPIRED).
  reason?: string;
  // How long a refused client should wait before trying again (REST sends it as Retry-After too).
  retryAfterSeconds?: number;
  // The scopes a personal access token lacks for what it asked (graphql/scopes.ts), sorted; empty
  // when it asked for something no token may do. GraphQL sends extensions.requiredScopes, REST the
  // body's requiredScopes.
  requiredScopes?: readonly string[];
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  readonly reason?: string;
  readonly retryAfterSeconds?: number;
  readonly requiredScopes?: readonly string[];

  // A refusal to come back later always says when: REST sends it as Retry-After, GraphQL as
  // extensions.retryAfterSeconds.
  constructor(code: 'RATE_LIMITED', message: string, options: AppErrorOptions & { retryAfterSeconds: number });
  constructor(code: Exclude<ErrorCode, 'RATE_LIMITED'>, message: string, options?: AppErrorOptions);
  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.reason = options.reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.requiredScopes = options.requiredScopes;
  }
}

export const HTTP_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  QUERY_TOO_COSTLY: 400,
} as const satisfies Record<ErrorCode, number>;

// Reasons that deserve their own HTTP status although they share a code.
const REASON_STATUS: Record<string, number> = { UNSUPPORTED_MEDIA_TYPE: 415, UPSTREAM_FAILED: 502, REQUEST_TIMEOUT: 408 };

export const httpStatusOf = (error: Pick<AppError, 'code' | 'reason'>): number =>
  (error.reason && REASON_STATUS[error.reason]) || HTTP_STATUS[error.code];

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found`);

export function assertUnreachable(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}
