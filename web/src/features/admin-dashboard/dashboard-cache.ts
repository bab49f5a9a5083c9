import type { ApolloCache } from "@apollo/client";
import { removeFromConnections, type ConnectionTarget } from "../../graphql/connection-cache";

// The admin dashboard's figures count users, opportunities and messages: after an admin
// changes one of those, the cached figures are dropped so the dashboard loads them fresh.
export const dropAdminDashboardFigures = (cache: ApolloCache): void => {
  cache.evict({ id: "ROOT_QUERY", fieldName: "adminDashboard" });
};

// A record an admin deleted (a user, a contact message): out of every cached list of the field
// (totalCount one less), evicted, and the figures dropped. gc() also drops what only it pointed to
// (a message's replies).
export const removeAdminRecord = (
  cache: ApolloCache,
  fieldName: ConnectionTarget<"Query">["fieldName"],
  record: { __typename: string; id: string },
): void => {
  removeFromConnections(cache, { fieldName }, record, { from: [{}] });
  const id = cache.identify(record);
  if (id) cache.evict({ id });
  dropAdminDashboardFigures(cache);
  cache.gc();
};

type CachedFigures = { unrepliedMessages?: number };

// A contact message just arrived (issue 22): the cached count of unreplied ones goes up by one.
// Figures not cached yet are left alone; they load with the count as it is.
export const countNewContactMessage = (cache: ApolloCache): void => {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      adminDashboard: (existing: unknown) => {
        const figures = existing as CachedFigures | null | undefined;
        if (typeof figures?.unrepliedMessages !== "number") return existing;
        return { ...figures, unrepliedMessages: figures.unrepliedMessages + 1 };
      },
    },
  });
};
