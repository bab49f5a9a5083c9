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
  it("takes an attempt that now fails out of the passed list (one fewer) and leaves the others", () => {
    const cache = withLists([{ attempts: [newest, middle] }, { passed: true, attempts: [newest, middle] }, { passed: false, attempts: [newest] }]);
    placeRegradedAttempt(cache, { ...newest, passed: false });
    expect(titles(cache, true)).toEqual(["Generics"]);
    expect(shown(cache, true)?.totalCount).toBe(1);
    expect(titles(cache)).toEqual(["Types basics", "Generics"]);
    expect(titles(cache, false)).toEqual(["Types basics"]);
  });

  it("drops the list of its filter that lacks it where it would be shown: it loads afresh", () => {
    const cache = withLists([{ passed: true, attempts: [middle] }, { passed: false, attempts: [newest] }]);
    placeRegradedAttempt(cache, { ...newest, passed: true });
    expect(read(cache, true)).toBeNull();
    expect(titles(cache, false)).toEqual([]);
  });

  it("keeps the list of its filter when the attempt is older than every row loaded (a later page may hold it)", () => {
    const cache = withLists([{ passed: true, attempts: [newest, middle], hasNextPage: true, totalCount: 3 }]);
    placeRegradedAttempt(cache, { ...oldest, passed: true });
    expect(titles(cache, true)).toEqual(["Types basics", "Generics"]);
    placeRegradedAttempt(cache, { ...makeAttempt({ id: "a-9", submittedAt: "2024-03-06T00:00:00.000Z" }), passed: true });
    expect(read(cache, true)).toBeNull();
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
