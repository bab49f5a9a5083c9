// API answers for this feature's tests (shapes as the server sends them, with __typename).
import type {
  ChapterHeaderFieldsFragment,
  AuthoringQuizFieldsFragment,
  AuthoringQuizInsightQuery,
  AuthoringQuizQuery,
  QuizQuestionInput,
  TutorQuizzesQuery,
} from "../../graphql/__generated__/graphql";
import { connectionOf } from "../../test/connection";
import { makeUser } from "../../test/render";

// The server's settings for a new quiz (SPEC.md's behaviour), as a quiz query returns them.
export const SERVER_DEFAULT_SETTINGS = {
  timeLimitMinutes: null,
  opensAt: null,
  closesAt: null,
  shuffleQuestions: false,
  shuffleOptions: false,
  reviewPolicy: "IMMEDIATELY",
  attemptsAllowed: 1,
  gradingMethod: "HIGHEST",
  passPercentage: 50,
} as const;

export const tutor = makeUser({
  id: "tutor-1",
  name: "ada",
  surname: "lovelace",
  email: "ada@example.com",
  role: "tutor",
});

export type QuizFixture = AuthoringQuizFieldsFragment & { __typename: "Quiz" };
type Question = AuthoringQuizQuery["quiz"]["questions"][number] & {
  __typename: "QuizQuestion";
};

// A stored question as its tutor reads it: single choice worth 1 point unless told otherwise, the
// other types' fields empty.
export const storedQuestion = (
  fields: Partial<Question> & Pick<Question, "questionText">,
): Question => ({
  __typename: "QuizQuestion",
  type: "SINGLE_CHOICE",
  points: 1,
  textFormat: "PLAIN",
  generalFeedback: null,
  options: [],
  correctAnswerIndex: null,
  optionCredits: null,
  optionFeedback: null,
  correctBoolean: null,
  acceptedAnswers: null,
  caseSensitive: false,
  numericAnswers: null,
  pairs: null,
  extraMatches: null,
  ...fields,
});
export type QuizDetailFixture = QuizFixture & { questions: Question[]; slots?: AuthoringQuizQuery["quiz"]["slots"] };

export const makeChapter = (
  overrides: Partial<ChapterHeaderFieldsFragment> = {},
) => ({
  __typename: "Chapter" as const,
  id: "chapter-1",
  title: "Primitive types",
  activityId: "activity-1",
  ...overrides,
});

export const makeQuiz = (
  overrides: Partial<QuizFixture> = {},
): QuizFixture => ({
  __typename: "Quiz",
  id: "quiz-1",
  chapterId: "chapter-1",
  title: "Types basics",
  instructions: "Pick one answer per question.",
  isPublished: false,
  createdAt: "2024-03-01T10:00:00.000Z",
  questionCount: 2,
  attemptCount: 0,
  ...SERVER_DEFAULT_SETTINGS,
  // Open; attempts left are a learner's, so none for the tutor.
  window: "OPEN",
  myAttemptsLeft: null,
  ...overrides,
});

export const makeQuestions = (): Question[] => [
  storedQuestion({
    questionText: "Which type has exactly two values?",
    options: ["string", "boolean", "number"],
    correctAnswerIndex: 1,
  }),
  storedQuestion({
    questionText: "Which keyword declares a constant?",
    options: ["let", "const"],
    correctAnswerIndex: 1,
  }),
];

// A quiz with one question of every type, as its tutor reads it (credits as fractions).
export const questionsOfEveryType = (): Question[] => [
  storedQuestion({
    questionText: "Which keyword declares a constant?",
    points: 2,
    generalFeedback: "const cannot be reassigned.",
    options: ["let", "const"],
    correctAnswerIndex: 1,
    optionFeedback: ["let can change", null],
  }),
  storedQuestion({
    type: "MULTIPLE_RESPONSE",
    questionText: "Which are primitive types?",
    options: ["string", "Array", "number"],
    optionCredits: [0.5, -1, 0.5],
    optionFeedback: [null, "Array is an object", null],
  }),
  storedQuestion({
    type: "TRUE_FALSE",
    questionText: "null is an object in typeof.",
    correctBoolean: true,
    optionFeedback: ["Yes, a known quirk", null],
  }),
  storedQuestion({
    type: "SHORT_ANSWER",
    questionText: "Name the type of true.",
    acceptedAnswers: [
      {
        __typename: "AcceptedAnswer",
        text: "boolean",
        credit: 1,
        feedback: null,
      },
      {
        __typename: "AcceptedAnswer",
        text: "bool*",
        credit: 0.5,
        feedback: "Close: the full name is boolean",
      },
    ],
    caseSensitive: true,
  }),
  storedQuestion({
    type: "NUMERICAL",
    questionText: "How many bits in a byte?",
    points: 1.5,
    numericAnswers: [
      {
        __typename: "NumericAnswer",
        value: 8,
        tolerance: 0,
        min: null,
        max: null,
        credit: 1,
        feedback: null,
      },
      {
        __typename: "NumericAnswer",
        value: null,
        tolerance: null,
        min: 7,
        max: 9,
        credit: 0.333333,
        feedback: "Nearly",
      },
    ],
  }),
  storedQuestion({
    type: "MATCHING",
    questionText: "Match each literal to its type.",
    pairs: [
      { __typename: "MatchingPair", prompt: "1", match: "number" },
      { __typename: "MatchingPair", prompt: "'a'", match: "string" },
    ],
    extraMatches: ["symbol"],
  }),
  storedQuestion({
    type: "ESSAY",
    questionText: "Explain type coercion.",
    points: 5,
  }),
];

// What publishQuiz answers besides: the questions' indexes (the tutor's order) and no attempt of the tutor's own.
export const publishedExtras = () => ({
  questions: makeQuestions().map((question, index) => ({
    ...question,
    index,
    optionIndexes: question.options.map((_, optionIndex) => optionIndex),
  })),
  myAttempt: null,
  myAttemptInProgress: null,
});

export const makeQuizDetail = (
  overrides: Partial<QuizDetailFixture> = {},
): QuizDetailFixture => ({
  ...makeQuiz(),
  questions: makeQuestions(),
  // Every question fixed: the slots as the server gives them are left out where not selected.
  slots: null,
  ...overrides,
});

type PageOptions = { totalCount?: number; hasNextPage?: boolean };

// One page of a chapter's quizzes, oldest first (cursors "Quiz:<id>"). connectionOf names the
// edge and connection types with plain strings: the generated type wants literals.
export const tutorQuizzesResult = (
  items: QuizFixture[],
  chapter = makeChapter(),
  page: PageOptions = {},
): { data: TutorQuizzesQuery } => ({
  data: {
    chapter,
    quizzes: connectionOf("Quiz", items, page) as TutorQuizzesQuery["quizzes"],
  },
});

export const quizResult = (
  quiz: QuizDetailFixture = makeQuizDetail(),
): { data: AuthoringQuizQuery } => ({
  data: { quiz: { ...quiz, chapter: makeChapter({ id: quiz.chapterId }) } },
});

type Insight = AuthoringQuizInsightQuery["quizInsight"];

export const insightResult = (
  overrides: Partial<Insight> = {},
): { data: AuthoringQuizInsightQuery } => ({
  data: {
    quizInsight: {
      __typename: "QuizInsight",
      quizId: "quiz-1",
      attemptCount: 4,
      passedCount: 3,
      averageScore: 1.25,
      averagePercentage: 62.5,
      passRate: 75,
      standardDeviation: 23.94,
      cronbachAlpha: 0.41,
      questions: [
        {
          __typename: "QuizQuestionInsight",
          questionIndex: 0,
          questionId: null,
          answerCount: 4,
          questionText: "Which type has exactly two values?",
          type: "SINGLE_CHOICE",
          correctAnswerIndex: 1,
          correctCount: 3,
          correctRate: 75,
          averagePoints: 0.75,
          optionCounts: [0, 3, 1],
          topAnswers: [],
          pairCorrectRates: [],
          facilityIndex: 75,
          discriminationIndex: 57.74,
          optionTopThirdShares: [0, 100, 0],
          optionBottomThirdShares: [0, 50, 50],
        },
        {
          __typename: "QuizQuestionInsight",
          questionIndex: 1,
          questionId: null,
          answerCount: 4,
          questionText: "Which keyword declares a constant?",
          type: "SINGLE_CHOICE",
          correctAnswerIndex: 1,
          correctCount: 2,
          correctRate: 50,
          averagePoints: 0.5,
          optionCounts: [1, 2, 1],
          topAnswers: [],
          pairCorrectRates: [],
          facilityIndex: 50,
          discriminationIndex: 0,
          optionTopThirdShares: [0, 100, 0],
          optionBottomThirdShares: [50, 0, 50],
        },
      ],
      ...overrides,
    },
  },
});

type InsightQuestion = Insight["questions"][number];

// One question of an insight: a question at place questionIndex given in all 4 attempts, figures overridable.
export const insightQuestion = (
  questionIndex: number,
  fields: Partial<InsightQuestion> & Pick<InsightQuestion, "type">,
): InsightQuestion & { __typename: "QuizQuestionInsight" } => ({
  __typename: "QuizQuestionInsight",
  questionIndex,
  questionId: null,
  questionText: `Question text ${questionIndex + 1}`,
  answerCount: 4,
  correctAnswerIndex: null,
  correctCount: 1,
  correctRate: 25,
  averagePoints: 0.5,
  optionCounts: [],
  topAnswers: [],
  pairCorrectRates: [],
  facilityIndex: 50,
  discriminationIndex: 40,
  optionTopThirdShares: [],
  optionBottomThirdShares: [],
  ...fields,
});

// What saving questionsOfEveryType() unchanged sends: each type's own fields, credits as fractions.
export const everyTypeInput = (): QuizQuestionInput[] => [
  {
    type: "SINGLE_CHOICE",
    questionText: "Which keyword declares a constant?",
    points: 2,
    generalFeedback: "const cannot be reassigned.",
    options: ["let", "const"],
    correctAnswerIndex: 1,
    optionFeedback: ["let can change", null],
  },
  {
    type: "MULTIPLE_RESPONSE",
    questionText: "Which are primitive types?",
    points: 1,
    options: ["string", "Array", "number"],
    optionCredits: [0.5, -1, 0.5],
    optionFeedback: [null, "Array is an object", null],
  },
  {
    type: "TRUE_FALSE",
    questionText: "null is an object in typeof.",
    points: 1,
    correctBoolean: true,
    optionFeedback: ["Yes, a known quirk", null],
  },
  {
    type: "SHORT_ANSWER",
    questionText: "Name the type of true.",
    points: 1,
    caseSensitive: true,
    acceptedAnswers: [
      { text: "boolean", credit: 1 },
      {
        text: "bool*",
        credit: 0.5,
        feedback: "Close: the full name is boolean",
      },
    ],
  },
  {
    type: "NUMERICAL",
    questionText: "How many bits in a byte?",
    points: 1.5,
    numericAnswers: [
      { value: 8, tolerance: 0, credit: 1 },
      { min: 7, max: 9, credit: 0.333333, feedback: "Nearly" },
    ],
  },
  {
    type: "MATCHING",
    questionText: "Match each literal to its type.",
    points: 1,
    pairs: [
      { prompt: "1", match: "number" },
      { prompt: "'a'", match: "string" },
    ],
    extraMatches: ["symbol"],
  },
  { type: "ESSAY", questionText: "Explain type coercion.", points: 5 },
];
