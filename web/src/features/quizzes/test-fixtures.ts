// Shared API answers for this feature's tests (shapes as the server sends them, with __typename).
import type {
  LearnerChapterQuizzesQuery,
  LearnerQuizAttemptFieldsFragment,
  LearnerQuizFieldsFragment,
  MyQuizAttemptsQuery,
} from "../../graphql/__generated__/graphql";

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

export const chapterQuizzesResult = (quizzes: Quiz[]): { data: LearnerChapterQuizzesQuery } => ({
  data: {
    chapter: { __typename: "Chapter", id: "chapter-1", title: "Primitive types", activityId: "activity-1" },
    publishedQuizzes: { __typename: "QuizPage", items: quizzes, total: quizzes.length },
  },
});

export const historyResult = (
  items: Attempt[],
  stats = { totalAttempts: items.length, passedCount: 0, averagePercentage: 0 },
): { data: MyQuizAttemptsQuery } => ({
  data: {
    myQuizAttempts: {
      __typename: "QuizAttemptHistory",
      items,
      total: items.length,
      limit: 100,
      offset: 0,
      stats: { __typename: "QuizAttemptStats", ...stats },
    },
  },
});
