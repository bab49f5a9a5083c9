import type { ApolloCache, Reference } from "@apollo/client";
import type { AdminPaperFieldsFragment } from "../../graphql/__generated__/graphql";
import { storeFieldArgs } from "../../graphql/store-field-args";

type PaperPageRef = { items: readonly Reference[]; total: number };

const isPaperPage = (value: unknown): value is PaperPageRef =>
  typeof value === "object" && value !== null && Array.isArray((value as { items?: unknown }).items);

// A new paper goes first in every cached first page it belongs to (lists are newest first):
// the archive and the management table, of all types or of its own type.
export const addPaperToLists = (cache: ApolloCache, paper: AdminPaperFieldsFragment): void => {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      papers(existing, { storeFieldName, toReference }) {
        if (!isPaperPage(existing)) return existing;
        const args = storeFieldArgs(storeFieldName);
        if (typeof args.offset === "number" && args.offset > 0) return existing;
        if (args.type && args.type !== paper.paperType) return existing;
        const ref = toReference(paper);
        if (!ref || existing.items.some((item) => item.__ref === ref.__ref)) return existing;
        return { ...existing, items: [ref, ...existing.items], total: existing.total + 1 };
      },
    },
  });
};

// A deleted paper leaves every cached list, then its entity and anything only it used go.
export const removePaperFromCache = (cache: ApolloCache, id: string): void => {
  const paperId = cache.identify({ __typename: "Paper", id });
  if (!paperId) return;
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      papers(existing) {
        if (!isPaperPage(existing)) return existing;
        const items = existing.items.filter((item) => item.__ref !== paperId);
        if (items.length === existing.items.length) return existing;
        return { ...existing, items, total: Math.max(0, existing.total - 1) };
      },
    },
  });
  cache.evict({ id: paperId });
  cache.gc();
};
