// Shared API answers for this feature's tests (shapes as the server sends them, with __typename).
import type {
  LearnerChapterQuizzesQuery,
  LearnerQuizAttemptFieldsFragment,
  LearnerQuizFieldsFragment,
  MyQuizAttemptsQuery,
} from "../../graphql/__generated__/graphql";
import { connectionOf } from "../../test/connection";

type Attempt = LearnerQuizAttemptFieldsFragment & { __typename: "QuizAttempt" };
type Quiz = LearnerQuizFieldsFragment & { __typename: "Quiz" };

export const makeAttempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  __typename: "QuizAttempt",
  id: "attempt-1",
  quizId: "quiz-1",
  quizTitle: "Types basics",
  activityId: "activity-1",
  activityTitle: "TypeScript Fundamentals",
  chapterId: "chapter-1",
  chapterTitle: "Primitive types",
  score: 1,
  total: 2,
  percentage: 50,
  passed: true,
  submittedAt: "2024-03-05T12:30:00.000Z",
  answers: [
    { __typename: "QuizAttemptAnswer", questionIndex: 0, selectedOptionIndex: 1, correctAnswerIndex: 1, isCorrect: true },
    { __typename: "QuizAttemptAnswer", questionIndex: 1, selectedOptionIndex: 0, correctAnswerIndex: 2, isCorrect: false },
  ],
  ...overrides,
});

export const makeQuiz = (overrides: Partial<Quiz> = {}): Quiz => ({
  __typename: "Quiz",
  id: "quiz-1",
  title: "Types basics",
  instructions: "Pick one answer per question.",
  createdAt: "2024-03-01T10:00:00.000Z",
  questions: [
    { __typename: "QuizQuestion", questionText: "Which type has exactly two values?", options: ["string", "boolean", "number"] },
    { __typename: "QuizQuestion", questionText: "Which keyword declares a constant?", options: ["let", "var", "const"] },
  ],
  myAttempt: null,
  ...overrides,
});

type PageOptions = { totalCount?: number; hasNextPage?: boolean };
// connectionOf names the edge and connection types with plain strings: the generated types want literals.
type QuizConnection = LearnerChapterQuizzesQuery["publishedQuizzes"];
type AttemptHistory = MyQuizAttemptsQuery["myQuizAttempts"];

// One page of a chapter's published quizzes (cursors "Quiz:<id>").
export const chapterQuizzesResult = (quizzes: Quiz[], page: PageOptions = {}): { data: LearnerChapterQuizzesQuery } => ({
  data: {
    chapter: { __typename: "Chapter", id: "chapter-1", title: "Primitive types", activityId: "activity-1" },
    publishedQuizzes: connectionOf("Quiz", quizzes, page) as QuizConnection,
  },
});

export type AttemptStatsFixture = { totalAttempts: number; passedCount: number; averagePercentage: number };

// One page of the learner's attempts (cursors "QuizAttempt:<id>") with the server's stats over all of them.
export const historyResult = (
  items: Attempt[],
  stats: AttemptStatsFixture = { totalAttempts: items.length, passedCount: 0, averagePercentage: 0 },
  page: PageOptions = {},
): { data: MyQuizAttemptsQuery } => ({
  data: {
    myQuizAttempts: {
      ...(connectionOf("QuizAttempt", items, { ...page, connectionTypename: "QuizAttemptHistory" }) as Omit<AttemptHistory, "stats">),
      stats: { __typename: "QuizAttemptStats", ...stats },
    },
  },
});
