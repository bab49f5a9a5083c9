import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema, type GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';

/** How a deprecation names the day from which the element may go: `@deprecated(reason: "... after 2027-03-01")`. */
export const REMOVAL_DATE = /\bafter (\d{4}-\d{2}-\d{2})\b/;

// The deprecation reason of the element at a change's path (`Type.field`, `Type.field.argument`, `Enum.VALUE`).
function deprecationOf(schema: GraphQLSchema, path: string): string | null | undefined {
  const [typeName, member, argument] = path.split('.');
  const type = schema.getType(typeName);
  if (!member) return undefined;
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    return argument ? field?.args.find((arg) => arg.name === argument)?.deprecationReason : field?.deprecationReason;
  }
  if (isInputObjectType(type)) return type.getFields()[member]?.deprecationReason;
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason;
  return undefined;
}

/**
 * The breaking changes (graphql-inspector's judgement) from the schema `before` to `after` that were
 * not announced: a change to an element that `before` did not mark `@deprecated` with a removal date,
 * or whose date is after `day` (YYYY-MM-DD), the day of the change.
 */
export async function unannouncedBreakingChanges(before: string, after: string, day: string): Promise<Change[]> {
  const old = buildSchema(before);
  const changes = await diff(old, buildSchema(after));
  return changes.filter((change) => {
    if (change.criticality.level !== CriticalityLevel.Breaking) return false;
    const removalDate = (change.path && deprecationOf(old, change.path))?.match(REMOVAL_DATE)?.[1];
    return removalDate === undefined || removalDate > day;
  });
}
