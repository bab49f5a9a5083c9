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
 * The given questions first, in order, in the lists without filters (retired shown or not); a
 * filtered list (only the server knows whether it matches) is dropped and loads afresh when shown.
 * `added`: new questions, counted; otherwise saved ones, moved only where a list already holds them.
 */
const toFront = (cache: ApolloCache, ids: readonly string[], added: boolean) => {
  const refs = ids.map((id) => refOf(cache, id)).filter((ref): ref is string => Boolean(ref));
  if (refs.length === 0) return;
  cache.modify({
    fields: {
      questionBank: (existing: unknown, { storeFieldName, DELETE }) => {
        if (!isLoadedConnection(existing)) return existing;
        if (filtered(listArgsOf(storeFieldName))) return DELETE;
        const held = new Set(existing.nodes.map((node) => node.__ref));
        const front = refs.filter((ref) => (added ? !held.has(ref) : held.has(ref)));
        if (front.length === 0) return existing;
        const moved = new Set(front);
        const nodes = [...front.map((ref) => ({ __ref: ref })), ...existing.nodes.filter((node) => !moved.has(node.__ref))];
        const totalCount = added && typeof existing.totalCount === "number" ? existing.totalCount + front.length : existing.totalCount;
        return { ...existing, nodes, totalCount };
      },
    },
  });
};

/** New questions (one written, or a file's imported), the latest change: first in the lists without filters. */
export const addCreated = (cache: ApolloCache, ids: string | readonly string[]) => toFront(cache, typeof ids === "string" ? [ids] : ids, true);

/** A saved question is the latest change: it moves to the start of the lists without filters holding it. */
export const moveUpdated = (cache: ApolloCache, id: string) => toFront(cache, [id], false);

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

type StoredUse = { quizId: string; version: number; [field: string]: unknown };

/**
 * A regrade moved a quiz to `version`: its row in the question's cached "Used by" says so (the
 * rows have no id of their own, so they live inside the question), and offers no update any more.
 */
export const markQuizMoved = (cache: ApolloCache, questionId: string, quizId: string, version: number) => {
  const id = refOf(cache, questionId);
  if (!id) return;
  cache.modify({
    id,
    fields: {
      usedBy: (existing: unknown) => {
        if (!Array.isArray(existing)) return existing;
        return (existing as StoredUse[]).map((use) => (use.quizId === quizId && use.version < version ? { ...use, version } : use));
      },
    },
  });
};
