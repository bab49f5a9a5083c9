import { AppError } from './errors';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export type Page = { limit: number; offset: number };

export type Paged<T> = Page & { items: T[]; total: number };

// Every list is bounded: a limit over 100 or a negative offset is refused, not clamped silently.
export function toPage(limit: unknown = DEFAULT_PAGE_SIZE, offset: unknown = 0): Page {
  const l = limit === undefined || limit === null || limit === '' ? DEFAULT_PAGE_SIZE : Number(limit);
  const o = offset === undefined || offset === null || offset === '' ? 0 : Number(offset);
  if (!Number.isInteger(l) || l < 1 || l > MAX_PAGE_SIZE) {
    throw new AppError('BAD_USER_INPUT', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`, { fieldErrors: { limit: `Must be from 1 to ${MAX_PAGE_SIZE}` } });
  }
  if (!Number.isInteger(o) || o < 0) {
    throw new AppError('BAD_USER_INPUT', 'offset must be a whole number, 0 or more', { fieldErrors: { offset: 'Must be 0 or more' } });
  }
  return { limit: l, offset: o };
}
