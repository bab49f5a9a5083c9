import type { ApolloCache } from "@apollo/client";
import { evictObject, removeNode } from "../../graphql/connection-cache";

// The admin dashboard's figures count users, opportunities and messages: after an admin
// changes one of those, the cached figures are dropped so the dashboard loads them fresh.
export const dropAdminDashboardFigures = (cache: ApolloCache): void => {
  cache.evict({ id: "ROOT_QUERY", fieldName: "adminDashboard" });
};

// A record an admin deleted (a user, a contact message): out of every cached list of the field
// (totalCount one less), evicted with what only it pointed to (a message's replies), figures dropped.
export const removeAdminRecord = (cache: ApolloCache, fieldName: "users" | "contactMessages", record: { __typename: string; id: string }): void => {
  cache.modify({ fields: { [fieldName]: removeNode(cache.identify(record)) } });
  dropAdminDashboardFigures(cache);
  evictObject(cache, record);
};
