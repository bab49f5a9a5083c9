import { AppError, type FieldErrors } from './errors';

// A rule: the field it belongs to, whether it holds, and the message when not.
// Rules are checked in order; the first failure per field is kept, and the first
// failure overall becomes the error message (SPEC.md lists messages in order).
export type Rule = readonly [field: string, ok: boolean, message: string];

export function assertValid(rules: readonly Rule[]): void {
  const fieldErrors: FieldErrors = {};
  let first: string | undefined;
  for (const [field, ok, message] of rules) {
    if (ok || field in fieldErrors) continue;
    fieldErrors[field] = message;
    first ??= message;
  }
  if (first !== undefined) throw new AppError('BAD_USER_INPUT', first, { fieldErrors });
}

/**
 * A value that a rule of the `assertValid` before it requires to be there, as its type without
 * null or undefined (TypeScript cannot see that the rules held). Missing, it is a bug: no rule
 * checked it, so this throws a plain Error rather than a message for the user.
 */
export function validated<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined) throw new Error(`${field} is missing after assertValid: no rule requires it`);
  return value;
}

// The same check a browser's type="email" input makes, so both sides agree.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

// Trims a possibly missing string: REST bodies may carry anything.
export const clean = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

// LIKE wildcards in a user's search are literal characters (use with the default `\` escape).
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
