import { GraphQLError } from 'graphql';
import { AppError } from '../shared/errors';
import { formatError } from './format-error';

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
