import type { ApolloCache, Reference } from "@apollo/client";
import { dropAdminDashboardFigures } from "../admin-dashboard/dashboard-cache";

type UserPageLike = { users: readonly Reference[]; totalUsers?: number };

const isUserPage = (value: unknown): value is UserPageLike & Record<string, unknown> =>
  typeof value === "object" && value !== null && Array.isArray((value as { users?: unknown }).users);

// Takes a deleted user out of every cached `users` list (total one less) and evicts the entity.
export const removeUserFromLists = (cache: ApolloCache, userId: string): void => {
  const id = cache.identify({ __typename: "User", id: userId });
  if (!id) return;
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      users: (existing, { readField }) => {
        if (!isUserPage(existing)) return existing;
        const users = existing.users.filter((item) => readField<string>("id", item) !== userId);
        if (users.length === existing.users.length) return existing;
        return {
          ...existing,
          users,
          totalUsers: typeof existing.totalUsers === "number" ? existing.totalUsers - 1 : existing.totalUsers,
        };
      },
    },
  });
  cache.evict({ id });
  dropAdminDashboardFigures(cache);
  cache.gc();
};
