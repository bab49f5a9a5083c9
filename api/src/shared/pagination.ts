import { AppError } from './errors';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** REST's pages: `?limit=&offset=` (SPEC.md's plain arrays). */
export type OffsetPage = { kind: 'offset'; limit: number; offset: number };

/**
 * GraphQL's pages (Relay connections): `size` rows after the `cursor` (`first`/`after`), or,
 * `backward`, the `size` rows before it (`last`/`before`). The cursor is still encoded here; the
 * keyset (db/keyset.ts) decodes it against the list's own ordering.
 */
export type CursorPage = { kind: 'cursor'; size: number; backward: boolean; cursor: string | null };

export type PageRequest = OffsetPage | CursorPage;

/**
 * One page of a list, whichever way it was asked for: its rows, each row's cursor, whether rows
 * lie beyond it either way, and the count over all pages, computed only when asked for (a screen
 * loading more rows does not pay for the count again unless it selects it).
 */
export type Slice<T> = {
  items: T[];
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: () => Promise<number>;
  page: PageRequest;
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function pageSize(value: unknown, name: string): number {
  const size = isBlank(value) ? DEFAULT_PAGE_SIZE : Number(value);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new AppError('BAD_USER_INPUT', `${name} must be a whole number from 1 to ${MAX_PAGE_SIZE}`, {
      fieldErrors: { [name]: `Must be from 1 to ${MAX_PAGE_SIZE}` },
    });
  }
  return size;
}

// Every list is bounded: a limit over 100 or a negative offset is refused, not clamped silently.
export function offsetPage(limit: unknown = DEFAULT_PAGE_SIZE, offset: unknown = 0): OffsetPage {
  const size = pageSize(limit, 'limit');
  const o = isBlank(offset) ? 0 : Number(offset);
  // Past 2^53 a number is no longer exact (and reaches SQL as 1e+21): refused like any other.
  if (!Number.isSafeInteger(o) || o < 0) {
    throw new AppError('BAD_USER_INPUT', 'offset must be a whole number, 0 or more', { fieldErrors: { offset: 'Must be 0 or more' } });
  }
  return { kind: 'offset', limit: size, offset: o };
}

export type ConnectionArguments = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };

/**
 * Relay's arguments: `first` (default 20) with an optional `after`, or `last` with an optional
 * `before`. Over 100 is refused, as is mixing the two directions.
 */
export function cursorPage(args: ConnectionArguments = {}): CursorPage {
  const forward = !isBlank(args.first) || !isBlank(args.after);
  const backward = !isBlank(args.last) || !isBlank(args.before);
  if (forward && backward) {
    throw new AppError('BAD_USER_INPUT', 'Page forward with first and after, or backward with last and before, not both');
  }
  if (backward) return { kind: 'cursor', size: pageSize(args.last, 'last'), backward: true, cursor: args.before ?? null };
  return { kind: 'cursor', size: pageSize(args.first, 'first'), backward: false, cursor: args.after ?? null };
}

/** The rows a page reads: one more than it shows, to know whether there is a next page. */
export const rowsToRead = (page: PageRequest): number => (page.kind === 'offset' ? page.limit : page.size) + 1;

/**
 * The page from the rows read, each with its cursor (in the list's order, which a Map keeps, at
 * most `rowsToRead(page)` of them); `count` is run at most once, when the count is asked for.
 */
export function toSlice<T>(page: PageRequest, rows: ReadonlyMap<T, string>, count: () => Promise<number>): Slice<T> {
  const size = page.kind === 'offset' ? page.limit : page.size;
  const more = rows.size > size;
  let read = [...rows].slice(0, size);
  // Read backward (nearest the cursor first), shown in the list's order.
  if (page.kind === 'cursor' && page.backward) read = read.reverse();
  let counted: Promise<number> | undefined;
  const before = page.kind === 'offset' ? page.offset > 0 : page.backward ? more : page.cursor !== null;
  const after = page.kind === 'offset' ? more : page.backward ? page.cursor !== null : more;
  return {
    items: read.map(([row]) => row),
    cursors: read.map(([, cursor]) => cursor),
    hasNextPage: after,
    hasPreviousPage: before,
    totalCount: () => (counted ??= count()),
    page,
  };
}
