import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum whose values are its names, declared once: the object TypeGraphQL registers (use
 * it as `ReviewPolicy.NEVER` and in `@Field(() => ReviewPolicy)`), with `type X = EnumOf<typeof X>`.
 */
export function graphqlEnum<const V extends string>(name: string, values: readonly V[], description: string): { readonly [K in V]: K } {
  const members = Object.fromEntries(values.map((value) => [value, value])) as { [K in V]: K };
  registerEnumType(members, { name, description });
  return members;
}

export type EnumOf<E extends Record<string, string>> = E[keyof E];

/**
 * A TypeScript string enum whose values are what is stored and shown ("Full-time") and whose names
 * are GraphQL's (FULL_TIME), registered once: its values in order, and the one lenient reading of
 * an input, which accepts either the value or the name, whatever the case, surrounding spaces
 * ignored (undefined for anything else).
 */
export function stringEnum<E extends Record<string, string>>(
  members: E,
  name: string,
  description: string,
): { values: readonly E[keyof E][]; parse: (value: unknown) => E[keyof E] | undefined } {
  registerEnumType(members, { name, description });
  const entries = Object.entries(members) as [string, E[keyof E]][];
  const byWord = new Map(entries.flatMap(([key, value]) => [[key.toLowerCase(), value] as const, [value.toLowerCase(), value] as const]));
  return { values: entries.map(([, value]) => value), parse: (value) => (typeof value === 'string' ? byWord.get(value.trim().toLowerCase()) : undefined) };
}
