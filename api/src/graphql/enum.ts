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
