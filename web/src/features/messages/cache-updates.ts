import type { ApolloCache } from "@apollo/client";
import { removeAdminRecord } from "../admin-dashboard/dashboard-cache";

// Takes a deleted message out of every cached search (totalCount one less) and evicts it with its replies.
export const removeMessageFromLists = (cache: ApolloCache, messageId: string): void =>
  removeAdminRecord(cache, "contactMessages", { __typename: "ContactMessage", id: messageId });
