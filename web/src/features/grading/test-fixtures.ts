import type {
  EssayToGradeFieldsFragment,
  EssaysToGradeQuery,
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
  learnerName: `Learner ${n}`,
  submittedAt: `2026-01-0${n}T09:30:00.000Z`,
  textAnswer: `First line of essay ${n}\n\n    indented second part`,
  maxPoints: 2,
  ...overrides,
});

// A page of the queue as the screen selects it; the cursor of a row is `essay:<attemptId>`.
export const essaysPage = (
  nodes: EssayToGradeFieldsFragment[],
  options: { totalCount?: number; hasNextPage?: boolean } = {},
): { data: EssaysToGradeQuery } => {
  const totalCount = options.totalCount ?? nodes.length;
  const hasNextPage = options.hasNextPage ?? totalCount > nodes.length;
  return {
    data: {
      essayAnswersToGrade: {
        __typename: "EssayToGradeConnection",
        nodes,
        pageInfo: {
          __typename: "PageInfo",
          hasNextPage,
          endCursor: nodes.length
            ? `essay:${nodes[nodes.length - 1].attemptId}`
            : null,
        },
        totalCount,
      },
    },
  };
};
