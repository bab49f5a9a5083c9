// API answers for this feature's tests (shapes as the server sends them, with __typename).
import type { ChapterContent, ActivitySummaryFieldsFragment, TutorChapterFieldsFragment } from "../../graphql/__generated__/graphql";
import { connectionOf } from "../../test/connection";
import { makeUser } from "../../test/render";

export type ActivityFixture = ActivitySummaryFieldsFragment & { __typename: "Activity" };
export type ChapterFixture = TutorChapterFieldsFragment & { __typename: "Chapter" };

export const tutor = makeUser({ id: "tutor-1", name: "grace", surname: "hopper", email: "grace@example.com", role: "tutor" });

export const makeActivity = (overrides: Partial<ActivityFixture> = {}): ActivityFixture => ({
  __typename: "Activity",
  id: "activity-1",
  title: "TypeScript Fundamentals",
  description: "Types, interfaces and narrowing.",
  createdAt: "2024-03-05T12:00:00.000Z",
  poster: { __typename: "UserDetails", name: "Grace", surname: "Hopper" },
  ...overrides,
});

export const makeChapter = (overrides: Partial<ChapterFixture> = {}): ChapterFixture => ({
  __typename: "Chapter",
  id: "chapter-1",
  activityId: "activity-1",
  title: "Primitive types",
  description: "string, number and boolean.",
  content: "HOMEWORK" satisfies ChapterContent,
  createdAt: "2024-03-06T12:00:00.000Z",
  updatedAt: "2024-03-08T12:00:00.000Z",
  ...overrides,
});

// `count` distinct activities, activity-<from> onwards (newest first, like the API's list).
export const manyActivities = (count: number, from = 1): ActivityFixture[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return makeActivity({ id: `activity-${n}`, title: `Activity ${n}`, description: `Activity number ${n}.` });
  });

// `count` distinct chapters of activity-1, chapter-<from> onwards (oldest first, like the API's list).
export const manyChapters = (count: number, from = 1): ChapterFixture[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return makeChapter({ id: `chapter-${n}`, title: `Chapter ${n}`, description: `Chapter number ${n}.` });
  });

// Where a mocked page sits in the whole list: how many rows there are in all (more than the page's:
// "Load more" shows; a last page after others says `hasNextPage: false`).
export type PageOf = { totalCount?: number; hasNextPage?: boolean };

export const myActivitiesResult = (items: ActivityFixture[], page: PageOf = {}) => ({
  data: { myActivities: connectionOf("Activity", items, page) },
});

// The activity's chapters, nested under it (TutorActivityChapters); chapterCount is the whole list's.
export const activityChaptersResult = (chapters: ChapterFixture[], activityId = "activity-1", page: PageOf = {}) => ({
  data: {
    activity: {
      __typename: "Activity" as const,
      id: activityId,
      chapterCount: page.totalCount ?? chapters.length,
      chapters: connectionOf("Chapter", chapters, page),
    },
  },
});

export const graphQLError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });
