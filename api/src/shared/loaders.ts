import DataLoader from 'dataloader';
import { type DataSource, type EntityTarget, type FindOptionsOrder, type FindOptionsWhere, In } from 'typeorm';
import type { PageRequest } from './pagination';

// Helpers for DataLoader batch functions: answers in the order of the keys asked for.

export function groupByKey<K, T>(keys: readonly K[], rows: readonly T[], keyOf: (row: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

export function oneByKey<K, T>(keys: readonly K[], rows: readonly T[], keyOf: (row: T) => K): (T | null)[] {
  const byKey = new Map<K, T>();
  for (const row of rows) byKey.set(keyOf(row), row);
  return keys.map((key) => byKey.get(key) ?? null);
}

/**
 * A DataLoader batch of keys that carry an argument besides the parent (a nested list's page):
 * one call of `load` per distinct argument (all the same in one query, usually), answers in the
 * order of the keys.
 */
export async function batchBy<K extends { parentId: string }, T>(
  keys: readonly K[],
  groupOf: (key: K) => string,
  load: (parentIds: string[], sample: K) => Promise<T[]>,
): Promise<T[]> {
  const groups = new Map<string, { sample: K; indexes: number[] }>();
  keys.forEach((key, i) => {
    const name = groupOf(key);
    const group = groups.get(name);
    if (group) group.indexes.push(i);
    else groups.set(name, { sample: key, indexes: [i] });
  });
  const answers = new Array<T>(keys.length);
  await Promise.all(
    [...groups.values()].map(async ({ sample, indexes }) => {
      const results = await load(
        indexes.map((i) => keys[i].parentId),
        sample,
      );
      indexes.forEach((keyIndex, i) => (answers[keyIndex] = results[i]));
    }),
  );
  return answers;
}

/** A nested list's page of one parent: the parent and the field's page arguments. */
export type NestedPageKey = { parentId: string; page: PageRequest };
export const nestedPageKey = (key: NestedPageKey): string => `${key.parentId}:${JSON.stringify(key.page)}`;

/** A per-request loader of rows by id: every id asked for in one query, null for one that does not exist. */
export function byIdLoader<T extends { id: string }>(dataSource: DataSource, entity: EntityTarget<T>): DataLoader<string, T | null> {
  const repo = dataSource.getRepository(entity);
  return new DataLoader<string, T | null>(async (ids) => oneByKey(ids, await repo.findBy({ id: In([...ids]) } as FindOptionsWhere<T>), (row) => row.id));
}

/**
 * A per-request loader of each parent's rows (a course's questions, a message's replies), oldest
 * first: every parent asked for in one query, [] for one without rows.
 */
export function byParentLoader<T extends { id: string; createdAt: Date }>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  parent: keyof T & string,
): DataLoader<string, T[]> {
  const repo = dataSource.getRepository(entity);
  const order = { createdAt: 'ASC', id: 'ASC' } as FindOptionsOrder<T>;
  return new DataLoader<string, T[]>(async (parentIds) =>
    groupByKey(parentIds, await repo.find({ where: { [parent]: In([...parentIds]) } as FindOptionsWhere<T>, order }), (row) => row[parent] as string),
  );
}
