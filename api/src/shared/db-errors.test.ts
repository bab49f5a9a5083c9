import { databaseFaultError, databaseFaultOf, DATABASE_UNAVAILABLE_MESSAGE, STATEMENT_TIMEOUT_MESSAGE } from './db-errors';
import { httpStatusOf } from './errors';

// What pg, pg-pool, TypeORM and Node hand us, in the shapes they arrive in.
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const typeorm = (driverError: Error) =>
  Object.assign(new Error(driverError.message), {
    name: 'QueryFailedError',
    driverError,
  });

describe('databaseFaultOf', () => {
  it.each([
    ['admin_shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash_shutdown (57P02)', withCode('57P02')],
    ['cannot_connect_now (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['08001, wrapped by TypeORM', typeorm(withCode('08001'))],
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET')],
    ['a Unix socket whose file is gone', Object.assign(withCode('ENOENT', 'connect ENOENT /tmp/pg/.s.PGSQL.5432'), { syscall: 'connect' })],
    ['ETIMEDOUT', withCode('ETIMEDOUT')],
    ['every address refused (AggregateError)', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a cause chain', new Error('outer', { cause: withCode('57P01') })],
  ])('%s: the database is unavailable', (_, error) => {
    expect(databaseFaultOf(error)).toBe('DATABASE_UNAVAILABLE');
  });

  it('query_canceled (57014) is a statement over its time', () => {
    expect(databaseFaultOf(typeorm(withCode('57014', 'canceling statement due to statement timeout')))).toBe('STATEMENT_TIMEOUT');
  });

  it.each([
    ['a unique violation', typeorm(withCode('23505', 'duplicate key value violates unique constraint'))],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['a missing file', Object.assign(withCode('ENOENT', "ENOENT: no such file or directory, open 'x'"), { syscall: 'open' })],
    ['not an error', 'Connection terminated'],
    ['null', null],
    [
      'a cycle of causes',
      (() => {
        const error = new Error('a') as Error & { cause?: unknown };
        error.cause = error;
        return error;
      })(),
    ],
  ])('%s is not a database fault', (_, error) => {
    expect(databaseFaultOf(error)).toBeUndefined();
  });
});

describe('databaseFaultError', () => {
  it('answers 503 SERVICE_UNAVAILABLE, with a message that says to try again', () => {
    const unavailable = databaseFaultError(withCode('ECONNREFUSED'))!;
    expect({
      code: unavailable.code,
      reason: unavailable.reason,
      message: unavailable.message,
      status: httpStatusOf(unavailable),
    }).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      reason: 'DATABASE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      status: 503,
    });
    const slow = databaseFaultError(withCode('57014'))!;
    expect({
      code: slow.code,
      reason: slow.reason,
      message: slow.message,
      status: httpStatusOf(slow),
    }).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      reason: 'STATEMENT_TIMEOUT',
      message: STATEMENT_TIMEOUT_MESSAGE,
      status: 503,
    });
  });
});
