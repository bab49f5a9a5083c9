// API answers for this feature's tests (shapes as the server sends them, with __typename).
import type { TutorChapterFieldsFragment } from "../../graphql/__generated__/graphql";
import { connectionOf } from "../../test/connection";
import { makeUser } from "../../test/render";
import { type ActivityFixture, makeChapter as makeChapterSummary, manyChapters as manyChapterSummaries } from "../activities/test-fixtures";

// The activities are the learners' screens' own; a tutor's chapter also says its activity.
export { type ActivityFixture, makeActivity, manyActivities } from "../activities/test-fixtures";
export type ChapterFixture = TutorChapterFieldsFragment & { __typename: "Chapter" };

export const tutor = makeUser({ id: "tutor-1", name: "grace", surname: "hopper", email: "grace@example.com", role: "tutor" });

export const makeChapter = (overrides: Partial<ChapterFixture> = {}): ChapterFixture => ({
  ...makeChapterSummary(),
  activityId: "activity-1",
  ...overrides,
});

// `count` distinct chapters of activity-1, chapter-<from> onwards (oldest first, like the API's list).
export const manyChapters = (count: number, from = 1): ChapterFixture[] => manyChapterSummaries(count, from).map((chapter) => makeChapter(chapter));

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
