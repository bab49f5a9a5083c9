import type { ApolloCache } from "@apollo/client";
import { removeFromConnections } from "../../graphql/connection-cache";
import { dropAdminDashboardFigures } from "../admin-dashboard/dashboard-cache";

// Takes a deleted message out of every cached search (totalCount one less) and evicts it with its replies.
export const removeMessageFromLists = (cache: ApolloCache, messageId: string): void => {
  const message = { __typename: "ContactMessage", id: messageId };
  removeFromConnections(cache, { fieldName: "contactMessages" }, message, { from: [{}] });
  const id = cache.identify(message);
  if (id) cache.evict({ id });
  dropAdminDashboardFigures(cache);
  // Drops the replies only the deleted message pointed to.
  cache.gc();
};
