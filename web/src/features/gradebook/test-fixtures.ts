import {
  GradebookActivityDocument,
  GradebookDocument,
  type GradebookQuery,
  type GradebookQuizFieldsFragment,
  type GradebookRowFieldsFragment,
} from "../../graphql/__generated__/graphql";
import { makeUser } from "../../test/render";

export const tutor = makeUser({ id: "tutor-1", role: "tutor", token: "tutor-token" });
export const admin = makeUser({ id: "admin-1", role: "admin", token: "admin-token" });
export const ACTIVITY_ID = "activity-1";
export const GRADEBOOK_ROUTE = `/manage-activities/${ACTIVITY_ID}/gradebook`;

type Quiz = GradebookQuizFieldsFragment & { __typename: "GradebookQuiz" };
type Row = GradebookRowFieldsFragment & { __typename: "GradebookRow" };
type Cell = Row["cells"][number];

export const makeQuiz = (n: number, overrides: Partial<Quiz> = {}): Quiz => ({
  __typename: "GradebookQuiz",
  id: `quiz-${n}`,
  title: `Quiz ${n}`,
  chapterTitle: `Chapter ${n}`,
  gradingMethod: "HIGHEST",
  passPercentage: 70,
  ...overrides,
});

export const notAttempted = (quizId: string): Cell => ({
  __typename: "GradebookCell",
  quizId,
  attempted: false,
  grade: null,
  points: null,
  maxPoints: null,
  attemptsUsed: 0,
  passed: null,
  needsGrading: false,
});

export const attempted = (quizId: string, grade: number, overrides: Partial<Cell> = {}): Cell => ({
  __typename: "GradebookCell",
  quizId,
  attempted: true,
  grade,
  points: grade / 10,
  maxPoints: 10,
  attemptsUsed: 1,
  passed: grade >= 70,
  needsGrading: false,
  ...overrides,
});

export const makeRow = (n: number, cells: Cell[], averagePercentage = 0): Row => ({
  __typename: "GradebookRow",
  learner: { __typename: "GradebookLearner", id: `learner-${n}`, name: `Learner ${n}`, email: `learner${n}@example.com` },
  cells,
  averagePercentage,
});

export const rowCursor = (n: number) => `row:learner-${n}`;

export const gradebookResult = (
  quizzes: Quiz[],
  rows: Row[],
  { totalCount = rows.length, hasNextPage = totalCount > rows.length }: { totalCount?: number; hasNextPage?: boolean } = {},
): { data: GradebookQuery } => {
  const last = rows[rows.length - 1];
  return {
    data: {
      gradebook: {
        __typename: "Gradebook",
        activityId: ACTIVITY_ID,
        quizzes,
        rows: {
          __typename: "GradebookRowConnection",
          nodes: rows,
          pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: last ? rowCursor(Number(last.learner.id.replace("learner-", ""))) : null },
          totalCount,
        },
      },
    },
  };
};

export const gradebookMock = (
  variables: Record<string, unknown>,
  result: ReturnType<typeof gradebookResult> | { errors: { message: string }[] },
) => ({
  request: { query: GradebookDocument, variables: { activityId: ACTIVITY_ID, first: 20, ...variables } },
  result,
});

export const activityMock = {
  request: { query: GradebookActivityDocument, variables: { id: ACTIVITY_ID } },
  result: { data: { activity: { __typename: "Activity" as const, id: ACTIVITY_ID, title: "Databases" } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
