// What every fuzzed answer is checked for, on both transports.
import { ERROR_CODES } from '../../src/shared/errors';

// The codes a 4xx may carry: ours (AppError), and graphql-js/Apollo's about the request itself.
const OUR_CODES = new Set<string>(ERROR_CODES.filter((code) => code !== 'INTERNAL_SERVER_ERROR'));
export const GRAPHQL_CODES = new Set<string>([
  ...OUR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);
export const REST_CODES = OUR_CODES;

// What an answer must never show: stack frames, source paths, SQL or driver text.
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s+at \S|\bat (?:async )?[\w$.<>]+ \((?:\/|node:)/],
  ['a source path', /\/src\/|\/dist\/|node_modules|\.ts:\d+|\.js:\d+/],
  // SQL as TypeORM writes it (upper case), so that "Please select a year level from the list" is not SQL.
  ['SQL text', /\bSELECT\b[^\n]{0,300}?\bFROM\b|\bINSERT INTO\b|\bUPDATE\b \S+ SET\b|\bDELETE FROM\b/],
  [
    'a database error',
    /syntax error at or near|violates [\w ]*constraint|relation "|duplicate key value|invalid input syntax for|invalid byte sequence|QueryFailedError|EntityNotFound|TypeORM/i,
  ],
];

export function leakIn(text: string): string | undefined {
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match) return `${what}: ${JSON.stringify(text.slice(Math.max(0, match.index - 80), match.index + 120))}`;
  }
  return undefined;
}

/** A correct answer shown to a learner or to nobody in particular: a quiz question's correctAnswerIndex. */
export function answerLeakIn(body: unknown): string | undefined {
  const walk = (value: unknown, key: string | undefined): string | undefined => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (key === 'questions' && item && typeof item === 'object' && (item as Record<string, unknown>).correctAnswerIndex != null)
          return `questions[].correctAnswerIndex shown: ${JSON.stringify(item).slice(0, 200)}`;
        const found = walk(item, key);
        if (found) return found;
      }
    } else if (value && typeof value === 'object') {
      for (const [child, inner] of Object.entries(value)) {
        const found = walk(inner, child);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(body, undefined);
}
