// Shared API answers for this feature's tests (shapes as the server sends them, with __typename).
import {
  MyAttemptRegradedDocument,
  type LearnerAttemptInProgressFieldsFragment,
  type LearnerChapterQuizzesQuery,
  type LearnerQuizAttemptFieldsFragment,
  type LearnerQuizFieldsFragment,
  type MyQuizAttemptsQuery,
} from "../../graphql/__generated__/graphql";
import { connectionOf } from "../../test/connection";
import { SERVER_DEFAULT_SETTINGS } from "../quiz-authoring/test-fixtures";

type Attempt = LearnerQuizAttemptFieldsFragment & { __typename: "QuizAttempt" };
type Quiz = LearnerQuizFieldsFragment & { __typename: "Quiz" };
type Question = LearnerQuizFieldsFragment["questions"][number] & { __typename: "QuizQuestion" };
export type InProgress = LearnerAttemptInProgressFieldsFragment & { __typename: "QuizAttemptInProgress" };

type GradedAnswer = LearnerQuizAttemptFieldsFragment["answers"][number] & { __typename: "QuizAttemptAnswer" };

// A question as shown: `optionIndexes` default to the tutor's order; single choice, 1 point, plain text.
export const makeQuestion = (
  index: number,
  questionText: string,
  options: string[],
  optionIndexes = options.map((_, i) => i),
  overrides: Partial<Question> = {},
): Question => ({
  __typename: "QuizQuestion",
  index,
  type: "SINGLE_CHOICE",
  points: 1,
  textFormat: "PLAIN",
  questionText,
  options,
  optionIndexes,
  prompts: [],
  matches: [],
  ...overrides,
});

const defaultQuestions = (): Question[] => [
  makeQuestion(0, "Which type has exactly two values?", ["string", "boolean", "number"]),
  makeQuestion(1, "Which keyword declares a constant?", ["let", "var", "const"]),
];

// One question of each type, as a learner is shown them (the matches in their fixed shuffled order).
export const everyTypeQuestions = (): Question[] => [
  makeQuestion(0, "Capital of France?", ["Paris", "Lyon"]),
  makeQuestion(1, "Which are primes?", ["2", "3", "4"], [0, 1, 2], { type: "MULTIPLE_RESPONSE", points: 2 }),
  makeQuestion(2, "The sky is blue.", [], [], { type: "TRUE_FALSE" }),
  makeQuestion(3, "Grant is ___ in his tomb.", [], [], { type: "SHORT_ANSWER" }),
  makeQuestion(4, "When was Grant born?", [], [], { type: "NUMERICAL" }),
  makeQuestion(5, "Match the sounds", [], [], { type: "MATCHING", prompts: ["cat", "dog"], matches: ["woof", "quack", "meow"] }),
  makeQuestion(6, "Discuss *loops*.", [], [], { type: "ESSAY", points: 5, textFormat: "MARKDOWN" }),
];

// A graded answer as the server sends it: nothing answered, nothing shown, unless overridden.
export const makeAnswer = (questionIndex: number, overrides: Partial<GradedAnswer> = {}): GradedAnswer => ({
  __typename: "QuizAttemptAnswer",
  questionIndex,
  type: "SINGLE_CHOICE",
  selectedOptionIndex: null,
  selectedOptionIndexes: null,
  booleanAnswer: null,
  textAnswer: null,
  matchIndexes: null,
  correctAnswerIndex: null,
  isCorrect: null,
  points: null,
  maxPoints: 1,
  needsGrading: false,
  feedback: null,
  correctAnswer: null,
  generalFeedback: null,
  comment: null,
  ...overrides,
});

// A single-choice quiz of 1-point questions: points are the score, the most points the total.
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
  points: overrides.score ?? 1,
  maxPoints: overrides.total ?? 2,
  gradingStatus: "GRADED",
  percentage: 50,
  passPercentage: 50,
  passed: true,
  attemptNumber: 1,
  startedAt: null,
  submittedAt: "2024-03-05T12:30:00.000Z",
  reviewPolicy: "IMMEDIATELY",
  quizClosesAt: null,
  questions: defaultQuestions(),
  answers: [
    makeAnswer(0, { selectedOptionIndex: 1, correctAnswerIndex: 1, isCorrect: true, points: 1, correctAnswer: "boolean" }),
    makeAnswer(1, { selectedOptionIndex: 0, correctAnswerIndex: 2, isCorrect: false, points: 0, correctAnswer: "const" }),
  ],
  regrades: [],
  ...overrides,
});

export const makeQuiz = (overrides: Partial<Quiz> = {}): Quiz => ({
  __typename: "Quiz",
  id: "quiz-1",
  title: "Types basics",
  instructions: "Pick one answer per question.",
  createdAt: "2024-03-01T10:00:00.000Z",
  ...SERVER_DEFAULT_SETTINGS,
  // Open, one attempt and none used: what the server says of a new quiz to a learner.
  window: "OPEN",
  myAttemptsLeft: 1,
  questions: defaultQuestions(),
  myAttempt: null,
  myAttemptInProgress: null,
  ...overrides,
});

// A timed attempt just started: 20 minutes left by the server's clock.
export const makeInProgress = (overrides: Partial<InProgress> = {}): InProgress => ({
  __typename: "QuizAttemptInProgress",
  id: "attempt-9",
  quizId: "quiz-1",
  attemptNumber: 1,
  startedAt: "2024-03-05T12:00:00.000Z",
  deadline: "2024-03-05T12:20:00.000Z",
  serverTime: "2024-03-05T12:00:00.000Z",
  savedAt: null,
  savedAnswers: [],
  questions: defaultQuestions(),
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

// The answers to everyTypeQuestions() as the learner gives them (positions shown), and as graded:
// some right, some in part, the essay waiting for its tutor (4 of 11 points so far).
export const EVERY_TYPE_INPUT = [
  { questionIndex: 0, selectedOptionIndex: 0 },
  { questionIndex: 1, selectedOptionIndexes: [0, 2] },
  { questionIndex: 2, booleanAnswer: true },
  { questionIndex: 3, textAnswer: "entombed" },
  { questionIndex: 4, numberAnswer: "1823" },
  { questionIndex: 5, matchIndexes: [2, 1] },
  { questionIndex: 6, textAnswer: "Loops repeat." },
];

export const everyTypeAttempt = (overrides: Partial<Attempt> = {}): Attempt =>
  makeAttempt({
    quizTitle: "Every type",
    score: 3,
    total: 7,
    points: 4,
    maxPoints: 11,
    percentage: 36,
    passed: false,
    gradingStatus: "NEEDS_GRADING",
    questions: everyTypeQuestions(),
    answers: [
      makeAnswer(0, { selectedOptionIndex: 0, correctAnswerIndex: 0, isCorrect: true, points: 1, feedback: "Oui", correctAnswer: "Paris" }),
      makeAnswer(1, { type: "MULTIPLE_RESPONSE", selectedOptionIndexes: [0, 2], isCorrect: false, points: 0, maxPoints: 2, feedback: "Yes\n\nEven", correctAnswer: "2; 3" }),
      makeAnswer(2, { type: "TRUE_FALSE", booleanAnswer: true, isCorrect: true, points: 1, feedback: "Right", correctAnswer: "True" }),
      makeAnswer(3, { type: "SHORT_ANSWER", textAnswer: "entombed", isCorrect: true, points: 1, correctAnswer: "entomb*" }),
      makeAnswer(4, { type: "NUMERICAL", textAnswer: "1823", isCorrect: false, points: 0.5, feedback: "Close", correctAnswer: "1822" }),
      makeAnswer(5, { type: "MATCHING", matchIndexes: [2, 1], isCorrect: false, points: 0.5, correctAnswer: "cat → meow; dog → woof" }),
      makeAnswer(6, { type: "ESSAY", textAnswer: "Loops repeat.", needsGrading: true, maxPoints: 5, generalFeedback: "Mention *for* and *while*." }),
    ],
    ...overrides,
  });

// My Quiz Results hears of regrades: no event, unless a test's own mock comes first.
export const quietRegrades = {
  request: { query: MyAttemptRegradedDocument },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: Number.POSITIVE_INFINITY,
};
