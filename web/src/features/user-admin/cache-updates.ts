import type { ApolloCache } from "@apollo/client";
import { removeFromConnections } from "../../graphql/connection-cache";
import { dropAdminDashboardFigures } from "../admin-dashboard/dashboard-cache";

// Takes a deleted user out of every cached `users` list (totalCount one less) and evicts the entity.
export const removeUserFromLists = (cache: ApolloCache, userId: string): void => {
  const user = { __typename: "User", id: userId };
  removeFromConnections(cache, { fieldName: "users" }, user, { from: [{}] });
  const id = cache.identify(user);
  if (id) cache.evict({ id });
  dropAdminDashboardFigures(cache);
  cache.gc();
};
