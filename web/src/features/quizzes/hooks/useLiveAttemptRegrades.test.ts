import { createCache } from "../../../graphql/cache";
import { MyProgressDocument, MyQuizAttemptsDocument, UserDashboardFiguresDocument } from "../../../graphql/__generated__/graphql";
import { historyResult, makeAttempt } from "../test-fixtures";
import { forgetLearnerFigures, placeRegradedAttempt } from "./useLiveAttemptRegrades";

// Newest first, as the server lists them.
const newest = makeAttempt({ id: "a-1", quizTitle: "Types basics", submittedAt: "2024-03-05T12:30:00.000Z" });
const middle = makeAttempt({ id: "a-2", quizTitle: "Generics", submittedAt: "2024-03-04T12:30:00.000Z" });
const oldest = makeAttempt({ id: "a-3", quizTitle: "Unions", submittedAt: "2024-03-03T12:30:00.000Z" });

const withLists = (lists: { passed?: boolean; attempts: ReturnType<typeof makeAttempt>[]; hasNextPage?: boolean; totalCount?: number }[]) => {
  const cache = createCache();
  for (const { passed, attempts, hasNextPage = false, totalCount = attempts.length } of lists) {
    cache.writeQuery({
      query: MyQuizAttemptsDocument,
      variables: { passed, first: 20 },
      ...historyResult(attempts, undefined, { hasNextPage, totalCount }),
    });
  }
  return cache;
};
const read = (cache: ReturnType<typeof createCache>, passed?: boolean) =>
  cache.readQuery({ query: MyQuizAttemptsDocument, variables: { passed, first: 20 } });
const shown = (cache: ReturnType<typeof createCache>, passed?: boolean) => read(cache, passed)?.myQuizAttempts;
const titles = (cache: ReturnType<typeof createCache>, passed?: boolean) => shown(cache, passed)?.nodes.map((node) => node.quizTitle);

describe("placeRegradedAttempt", () => {
  it("drops the lists filtered by result (only the server places the attempt) and keeps the list of all", () => {
    const cache = withLists([{ attempts: [newest, middle] }, { passed: true, attempts: [newest, middle] }, { passed: false, attempts: [oldest] }]);
    placeRegradedAttempt(cache);
    expect(read(cache, true)).toBeNull();
    expect(read(cache, false)).toBeNull();
    expect(titles(cache)).toEqual(["Types basics", "Generics"]);
    expect(shown(cache)?.totalCount).toBe(2);
  });
});

describe("forgetLearnerFigures", () => {
  it("forgets the dashboard's quiz figures and the chapters passed, keeping the rest of the progress", () => {
    const cache = createCache();
    cache.writeQuery({
      query: UserDashboardFiguresDocument,
      data: { learnerDashboard: { __typename: "LearnerDashboard", attempts: 2, passed: 1, averagePercentage: 50 } },
    });
    cache.writeQuery({
      query: MyProgressDocument,
      data: {
        myProgress: {
          __typename: "LearnerProgress",
          streak: 3,
          dueToday: 4,
          courses: [],
          activities: [
            {
              __typename: "ActivityProgress",
              activity: { __typename: "Activity", id: "activity-1", title: "TypeScript Fundamentals" },
              chaptersPassed: 1,
              chaptersWithQuizzes: 2,
            },
          ],
          reviewsPerDay: [],
          dueForecast: [],
        },
      },
    });
    forgetLearnerFigures(cache);
    expect(cache.readQuery({ query: UserDashboardFiguresDocument })).toBeNull();
    expect(cache.readQuery({ query: MyProgressDocument })).toBeNull();
    const progress = cache.extract().ROOT_QUERY?.myProgress as Record<string, unknown>;
    expect(progress).toMatchObject({ streak: 3, dueToday: 4 });
    expect(progress).not.toHaveProperty("activities");
  });
});
