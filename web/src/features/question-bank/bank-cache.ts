import type { ApolloCache, Reference } from "@apollo/client";
import { isLoadedConnection } from "../../graphql/connection-cache";

// How the bank's mutations change the cached lists (graphql/cache.ts keys questionBank by its
// filters) and the tag counts, without a refetch.

type ListArgs = { search?: string; tags?: string[]; type?: string; difficulty?: number; includeRetired?: boolean };

/** The filters of a cached list, from its store name: `questionBank:{"includeRetired":true}`. */
export const listArgsOf = (storeFieldName: string): ListArgs => {
  const json = storeFieldName.slice(storeFieldName.indexOf(":") + 1);
  if (!json.startsWith("{")) return {};
  try {
    return JSON.parse(json) as ListArgs;
  } catch {
    return {};
  }
};

const filtered = (args: ListArgs): boolean =>
  Boolean(args.search) || Boolean(args.tags?.length) || Boolean(args.type) || (args.difficulty !== undefined && args.difficulty !== null);

const refOf = (cache: ApolloCache, id: string) => cache.identify({ __typename: "BankQuestion", id });

const withoutNode = (list: { nodes: Reference[]; totalCount?: unknown }, ref: string) => {
  const nodes = list.nodes.filter((node) => node.__ref !== ref);
  if (nodes.length === list.nodes.length) return list;
  const totalCount = typeof list.totalCount === "number" ? Math.max(0, list.totalCount - 1) : list.totalCount;
  return { ...list, nodes, totalCount };
};

/**
 * A new question, the latest change: first in the lists without filters (retired shown or not); a
 * filtered list (only the server knows whether it matches) is dropped and loads afresh when shown.
 */
export const addCreated = (cache: ApolloCache, id: string) => {
  const ref = refOf(cache, id);
  if (!ref) return;
  cache.modify({
    fields: {
      questionBank: (existing: unknown, { storeFieldName, DELETE }) => {
        if (!isLoadedConnection(existing)) return existing;
        if (filtered(listArgsOf(storeFieldName))) return DELETE;
        if (existing.nodes.some((node) => node.__ref === ref)) return existing;
        const totalCount = typeof existing.totalCount === "number" ? existing.totalCount + 1 : existing.totalCount;
        return { ...existing, nodes: [{ __ref: ref }, ...existing.nodes], totalCount };
      },
    },
  });
};

/**
 * A saved question is the latest change: it moves to the start of the lists without filters; a
 * filtered list may no longer hold it (its tags or type changed), so it loads afresh when shown.
 */
export const moveUpdated = (cache: ApolloCache, id: string) => {
  const ref = refOf(cache, id);
  if (!ref) return;
  cache.modify({
    fields: {
      questionBank: (existing: unknown, { storeFieldName, DELETE }) => {
        if (!isLoadedConnection(existing)) return existing;
        if (filtered(listArgsOf(storeFieldName))) return DELETE;
        if (!existing.nodes.some((node) => node.__ref === ref)) return existing;
        return { ...existing, nodes: [{ __ref: ref }, ...existing.nodes.filter((node) => node.__ref !== ref)] };
      },
    },
  });
};

/** Retired: it leaves the lists of questions in use; lists showing retired ones keep it (badged). */
export const removeRetired = (cache: ApolloCache, id: string) => {
  const ref = refOf(cache, id);
  if (!ref) return;
  cache.modify({
    fields: {
      questionBank: (existing: unknown, { storeFieldName }) => {
        if (!isLoadedConnection(existing) || listArgsOf(storeFieldName).includeRetired) return existing;
        return withoutNode(existing, ref);
      },
    },
  });
};

/** Restored: the lists of questions in use, where it had no place, load afresh when next shown. */
export const dropInUseLists = (cache: ApolloCache) => {
  cache.modify({
    fields: {
      questionBank: (existing: unknown, { storeFieldName, DELETE }) =>
        isLoadedConnection(existing) && !listArgsOf(storeFieldName).includeRetired ? DELETE : existing,
    },
  });
};

/** Deleted: out of every list, and out of the cache. */
export const removeDeleted = (cache: ApolloCache, id: string) => {
  const ref = refOf(cache, id);
  if (!ref) return;
  cache.modify({
    fields: {
      questionBank: (existing: unknown) => (isLoadedConnection(existing) ? withoutNode(existing, ref) : existing),
    },
  });
  cache.evict({ id: ref });
  cache.gc();
};

type StoredTag = { __typename?: "BankTag"; tag: string; count: number };

/**
 * The tag filter's counts (questions in use only): `removed` tags count one less (gone at 0),
 * `added` one more (a new tag joins the list). Tags match in any case, as the server's do.
 */
export const adjustTagCounts = (cache: ApolloCache, removed: readonly string[], added: readonly string[]) => {
  if (removed.length === 0 && added.length === 0) return;
  cache.modify({
    fields: {
      questionBankTags: (existing: unknown) => {
        if (!Array.isArray(existing)) return existing;
        const tags = (existing as StoredTag[]).map((tag) => ({ ...tag }));
        const find = (name: string) => tags.find((tag) => tag.tag.toLowerCase() === name.toLowerCase());
        for (const name of removed) {
          const tag = find(name);
          if (tag) tag.count -= 1;
        }
        for (const name of added) {
          const tag = find(name);
          if (tag) tag.count += 1;
          else tags.push({ __typename: "BankTag", tag: name, count: 1 });
        }
        return tags.filter((tag) => tag.count > 0).sort((a, b) => b.count - a.count);
      },
    },
  });
};
