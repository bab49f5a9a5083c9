import { AppError } from './errors';

// PostgreSQL's SQLSTATE for a unique constraint violation.
const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const cause = (error as { driverError?: unknown })?.driverError ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg?.code === UNIQUE_VIOLATION && (constraint === undefined || pg.constraint === constraint);
};

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable, please try again shortly';
export const STATEMENT_TIMEOUT_MESSAGE = 'The request took too long; please try again';

export type DatabaseFault = 'DATABASE_UNAVAILABLE' | 'STATEMENT_TIMEOUT';

// query_canceled: the statement ran over statement_timeout (or was cancelled by an operator).
const QUERY_CANCELED = '57014';
// admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down).
const SERVER_GOING = new Set(['57P01', '57P02', '57P03']);
// Class 08 is "connection exception".
const CONNECTION_EXCEPTION_CLASS = '08';
// The socket could not be opened or broke.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// What pg and pg-pool say, without a code, when a connection cannot be had or was lost; a read
// timeout (query_timeout) is a server that stopped answering (frozen, or the network cut).
const CONNECTION_MESSAGES = ['timeout exceeded when trying to connect', 'Connection terminated', 'is not queryable', 'Cannot use a pool after calling end on the pool', 'Query read timeout'];

type Cause = { code?: unknown; syscall?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown };

function faultOf(error: unknown, depth: number): DatabaseFault | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const { code, syscall, message, driverError, cause, originalError, errors } = error as Cause;
  if (code === QUERY_CANCELED) return 'STATEMENT_TIMEOUT';
  if (typeof code === 'string' && (SERVER_GOING.has(code) || SOCKET_CODES.has(code) || (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)))) {
    return 'DATABASE_UNAVAILABLE';
  }
  // A Unix socket whose server is gone: its file is gone too.
  if (code === 'ENOENT' && syscall === 'connect') return 'DATABASE_UNAVAILABLE';
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text))) return 'DATABASE_UNAVAILABLE';
  // TypeORM wraps the driver's error; GraphQL wraps a resolver's; Node's connect gives an
  // AggregateError when every address of the host refused.
  const inner = [driverError, cause, originalError, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  for (const next of inner) {
    const fault = faultOf(next, depth + 1);
    if (fault) return fault;
  }
  return undefined;
}

/**
 * Whether an error means the database cannot serve us now (down, restarting, unreachable) or a
 * statement ran over its time: the one place both transports and authentication learn it.
 */
export const databaseFaultOf = (error: unknown): DatabaseFault | undefined => faultOf(error, 0);

/** The database fault as the error a client is shown (503, SERVICE_UNAVAILABLE), or undefined. */
export function databaseFaultError(error: unknown): AppError | undefined {
  const fault = databaseFaultOf(error);
  if (!fault) return undefined;
  const message = fault === 'STATEMENT_TIMEOUT' ? STATEMENT_TIMEOUT_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE;
  return new AppError('SERVICE_UNAVAILABLE', message, { reason: fault });
}
