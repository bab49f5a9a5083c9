import type {
  EssayToGradeFieldsFragment,
  EssaysToGradeQuery,
  GradedEssaysQuery,
} from "../../graphql/__generated__/graphql";

export const makeEssay = (
  n: number,
  overrides: Partial<EssayToGradeFieldsFragment> = {},
): EssayToGradeFieldsFragment => ({
  __typename: "EssayToGrade",
  attemptId: `attempt-${n}`,
  questionIndex: 2,
  quizId: "quiz-1",
  quizTitle: "HTTP basics",
  questionText: `Explain idempotency (${n})`,
  textFormat: "PLAIN",
  learnerName: `Learner ${n}`,
  submittedAt: `2026-01-0${n}T09:30:00.000Z`,
  textAnswer: `First line of essay ${n}\n\n    indented second part`,
  maxPoints: 2,
  points: null,
  comment: null,
  gradedAt: null,
  ...overrides,
});

// A graded essay: 1.5 of 2 points, commented, graded the day after it was submitted.
export const makeGradedEssay = (
  n: number,
  overrides: Partial<EssayToGradeFieldsFragment> = {},
): EssayToGradeFieldsFragment =>
  makeEssay(n, { points: 1.5, comment: `Good start (${n})`, gradedAt: `2026-01-1${n}T14:05:00.000Z`, ...overrides });

const connectionOf = (nodes: EssayToGradeFieldsFragment[], options: { totalCount?: number; hasNextPage?: boolean }) => {
  const totalCount = options.totalCount ?? nodes.length;
  const hasNextPage = options.hasNextPage ?? totalCount > nodes.length;
  return {
    __typename: "EssayToGradeConnection" as const,
    nodes,
    pageInfo: {
      __typename: "PageInfo" as const,
      hasNextPage,
      endCursor: nodes.length ? `essay:${nodes[nodes.length - 1].attemptId}` : null,
    },
    totalCount,
  };
};

// A page of the queue as the screen selects it; the cursor of a row is `essay:<attemptId>`.
export const essaysPage = (
  nodes: EssayToGradeFieldsFragment[],
  options: { totalCount?: number; hasNextPage?: boolean } = {},
): { data: EssaysToGradeQuery } => ({ data: { essayAnswersToGrade: connectionOf(nodes, options) } });

// A page of the graded essays, the same way.
export const gradedPage = (
  nodes: EssayToGradeFieldsFragment[],
  options: { totalCount?: number; hasNextPage?: boolean } = {},
): { data: GradedEssaysQuery } => ({ data: { gradedEssayAnswers: connectionOf(nodes, options) } });
