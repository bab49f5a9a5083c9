import type { ApolloCache, Reference } from "@apollo/client";
import { dropAdminDashboardFigures } from "../admin-dashboard/dashboard-cache";

type PageLike = { items: readonly Reference[]; total?: number };

const isPage = (value: unknown): value is PageLike & Record<string, unknown> =>
  typeof value === "object" && value !== null && Array.isArray((value as { items?: unknown }).items);

// Takes a deleted message out of every cached search (totals one less) and evicts it with its replies.
export const removeMessageFromLists = (cache: ApolloCache, messageId: string): void => {
  const id = cache.identify({ __typename: "ContactMessage", id: messageId });
  if (!id) return;
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      contactMessages: (existing, { readField }) => {
        if (!isPage(existing)) return existing;
        const items = existing.items.filter((item) => readField<string>("id", item) !== messageId);
        if (items.length === existing.items.length) return existing;
        return { ...existing, items, total: typeof existing.total === "number" ? existing.total - 1 : existing.total };
      },
    },
  });
  cache.evict({ id });
  dropAdminDashboardFigures(cache);
  // Drops the replies only the deleted message pointed to.
  cache.gc();
};
