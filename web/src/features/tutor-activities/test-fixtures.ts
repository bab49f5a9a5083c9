// API answers for this feature's tests (shapes as the server sends them, with __typename).
import type {
  ChapterContent,
  TutorActivityFieldsFragment,
  TutorChapterFieldsFragment,
} from "../../graphql/__generated__/graphql";
import { makeUser } from "../../test/render";

export type ActivityFixture = TutorActivityFieldsFragment & { __typename: "Activity" };
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

export const myActivitiesResult = (items: ActivityFixture[]) => ({
  data: { myActivities: { __typename: "ActivityPage" as const, items, total: items.length } },
});

export const activityChaptersResult = (chapters: ChapterFixture[], activityId = "activity-1") => ({
  data: { activity: { __typename: "Activity" as const, id: activityId, chapterCount: chapters.length, chapters } },
});

export const graphQLError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });
