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
