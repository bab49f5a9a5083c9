import { type DocumentNode, type FragmentDefinitionNode, Kind, type OperationDefinitionNode, OperationTypeNode, type SelectionSetNode } from 'graphql';

/**
 * What a request spends of its caller's hourly budget, in points (README, "Rate limits"):
 *
 *   a GraphQL read      max(1, ⌈cost / 100⌉)   cost = graphql/cost.ts's rows (requestCost)
 *   a mutation          the same + 5
 *   a subscription      as a read, once, when it starts (its events are free)
 *   only `rateLimit`    0                      (and `__typename`: asking what is left is free)
 *   REST                GET 1, any other method 6
 */
const POINTS = { rowsPerPoint: 100, mutation: 5, restRead: 1, restWrite: 6 } as const;

export function graphqlPoints(kind: OperationTypeNode, cost: number, onlyRateLimit: boolean): number {
  if (onlyRateLimit) return 0;
  const read = Math.max(1, Math.ceil(cost / POINTS.rowsPerPoint));
  return kind === OperationTypeNode.MUTATION ? read + POINTS.mutation : read;
}

export const restPoints = (method: string): number => (method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD' ? POINTS.restRead : POINTS.restWrite);

// Root fields that cost nothing: the budget itself, and introspection's `__typename`.
const FREE_ROOT_FIELDS = new Set(['rateLimit', '__typename']);

/** Whether an operation selects only `rateLimit` (and `__typename`) at its root, through fragments too. */
export function selectsOnlyRateLimit(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  if (operation.operation !== OperationTypeNode.QUERY) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const seen = new Set<string>();
  const only = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return FREE_ROOT_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return only(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return fragment !== undefined;
      seen.add(fragment.name.value);
      return only(fragment.selectionSet);
    });
  return only(operation.selectionSet);
}
