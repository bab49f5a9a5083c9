import type { ApolloCache } from "@apollo/client";

// The admin dashboard's figures count users, opportunities and messages: after an admin
// changes one of those, the cached figures are dropped so the dashboard loads them fresh.
export const dropAdminDashboardFigures = (cache: ApolloCache): void => {
  cache.evict({ id: "ROOT_QUERY", fieldName: "adminDashboard" });
};
