import type { ApolloCache, Reference } from "@apollo/client";
import type { StoredConnection } from "./cache";

// The two list edits a mutation's own hook makes with cache.modify, one line each:
//   cache.modify({ id: cache.identify(activity), fields: { chapters: insertNode(cache.identify(chapter), "end") } })
//   cache.modify({ fields: { papers: removeNode(cache.identify(paper)) } })
// Lists the server sorts or filters are not edited: the hook evicts them (cache.evict + gc) and
// they load afresh when next shown.

type LoadedConnection = StoredConnection & { nodes: Reference[] };

// A list whose rows were loaded (a count-only query stores none).
const isLoaded = (list: unknown): list is LoadedConnection =>
  typeof list === "object" && list !== null && Array.isArray((list as StoredConnection).nodes);

const counted = (list: LoadedConnection, change: 1 | -1) =>
  typeof list.totalCount === "number" ? Math.max(0, list.totalCount + change) : list.totalCount;

/**
 * A created row at the start of a newest-first list, or at the end of an oldest-first one (only
 * counted there while pages remain to load: it comes with the last one). Once in any list.
 */
export const insertNode =
  (id: string | undefined, at: "start" | "end") =>
  <T>(list: T): T => {
    if (!id || !isLoaded(list) || list.nodes.some((node) => node.__ref === id)) return list;
    const totalCount = counted(list, 1);
    if (at === "end" && list.pageInfo?.hasNextPage) return { ...list, totalCount };
    const ref = { __ref: id };
    return { ...list, nodes: at === "start" ? [ref, ...list.nodes] : [...list.nodes, ref], totalCount };
  };

/** A deleted (or no longer visible) row out of each list of the field that holds it, one fewer counted. */
export const removeNode =
  (id: string | undefined) =>
  <T>(list: T): T =>
    id && isLoaded(list) && list.nodes.some((node) => node.__ref === id)
      ? { ...list, nodes: list.nodes.filter((node) => node.__ref !== id), totalCount: counted(list, -1) }
      : list;

/**
 * Root lists the server sorts or filters, after a change that moves rows among them: out of the
 * cache, with what only they referenced. A screen showing one asks the server again; the others
 * load afresh when next shown.
 */
export const evictLists = (cache: ApolloCache, ...fieldNames: string[]): void => {
  for (const fieldName of fieldNames) cache.evict({ id: "ROOT_QUERY", fieldName });
  cache.gc();
};

/** A deleted object out of the cache, with what only it referenced; lists skip its dangling rows. */
export const evictObject = (cache: ApolloCache, object: { __typename: string; id: string }): void => {
  const id = cache.identify(object);
  if (id) cache.evict({ id });
  cache.gc();
};
