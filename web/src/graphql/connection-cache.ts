import type { ApolloCache, StoreObject } from "@apollo/client";
import { CONNECTION_KEY_ARGS, type StoredConnection } from "./cache";

// Creates and deletes edit the cached connections (graphql/cache.ts) in place: no refetch.

type Connections = typeof CONNECTION_KEY_ARGS;
type Typename = keyof Connections;

type LoadedConnection = StoredConnection & { nodes: NonNullable<StoredConnection["nodes"]> };

/** A cached list whose rows were loaded (a count-only query stores none). */
export const isLoadedConnection = (value: unknown): value is LoadedConnection =>
  typeof value === "object" && value !== null && Array.isArray((value as { nodes?: unknown }).nodes);

export type ConnectionTarget<T extends Typename> = {
  /** The object holding the list: ROOT_QUERY by default, or a cached parent (an activity's chapters). */
  parent?: { typename: T; id: string };
  fieldName: keyof Connections[T] & string;
};

export type AddToConnections = {
  /**
   * The filters of the lists the new node belongs to, by their key arguments: `{}` is the list
   * without filters, `{ type: "QUIZ" }` the quizzes-only one.
   */
  lists: Record<string, unknown>[];
  /** Newest-first lists take it at their start; oldest-first ones at their end. */
  at: "start" | "end";
  /**
   * Any other cached list of the field: "keep" when the node cannot belong to it (another type),
   * "drop" when only the server knows (a search): it loads afresh when next shown.
   */
  others: "keep" | "drop";
};

const rootOf = (cache: ApolloCache, parent?: { typename: string; id: string }) =>
  parent ? cache.identify({ __typename: parent.typename, id: parent.id }) : "ROOT_QUERY";

type Policies = { getStoreFieldName(spec: { typename: string; fieldName: string; args: Record<string, unknown> }): string };

/** The store names of a field's lists with these filters (a filter left out and one given as null are the same list). */
function storeNamesOf<T extends Typename>(cache: ApolloCache, target: ConnectionTarget<T>, lists: Record<string, unknown>[]): Set<string> {
  const typename = target.parent?.typename ?? "Query";
  const policies = (cache as unknown as { policies: Policies }).policies;
  const keyArgs = (CONNECTION_KEY_ARGS[typename] as Record<string, readonly string[] | false>)[target.fieldName] || [];
  const variants = lists.flatMap((args) =>
    keyArgs.filter((key) => !(key in args)).reduce<Record<string, unknown>[]>((all, key) => all.flatMap((v) => [v, { ...v, [key]: null }]), [args]),
  );
  return new Set(variants.map((args) => policies.getStoreFieldName({ typename, fieldName: target.fieldName, args })));
}

/** Puts a created node into the cached lists it belongs to, and counts it in their totals. */
export function addToConnections<T extends Typename = "Query">(
  cache: ApolloCache,
  target: ConnectionTarget<T>,
  node: StoreObject & { __typename: string; id: string },
  { lists, at, others }: AddToConnections,
): void {
  const id = rootOf(cache, target.parent);
  if (!id) return;
  const belongs = storeNamesOf(cache, target, lists);
  cache.modify({
    id,
    fields: {
      [target.fieldName]: (existing: unknown, { storeFieldName, toReference, DELETE }) => {
        if (!isLoadedConnection(existing)) return existing;
        if (!belongs.has(storeFieldName)) return others === "drop" ? DELETE : existing;
        const ref = toReference(node, true);
        if (!ref || existing.nodes.some((held) => held.__ref === ref.__ref)) return existing;
        const totalCount = typeof existing.totalCount === "number" ? existing.totalCount + 1 : existing.totalCount;
        // At the end of a list with pages still to load, the row arrives with them.
        if (at === "end" && existing.pageInfo?.hasNextPage) return { ...existing, totalCount };
        return { ...existing, nodes: at === "start" ? [ref, ...existing.nodes] : [...existing.nodes, ref], totalCount };
      },
    },
  });
}

/**
 * Takes a deleted node out of every cached list of the field (their totals one less). `from`: the
 * filters of lists known to hold it, whose totals drop even when the node sits on a page not
 * loaded yet (a deleted quiz of a chapter whose later pages were never shown).
 */
export function removeFromConnections<T extends Typename = "Query">(
  cache: ApolloCache,
  target: ConnectionTarget<T>,
  node: { __typename: string; id: string },
  { from = [] }: { from?: Record<string, unknown>[] } = {},
): void {
  const id = rootOf(cache, target.parent);
  const nodeId = cache.identify(node);
  if (!id || !nodeId) return;
  const holding = storeNamesOf(cache, target, from);
  cache.modify({
    id,
    fields: {
      [target.fieldName]: (existing: unknown, { storeFieldName }) => {
        if (!isLoadedConnection(existing)) return existing;
        const nodes = existing.nodes.filter((held) => held.__ref !== nodeId);
        if (nodes.length === existing.nodes.length && !(holding.has(storeFieldName) && existing.pageInfo?.hasNextPage)) return existing;
        const totalCount = typeof existing.totalCount === "number" ? Math.max(0, existing.totalCount - 1) : existing.totalCount;
        return { ...existing, nodes, totalCount };
      },
    },
  });
}
