import type { ApolloCache } from "@apollo/client";

// The admin dashboard's figures count users, opportunities and messages: after an admin
// changes one of those, the cached figures are dropped so the dashboard loads them fresh.
export const dropAdminDashboardFigures = (cache: ApolloCache): void => {
  cache.evict({ id: "ROOT_QUERY", fieldName: "adminDashboard" });
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
