import { GraphQLError } from 'graphql';
import { AppError } from '../shared/errors';
import { formatError, isExpectedError, unavailableStatus } from './format-error';

// What graphql-js makes of an error thrown inside a resolver.
const fromResolver = (original: Error) => new GraphQLError(original.message, { path: ['field'], originalError: original });

describe('formatError', () => {
  it('passes an AppError through with its code, field errors and reason', () => {
    const error = fromResolver(new AppError('BAD_USER_INPUT', 'Title is required', { fieldErrors: { title: 'Title is required' } }));
    expect(formatError({ message: error.message, path: ['field'] }, error)).toEqual({
      message: 'Title is required',
      path: ['field'],
      locations: undefined,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { title: 'Title is required' } },
    });
  });

  it("passes an AppError raised before execution (a plugin's refusal, no path) through, with its requiredScopes", () => {
    const refusal = new AppError('FORBIDDEN', 'This API token lacks the scope read:results', { requiredScopes: ['read:results'] });
    const error = new GraphQLError(refusal.message, { originalError: refusal, extensions: { code: 'FORBIDDEN' } });
    expect(formatError({ message: error.message, extensions: { code: 'FORBIDDEN' } }, error)).toEqual({
      message: 'This API token lacks the scope read:results',
      path: undefined,
      locations: undefined,
      extensions: { code: 'FORBIDDEN', requiredScopes: ['read:results'] },
    });
    expect(isExpectedError({ message: error.message }, error)).toBe(true);
  });

  it('masks an unexpected error, without its message or stack', () => {
    const error = fromResolver(new Error('connection to 10.0.0.5 refused at db.ts:42'));
    const formatted = formatError({ message: error.message, path: ['field'], extensions: { stacktrace: ['...'] } }, error);
    expect(formatted).toEqual({ message: 'An unexpected error occurred', path: ['field'], locations: undefined, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keeps request errors (validation, parse) readable', () => {
    const error = new GraphQLError('Cannot query field "x" on type "Query".');
    const formatted = formatError({ message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, error);
    expect(formatted.message).toBe('Cannot query field "x" on type "Query".');
    expect(formatted.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('formatError and the database', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('tells a resolver that met a database out of reach to try again, without the driver message', () => {
    const error = fromResolver(refused());
    expect(formatError({ message: error.message, path: ['field'] }, error)).toEqual({
      message: 'The service is temporarily unavailable, please try again shortly',
      path: ['field'],
      locations: undefined,
      extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE' },
    });
  });

  it('does not read a request error quoting "Connection terminated" as an outage', () => {
    const error = new GraphQLError('Variable "$q" got invalid value "Connection terminated"');
    const formatted = formatError({ message: error.message, extensions: { code: 'BAD_USER_INPUT' } }, error);
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});

describe('unavailableStatus', () => {
  // The HTTP status Apollo would send for a result, after the plugin has seen it.
  async function statusFor(singleResult: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }) {
    const http = { status: undefined as number | undefined };
    const hooks = await unavailableStatus.requestDidStart!({} as never);
    await hooks!.willSendResponse!({ response: { http, body: { kind: 'single', singleResult } } } as never);
    return http.status;
  }
  const unavailable = { message: 'm', extensions: { code: 'SERVICE_UNAVAILABLE' } };

  it('answers 503 when the operation failed as a whole for the database', async () => {
    expect(await statusFor({ data: null, errors: [unavailable] })).toBe(503);
    expect(await statusFor({ errors: [unavailable] })).toBe(503);
    expect(await statusFor({ data: { a: null, b: null }, errors: [unavailable, unavailable] })).toBe(503);
  });

  it('leaves a partial answer, or another error, alone', async () => {
    expect(await statusFor({ data: { a: null, b: 'Query' }, errors: [unavailable] })).toBeUndefined();
    expect(await statusFor({ data: null, errors: [{ message: 'm', extensions: { code: 'NOT_FOUND' } }] })).toBeUndefined();
  });
});
