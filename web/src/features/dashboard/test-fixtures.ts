import { MyProgressDocument, type MyProgressQuery } from "../../graphql/__generated__/graphql";

type Progress = MyProgressQuery["myProgress"];

// n days counted back from (or on from) 2026-11-25, with `counts` at the given offsets and 0 elsewhere.
const daysFrom = (n: number, direction: 1 | -1, counts: Record<number, number> = {}) =>
  Array.from({ length: n }, (_, index) => {
    const offset = direction === 1 ? index : index - (n - 1);
    const day = new Date(Date.UTC(2026, 10, 25 + offset)).toISOString().slice(0, 10);
    return { __typename: "DayCount" as const, day, count: counts[offset] ?? 0 };
  });

export const progressFixture = (overrides: Partial<Progress> = {}): Progress => ({
  __typename: "LearnerProgress",
  streak: 3,
  dueToday: 7,
  courses: [
    {
      __typename: "CourseProgress",
      course: { __typename: "Course", id: "course-1", title: "Spanish Basics" },
      counts: { __typename: "CardCounts", new: 5, learning: 2, review: 10, dueToday: 7, newToday: 5 },
    },
    {
      __typename: "CourseProgress",
      course: { __typename: "Course", id: "course-2", title: "Algebra" },
      counts: { __typename: "CardCounts", new: 0, learning: 0, review: 4, dueToday: 0, newToday: 20 },
    },
  ],
  activities: [
    {
      __typename: "ActivityProgress",
      activity: { __typename: "Activity", id: "activity-1", title: "Intro to Python" },
      chaptersPassed: 2,
      chaptersWithQuizzes: 5,
    },
  ],
  // 40 reviews yesterday and 2 today; 4 cards due today and 8 the day after tomorrow.
  reviewsPerDay: daysFrom(30, -1, { [-1]: 40, 0: 2 }),
  dueForecast: daysFrom(14, 1, { 0: 4, 2: 8 }),
  ...overrides,
});

export const progressMock = (progress: Progress = progressFixture(), delay = 0) => ({
  request: { query: MyProgressDocument },
  result: { data: { myProgress: progress } },
  delay,
});
