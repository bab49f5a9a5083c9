import type { ApolloCache } from "@apollo/client";
import { removeAdminRecord } from "../admin-dashboard/dashboard-cache";

// Takes a deleted user out of every cached `users` list (totalCount one less) and evicts the entity.
export const removeUserFromLists = (cache: ApolloCache, userId: string): void =>
  removeAdminRecord(cache, "users", { __typename: "User", id: userId });
