// API answers for this feature's tests (shapes as the server sends them, with __typename).
import type { ChapterContent, ActivitySummaryFieldsFragment } from "../../graphql/__generated__/graphql";
import { connectionOf, numbered } from "../../test/connection";

export type ActivityFixture = ActivitySummaryFieldsFragment & { __typename: "Activity" };

export const makeActivity = (overrides: Partial<ActivityFixture> = {}): ActivityFixture => ({
  __typename: "Activity",
  id: "activity-1",
  title: "TypeScript Fundamentals",
  description: "Types, interfaces and narrowing.",
  createdAt: "2024-03-05T12:00:00.000Z",
  poster: { __typename: "UserDetails", name: "Grace", surname: "Hopper" },
  ...overrides,
});

// `count` distinct activities, activity-<from> onwards (newest first, like the API's list).
export const manyActivities = (count: number, from = 1): ActivityFixture[] =>
  numbered(count, from, (n) => makeActivity({ id: `activity-${n}`, title: `Activity ${n}`, description: `Activity number ${n}.` }));

// A page of the list: more in all than on the page (totalCount) shows "Load more".
export const activitiesResult = (items: ActivityFixture[], page: { totalCount?: number; hasNextPage?: boolean } = {}) => ({
  data: { activities: connectionOf("Activity", items, page) },
});

export type ChapterFixture = {
  __typename: "Chapter";
  id: string;
  title: string;
  description: string;
  content: ChapterContent;
  createdAt: string;
  updatedAt: string;
};

export const makeChapter = (overrides: Partial<ChapterFixture> = {}): ChapterFixture => ({
  __typename: "Chapter",
  id: "chapter-1",
  title: "Primitive types",
  description: "string, number and boolean.",
  content: "HOMEWORK",
  createdAt: "2024-03-06T12:00:00.000Z",
  updatedAt: "2024-03-08T12:00:00.000Z",
  ...overrides,
});

// `count` distinct chapters, chapter-<from> onwards (oldest first, like the API's list).
export const manyChapters = (count: number, from = 1): ChapterFixture[] =>
  numbered(count, from, (n) => makeChapter({ id: `chapter-${n}`, title: `Chapter ${n}`, description: `Chapter number ${n}.` }));

export const chaptersResult = (items: ChapterFixture[], page: { totalCount?: number; hasNextPage?: boolean } = {}) => ({
  data: { chapters: connectionOf("Chapter", items, page) },
});
