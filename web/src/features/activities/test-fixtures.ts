// API answers for this feature's tests (shapes as the server sends them, with __typename).
import type { LearnerActivityFieldsFragment } from "../../graphql/__generated__/graphql";

export type ActivityFixture = LearnerActivityFieldsFragment & { __typename: "Activity" };

export const makeActivity = (overrides: Partial<ActivityFixture> = {}): ActivityFixture => ({
  __typename: "Activity",
  id: "activity-1",
  title: "TypeScript Fundamentals",
  description: "Types, interfaces and narrowing.",
  createdAt: "2024-03-05T12:00:00.000Z",
  poster: { __typename: "UserDetails", name: "Grace", surname: "Hopper" },
  ...overrides,
});

export const activitiesResult = (items: ActivityFixture[]) => ({
  data: { activities: { __typename: "ActivityPage" as const, items, total: items.length } },
});
