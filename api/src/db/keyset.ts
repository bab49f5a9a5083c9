import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { selectColumns } from './columns';
import { sql } from './sql';
import { AppError } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { type PageRequest, rowsToRead, type Slice, toSlice } from '../shared/pagination';

/**
 * Keyset ("seek") paging: a cursor holds the sort key of the row it stands for, and the next page
 * is the rows after that key in the list's order, read from the index that backs the order. Page
 * 5,000 costs what page 1 costs (OFFSET reads and throws away every row before the page), and a
 * row inserted or deleted between two pages neither repeats nor skips a row on the next one.
 */

// `text`: a name, compared in the database's collation on both sides of the cursor.
type KeyType = 'timestamptz' | 'uuid' | 'real' | 'boolean' | 'text';

type SortKey = {
  /** An SQL expression over the list's rows, e.g. `o.created_at`. */
  sql: string;
  type: KeyType;
  desc?: boolean;
  /** Only for a nullable key: NULLs come after every value (in the list's order). */
  nullsLast?: boolean;
};

/**
 * A list's order: its name (a cursor of one list is refused by another) and its keys, the last
 * of which is unique (the id), so every row has its own place.
 */
export type Ordering = { name: string; keys: SortKey[] };

/**
 * The usual order: a row's timestamp, newest (or oldest) first, then its id to break ties, e.g.
 * byTime('papers', 'p.created_at', 'p.id'), read from an index on (created_at, id).
 */
export const byTime = (name: string, time: string, id: string, order: 'newest' | 'oldest' = 'newest'): Ordering => ({
  name,
  keys: [{ sql: time, type: 'timestamptz', ...(order === 'newest' && { desc: true }) }, { sql: id, type: 'uuid' }],
});

// A timestamp in the one text form cursors carry: microseconds, UTC, so it round-trips exactly
// (a JavaScript Date keeps milliseconds only, and rows created in the same millisecond exist).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const REAL = /^-?\d+(\.\d+)?(e-?\d+)?$/;

const textOf = (key: SortKey): string =>
  key.type === 'timestamptz' ? `to_char((${key.sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `(${key.sql})::text`;

function validValue(key: SortKey, value: unknown): value is string | null {
  if (value === null) return Boolean(key.nullsLast);
  if (typeof value !== 'string') return false;
  switch (key.type) {
    case 'timestamptz':
      // The pattern, and a real date (no 31 February): JavaScript's reading gives the same text back.
      return TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().slice(0, 23) === value.slice(0, 23);
    case 'uuid':
      return isUuid(value);
    case 'real':
      return REAL.test(value) && Number.isFinite(Number(value));
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'text':
      return true;
  }
}

const invalidCursor = () =>
  new AppError('BAD_USER_INPUT', 'This cursor is not one of this list: start again from the first page', { reason: 'INVALID_CURSOR' });

/** The opaque cursor of a row: the list's name and the row's sort key, base64url-encoded JSON. */
function encodeCursor(ordering: Ordering, values: readonly (string | null)[]): string {
  return Buffer.from(JSON.stringify([ordering.name, ...values])).toString('base64url');
}

/** The sort key a cursor holds, checked against the list's ordering; anything else is BAD_USER_INPUT. */
function decodeCursor(ordering: Ordering, cursor: string): (string | null)[] {
  let parsed: unknown;
  try {
    if (cursor.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== ordering.keys.length + 1 || parsed[0] !== ordering.name) throw invalidCursor();
  const values = parsed.slice(1);
  if (!ordering.keys.every((key, i) => validValue(key, values[i]))) throw invalidCursor();
  return values as (string | null)[];
}

type Placeholder = (value: string, type: KeyType) => string;

/**
 * The ORDER BY of the list (reversed to read backward), and, after a cursor, the condition for the
 * rows past it: for keys k1..kn, (k1 past v1) OR (k1 = v1 AND k2 past v2) OR ..., with the first
 * key's bound repeated on its own so the index scan starts at the cursor.
 */
export type OrderTerm = { sql: string; direction: 'ASC' | 'DESC'; nulls?: 'NULLS FIRST' | 'NULLS LAST' };

export const orderBySql = (order: readonly OrderTerm[]): string =>
  order.map((term) => `${term.sql} ${term.direction}${term.nulls ? ` ${term.nulls}` : ''}`).join(', ');

export function keysetClauses(ordering: Ordering, page: PageRequest, place: Placeholder): { where: string | null; order: OrderTerm[] } {
  const backward = page.kind === 'cursor' && page.backward;
  // Reading backward, every key runs the other way, and NULLs that came last come first.
  const keys = ordering.keys.map((key) => ({ sql: key.sql, desc: Boolean(key.desc) !== backward, nullable: Boolean(key.nullsLast) }));
  const order: OrderTerm[] = keys.map((key) => ({
    sql: key.sql,
    direction: key.desc ? 'DESC' : 'ASC',
    ...(key.nullable ? { nulls: backward ? 'NULLS FIRST' : 'NULLS LAST' } : {}),
  }));
  if (page.kind !== 'cursor' || page.cursor === null) return { where: null, order };
  const values = decodeCursor(ordering, page.cursor);
  const params = values.map((value, i) => (value === null ? null : place(value, ordering.keys[i].type)));
  const beyond = (i: number, orEqual = false): string => {
    const { sql, desc, nullable } = keys[i];
    const p = params[i];
    const compare = `${sql} ${desc ? '<' : '>'}${orEqual ? '=' : ''} ${p ?? 'NULL'}`;
    if (!nullable) return compare;
    if (backward) return p === null ? (orEqual ? 'TRUE' : `${sql} IS NOT NULL`) : compare;
    return p === null ? (orEqual ? `${sql} IS NULL` : 'FALSE') : `(${compare} OR ${sql} IS NULL)`;
  };
  const same = (i: number): string => (params[i] === null ? `${keys[i].sql} IS NULL` : `${keys[i].sql} = ${params[i]}`);
  const branches = keys.map((_, i) => [...keys.slice(0, i).map((__, j) => same(j)), beyond(i)].join(' AND '));
  return { where: `(${beyond(0, true)} AND ((${branches.join(') OR (')})))`, order };
}

/** The select-list entries that read a row's sort key as cursor text: `"_k0"`, `"_k1"`, ... */
export const keyColumns = (ordering: Ordering): string[] => ordering.keys.map((key) => textOf(key));
export const keyAlias = (i: number) => `_k${i}`;

export const cursorOfRow = (ordering: Ordering, row: Record<string, unknown>): string =>
  encodeCursor(
    ordering,
    ordering.keys.map((_, i) => (row[keyAlias(i)] ?? null) as string | null),
  );

/**
 * One page of a TypeORM query: the query as filtered (its count over all pages is the same query
 * counted, run only when asked for), ordered, after the cursor or offset, one row more than shown.
 */
export async function pageOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, ordering: Ordering, page: PageRequest): Promise<Slice<T>> {
  const counter = qb.clone();
  let n = 0;
  const { where, order } = keysetClauses(ordering, page, (value, type) => {
    const name = `keyset_${n++}`;
    qb.setParameter(name, value);
    return `CAST(:${name} AS ${type})`;
  });
  keyColumns(ordering).forEach((column, i) => qb.addSelect(column, keyAlias(i)));
  if (where) qb.andWhere(where);
  qb.orderBy();
  for (const term of order) qb.addOrderBy(term.sql, term.direction, term.nulls);
  qb.limit(rowsToRead(page));
  if (page.kind === 'offset') qb.offset(page.offset);
  const { entities, raw } = await qb.getRawAndEntities();
  if (entities.length !== raw.length) throw new Error(`keyset ${ordering.name}: rows and entities differ`);
  const rows = new Map(entities.map((entity, i) => [entity, cursorOfRow(ordering, raw[i] as Record<string, unknown>)]));
  if (rows.size !== entities.length) throw new Error(`keyset ${ordering.name}: one entity stands for two rows`);
  return toSlice(page, rows, () => counter.getCount());
}


/**
 * A nested list (an activity's chapters, a chapter's quizzes): the rows of the entity's table whose
 * `parent` column is one of the parents, each parent's list ordered and paged on its own. Rows come
 * with every column of the entity, named as its properties (db/columns.ts).
 */
export type NestedList<Row extends object = object> = {
  // Each row comes as one of this class, its columns set (as TypeORM would, without its hydration cost).
  entity: new () => Row;
  /** The table's alias in `parent` and the ordering's keys, e.g. `q`. */
  alias: string;
  parent: string;
  ordering: Ordering;
};

// The table and its alias, e.g. `quizzes q`.
const fromOf = (dataSource: DataSource, list: NestedList): string => `${dataSource.getMetadata(list.entity).tableName} ${list.alias}`;

type Filter = { sql: string; params: unknown[] } | null;

// The filter's placeholders are written from $2 (after the parents' ids); the rest follow them.
function nestedWhere(list: NestedList, filter: Filter): { conditions: string[]; params: unknown[] } {
  return { conditions: [`${list.parent} = ANY($1::uuid[])`, ...(filter ? [filter.sql] : [])], params: filter ? filter.params : [] };
}

/**
 * One page of each parent's list in one statement (a DataLoader's batch): the same page (`first`
 * and `after`) for every parent, as a nested field's arguments are. A window numbers each
 * parent's rows in the list's order, after the cursor, and the first `first + 1` are kept.
 */
export async function pagesByParent<Row extends object>(
  dataSource: DataSource,
  list: NestedList<Row>,
  parentIds: readonly string[],
  page: PageRequest,
  filter: Filter,
  countOf: (parentId: string) => Promise<number>,
): Promise<Slice<Row>[]> {
  const { conditions, params } = nestedWhere(list, filter);
  const all: unknown[] = [[...parentIds], ...params];
  const place = (value: unknown) => `$${all.push(value)}`;
  const { where, order } = keysetClauses(list.ordering, page, (value, type) => `${place(value)}::${type}`);
  if (where) conditions.push(where);
  const keys = keyColumns(list.ordering).map((column, i) => `${column} AS "${keyAlias(i)}"`);
  // From the start of the lists, each parent's count comes in the same statement; after a cursor,
  // the window sees only the rows past it, so the count is a statement of its own, when asked for.
  const fromStart = where === null;
  const rows = await sql<Record<string, unknown>>(
    dataSource,
    `SELECT * FROM (
       SELECT ${selectColumns(dataSource, list.entity, list.alias)}, ${keys.join(', ')}, ${list.parent} AS "_parent",
              row_number() OVER (PARTITION BY ${list.parent} ORDER BY ${orderBySql(order)}) AS "_row"${fromStart ? `, count(*) OVER (PARTITION BY ${list.parent})::int AS "_total"` : ''}
       FROM ${fromOf(dataSource, list)} WHERE ${conditions.join(' AND ')}
     ) numbered WHERE "_row" > ${place(page.kind === 'offset' ? page.offset : 0)} AND "_row" <= ${place((page.kind === 'offset' ? page.offset : 0) + rowsToRead(page))}
     ORDER BY "_parent", "_row"`,
    all,
  );
  // Each parent's rows, in the list's order, with their cursors.
  const byParent = new Map<string, Map<Row, string>>();
  const totals = new Map<string, number>();
  // The statement's own columns (the parent, the row number, the total, the sort keys) are not the row's.
  const extras = new Set(['_parent', '_row', '_total', ...list.ordering.keys.map((_key, i) => keyAlias(i))]);
  for (const row of rows) {
    const { _parent, _total } = row;
    if (fromStart) totals.set(_parent as string, _total as number);
    const rest = Object.fromEntries(Object.entries(row).filter(([name]) => !extras.has(name)));
    const group = byParent.get(_parent as string) ?? new Map<Row, string>();
    group.set(Object.assign(new list.entity(), rest), cursorOfRow(list.ordering, row));
    byParent.set(_parent as string, group);
  }
  return parentIds.map((id) =>
    toSlice(page, byParent.get(id) ?? new Map<Row, string>(), () => (fromStart ? Promise.resolve(totals.get(id) ?? 0) : countOf(id))),
  );
}

/** How many rows each parent's list has (the same filter), in one statement. */
export async function countsByParent(dataSource: DataSource, list: NestedList, parentIds: readonly string[], filter: Filter): Promise<number[]> {
  const { conditions, params } = nestedWhere(list, filter);
  const rows = await sql<{ parent: string; count: number }>(
    dataSource,
    `SELECT ${list.parent} AS parent, count(*)::int AS count FROM ${fromOf(dataSource, list)} WHERE ${conditions.join(' AND ')} GROUP BY ${list.parent}`,
    [[...parentIds], ...params],
  );
  const counts = new Map(rows.map((row) => [row.parent, row.count]));
  return parentIds.map((id) => counts.get(id) ?? 0);
}
