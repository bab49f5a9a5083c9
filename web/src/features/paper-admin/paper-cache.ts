import type { ApolloCache } from "@apollo/client";
import type { AdminPaperFieldsFragment, PaperType } from "../../graphql/__generated__/graphql";
import { addToConnections, removeFromConnections } from "../../graphql/connection-cache";

// The cached `papers` lists (graphql/cache.ts: one per `type`, newest first) follow creates,
// type changes and deletes without asking the server again.

/** A new paper opens the list of all papers and the list of its own type; the other types' lists do not hold it. */
export const addPaperToLists = (cache: ApolloCache, paper: AdminPaperFieldsFragment): void =>
  addToConnections(cache, { fieldName: "papers" }, { ...paper, __typename: "Paper" }, { lists: [{}, { type: paper.paperType }], at: "start", others: "keep" });

/**
 * A paper whose type changed leaves its old type's list and belongs to the new one, at a place
 * (by its creation date) only the server knows: both lists are dropped and load afresh when next
 * shown. The list of all papers keeps the paper where it is (the cache updates its fields).
 */
export const movePaperToType = (cache: ApolloCache, from: PaperType, to: PaperType): void => {
  if (from === to) return;
  for (const type of [from, to]) cache.evict({ id: "ROOT_QUERY", fieldName: "papers", args: { type } });
};

/** A deleted paper leaves every cached list (their totals one less), then its entity and what only it used go. */
export const removePaperFromCache = (cache: ApolloCache, id: string): void => {
  removeFromConnections(cache, { fieldName: "papers" }, { __typename: "Paper", id }, { from: [{}] });
  const paperId = cache.identify({ __typename: "Paper", id });
  if (paperId) cache.evict({ id: paperId });
  cache.gc();
};
