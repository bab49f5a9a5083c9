import { LEARNER, OWNER_OR_ADMIN, TUTOR, type RestApi } from '../../rest/route';
import { DateTime, Id, NullableId, rowId, text, whole, withIdsShape, z } from '../../rest/schema';
import { withIds } from '../../rest/shape';
import type { AuthUser } from '../../shared/auth/access';
import type { Services } from '../module';
import { GradingStatus, type QuizAttempt, type QuizAttemptAnswer } from './quiz-attempt.entity';
import { QuestionType, TextFormat } from './questions/types';
import { ANSWER_ALL, type AttemptPlace, QUIZ_UNAVAILABLE } from './quiz-attempt.service';
import type { Quiz, QuizQuestion } from './quiz.entity';
import { FILL_REQUIRED_FIELDS, NEEDS_A_QUESTION, QUESTION_MESSAGES } from './quiz.validation';

// The question a message is about, from the issue's path (questions.<index>.<field>), counting from 1.
const questionNumber = (path: readonly PropertyKey[] | undefined): number => Number(path?.[1] ?? 0) + 1;
const aboutQuestion = (message: (n: number) => string) => (issue: { path?: readonly PropertyKey[] }) => message(questionNumber(issue.path));

// A field of a question's body that is not of its kind, worded with the question's number.
const invalid = (field: string) => aboutQuestion((n) => `Question ${n} has an invalid ${field}`);
const optional = <S extends z.ZodType>(schema: S) => schema.nullish();

// What a tutor sends; what the text may hold (not blank, how long, options distinct, what each
// type needs) QuizService decides. Without `type`, a body is a single-choice question as before.
const QuestionBody = z.object(
  {
    type: optional(z.enum(Object.values(QuestionType), { error: invalid('type') })).openapi({ description: 'SINGLE_CHOICE when left out.' }),
    questionText: z.string({ error: aboutQuestion(QUESTION_MESSAGES.missingText) }),
    points: optional(z.number({ error: invalid('points') })),
    textFormat: optional(z.enum(Object.values(TextFormat), { error: invalid('textFormat') })),
    generalFeedback: optional(z.string({ error: invalid('generalFeedback') })),
    options: optional(z.array(z.string({ error: aboutQuestion(QUESTION_MESSAGES.emptyOptions) }), { error: aboutQuestion(QUESTION_MESSAGES.optionCount) })),
    correctAnswerIndex: optional(z.int({ error: aboutQuestion(QUESTION_MESSAGES.correctAnswer) })),
    optionCredits: optional(z.array(z.number(), { error: invalid('optionCredits') })),
    optionFeedback: optional(z.array(z.string().nullable(), { error: invalid('optionFeedback') })),
    correctBoolean: optional(z.boolean({ error: invalid('correctBoolean') })),
    acceptedAnswers: optional(z.array(z.object({ text: z.string(), credit: z.number(), feedback: z.string().nullish() }), { error: invalid('acceptedAnswers') })),
    caseSensitive: optional(z.boolean({ error: invalid('caseSensitive') })),
    numericAnswers: optional(
      z.array(
        z.object({ value: z.number().nullish(), tolerance: z.number().nullish(), min: z.number().nullish(), max: z.number().nullish(), credit: z.number(), feedback: z.string().nullish() }),
        { error: invalid('numericAnswers') },
      ),
    ),
    pairs: optional(z.array(z.object({ prompt: z.string(), match: z.string() }), { error: invalid('pairs') })),
    extraMatches: optional(z.array(z.string(), { error: invalid('extraMatches') })),
  },
  { error: aboutQuestion(QUESTION_MESSAGES.missingText) },
).openapi({ description: 'The fields of QuizQuestionInput in the GraphQL schema, which says what each type reads and how it is graded.' });

const QuizBody = z
  .object({
    title: text(FILL_REQUIRED_FIELDS),
    instructions: text(FILL_REQUIRED_FIELDS),
    questions: z.array(QuestionBody, { error: NEEDS_A_QUESTION }),
  })
  .openapi('QuizInput');

const AnswerItem = z.object({
  questionIndex: z.int(),
  selectedOptionIndex: z.int().nullish(),
  selectedOptionIndexes: z.array(z.int()).nullish(),
  booleanAnswer: z.boolean().nullish(),
  textAnswer: z.string().nullish(),
  numberAnswer: z.string().nullish(),
  matchIndexes: z.array(z.int().nullable()).nullish(),
});

const AnswersBody = z.object({
  answers: whole(z.array(AnswerItem), ANSWER_ALL).openapi({
    description: "Every question answered exactly once, in the tutor's order, each with the one field its type takes (QuizAnswerInput in the GraphQL schema).",
  }),
});

const Question = z
  .strictObject({
    type: z.enum(Object.values(QuestionType)),
    questionText: z.string(),
    textFormat: z.enum(Object.values(TextFormat)),
    points: z.number(),
    options: z.array(z.string()),
    correctAnswerIndex: z.int().nullable().openapi({ description: "SINGLE_CHOICE; null unless the caller is the quiz's tutor or an admin." }),
    prompts: z.array(z.string()),
    matches: z.array(z.string()),
    caseSensitive: z.boolean(),
    generalFeedback: z.string().nullable(),
    optionCredits: z.array(z.number()).nullable(),
    optionFeedback: z.array(z.string().nullable()).nullable(),
    correctBoolean: z.boolean().nullable(),
    acceptedAnswers: z.array(z.strictObject({ text: z.string(), credit: z.number(), feedback: z.string().nullable() })).nullable(),
    numericAnswers: z
      .array(z.strictObject({ value: z.number().nullable(), tolerance: z.number().nullable(), min: z.number().nullable(), max: z.number().nullable(), credit: z.number(), feedback: z.string().nullable() }))
      .nullable(),
    pairs: z.array(z.strictObject({ prompt: z.string(), match: z.string() })).nullable(),
    extraMatches: z.array(z.string()).nullable(),
  })
  .openapi({ description: "As QuizQuestion in the GraphQL schema: the fields that give answers away are null except to the quiz's tutor and admins." });

const QuizAnswer = withIdsShape({
  chapterId: Id,
  title: z.string(),
  instructions: z.string(),
  isPublished: z.boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
  questions: z.array(Question),
})
  .strict()
  .openapi('Quiz');

const GradedAnswer = z
  .strictObject({
    questionIndex: z.int(),
    type: z.enum(Object.values(QuestionType)),
    selectedOptionIndex: z.int().nullable(),
    selectedOptionIndexes: z.array(z.int()).nullable(),
    booleanAnswer: z.boolean().nullable(),
    textAnswer: z.string().nullable(),
    matchIndexes: z.array(z.int().nullable()).nullable(),
    correctAnswerIndex: z.int().nullable(),
    isCorrect: z.boolean().nullable(),
    points: z.number().nullable(),
    maxPoints: z.number(),
    feedback: z.string().nullable(),
    correctAnswer: z.string().nullable(),
    generalFeedback: z.string().nullable(),
    comment: z.string().nullable(),
    needsGrading: z.boolean(),
  })
  .openapi({ description: "One graded answer (no _id: answers are part of their attempt). correctAnswerIndex and isCorrect are null until the quiz's review policy lets the learner see them." });

const attemptShape = {
  quizTitle: z.string().openapi({ description: 'Kept from the quiz at submission.' }),
  score: z.int(),
  total: z.int(),
  points: z.number().openapi({ description: 'Points earned, exact to 2 decimals.' }),
  maxPoints: z.number(),
  gradingStatus: z.enum(Object.values(GradingStatus)),
  percentage: z.int().openapi({ description: 'Points over the most there were, rounded to a whole percent (score over total for 1-point questions).' }),
  passed: z.boolean().openapi({ description: "At least the quiz's pass mark of the points earned (half by default)." }),
  answers: z.array(GradedAnswer),
  submittedAt: DateTime,
};

const AttemptAnswer = withIdsShape({ quizId: NullableId.openapi({ description: 'Null once the quiz is deleted.' }), ...attemptShape }).strict().openapi('QuizAttempt');

const titled = <Shape extends z.ZodRawShape>(shape: Shape, description: string) =>
  withIdsShape({ title: z.string(), ...shape }).strict().nullable().openapi({ description });

const HistoryItem = withIdsShape({
  quizId: z
    .strictObject({
      _id: NullableId,
      id: NullableId,
      title: z.string(),
      chapterId: titled({ activityId: titled({}, 'null once the activity is deleted.') }, 'null once the chapter is deleted.'),
    })
    .openapi({ description: 'Always present, with the title kept at submission; _id and id are null once the quiz is deleted.' }),
  ...attemptShape,
  chapterTitle: z.string().nullable(),
  activityTitle: z.string().nullable(),
})
  .strict()
  .openapi('QuizAttemptHistoryItem');

// The one place REST sends a quiz: its questions as the viewer may see them (Quiz.questionsFor).
const toRestQuiz = (quiz: Quiz, viewer: AuthUser) =>
  withIds({
    id: quiz.id,
    chapterId: quiz.chapterId,
    title: quiz.title,
    instructions: quiz.instructions,
    isPublished: quiz.isPublished,
    createdAt: quiz.createdAt,
    updatedAt: quiz.updatedAt,
    // REST has no start step: a timed quiz is taken in the app, so its questions are not listed here.
    // Nor is a learner's shuffled order: REST shows, and grades, the tutor's order.
    // A quiz with random slots lists its fixed questions: the draws are made, and taken, in the app.
    questions: quiz.questionsFor(viewer, { started: false }).map(restQuestion),
  });

// A question's fields as GraphQL's QuizQuestion has them (but its index and option indexes: REST lists the tutor's order).
const restQuestion = (question: QuizQuestion) => ({
  type: question.type,
  questionText: question.questionText,
  textFormat: question.textFormat,
  points: question.points,
  options: question.options,
  correctAnswerIndex: question.correctAnswerIndex,
  prompts: question.prompts,
  matches: question.matches,
  caseSensitive: question.caseSensitive,
  generalFeedback: question.generalFeedback,
  optionCredits: question.optionCredits,
  optionFeedback: question.optionFeedback,
  correctBoolean: question.correctBoolean,
  acceptedAnswers: question.acceptedAnswers?.map(({ text, credit, feedback }) => ({ text, credit, feedback: feedback ?? null })) ?? null,
  numericAnswers: question.numericAnswers?.map(({ value, tolerance, min, max, credit, feedback }) => ({ value: value ?? null, tolerance: tolerance ?? null, min: min ?? null, max: max ?? null, credit, feedback: feedback ?? null })) ?? null,
  pairs: question.pairs?.map(({ prompt, match }) => ({ prompt, match })) ?? null,
  extraMatches: question.extraMatches,
});

const attemptFields = (attempt: QuizAttempt, answers: QuizAttemptAnswer[]) => ({
  id: attempt.id,
  quizTitle: attempt.quizTitle,
  score: attempt.score,
  total: attempt.total,
  points: attempt.points,
  maxPoints: attempt.maxPoints,
  gradingStatus: attempt.gradingStatus,
  percentage: attempt.percentage,
  passed: attempt.passed,
  // With the correct answers as the quiz's review policy allows (answersFor in the service).
  answers,
  submittedAt: attempt.submittedAt,
});

// quizId populated as the original server did, chapter and activity from `place`.
const toRestHistoryItem = (attempt: QuizAttempt, answers: QuizAttemptAnswer[], place: AttemptPlace | undefined) => {
  const chapter = place?.chapter ?? null;
  const activity = place?.activity ?? null;
  return withIds({
    ...attemptFields(attempt, answers),
    quizId: {
      _id: attempt.quizId,
      id: attempt.quizId,
      title: attempt.quizTitle,
      chapterId: chapter && { ...withIds(chapter), activityId: activity && withIds(activity) },
    },
    chapterTitle: chapter?.title ?? null,
    activityTitle: activity?.title ?? null,
  });
};

export function registerQuizRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'post',
    path: '/chapters/:chapterId/quizzes',
    tag: 'Quizzes',
    summary: "Add a draft quiz to the tutor's own chapter",
    access: TUTOR,
    scope: 'write:quizzes',
    params: z.object({ chapterId: rowId('Chapter') }),
    body: QuizBody,
    response: { status: 201, description: 'The new quiz (a draft)', schema: QuizAnswer },
    handler: async ({ params, body, viewer }) => toRestQuiz(await services.quizzes.create(params.chapterId, body, viewer), viewer),
  });

  api.list({
    path: '/chapters/:chapterId/quizzes',
    tag: 'Quizzes',
    summary: "Every quiz of a chapter, drafts included, oldest first: for the chapter's tutor and admins",
    access: OWNER_OR_ADMIN,
    scope: 'read:quizzes',
    response: { description: 'Quizzes with their correct answers', item: QuizAnswer },
    handler: ({ params, viewer, page }) => services.quizzes.listForOwner(params.chapterId, viewer, page),
    shape: (quizzes, { viewer }) => quizzes.map((quiz) => toRestQuiz(quiz, viewer)),
  });

  api.list({
    path: '/chapters/:chapterId/quizzes/published',
    tag: 'Quizzes',
    summary: "A chapter's published quizzes, oldest first; correctAnswerIndex is null except for the quiz's tutor and admins",
    access: 'signed-in',
    scope: 'read:quizzes',
    response: { description: 'Published quizzes', item: QuizAnswer },
    handler: ({ params, page }) => services.quizzes.listPublished(params.chapterId, page),
    shape: (quizzes, { viewer }) => quizzes.map((quiz) => toRestQuiz(quiz, viewer)),
  });

  api.remove({
    path: '/quizzes/:quizId',
    tag: 'Quizzes',
    summary: "Delete a quiz (the tutor's own, or any for an admin); learners' attempts stay with its title",
    access: OWNER_OR_ADMIN,
    scope: 'write:quizzes',
    handler: ({ params, viewer }) => services.quizzes.remove(params.quizId, viewer),
  });

  api.add({
    method: 'patch',
    path: '/quizzes/:quizId/publish',
    tag: 'Quizzes',
    summary: 'Publish an own quiz. The original client sends {isPublished: true}; the body is not read: the path says what happens',
    access: TUTOR,
    scope: 'write:quizzes',
    body: z.object({ isPublished: z.boolean().optional().openapi({ description: 'Sent by the original client; not read.' }) }),
    response: { status: 200, description: 'The published quiz', schema: QuizAnswer },
    handler: async ({ params, viewer }) => toRestQuiz(await services.quizzes.publish(params.quizId, viewer), viewer),
  });

  api.add({
    method: 'patch',
    path: '/quizzes/:quizId/unpublish',
    tag: 'Quizzes',
    summary: 'Unpublish an own quiz (back to draft); no body',
    access: TUTOR,
    scope: 'write:quizzes',
    response: { status: 200, description: 'The quiz, now a draft', schema: QuizAnswer },
    handler: async ({ params, viewer }) => toRestQuiz(await services.quizzes.unpublish(params.quizId, viewer), viewer),
  });

  api.add({
    method: 'post',
    path: '/quizzes/:quizId/attempt',
    tag: 'Quiz attempts',
    summary:
      'Submit an attempt at a published untimed quiz, graded on the server. 409 "You have already attempted this quiz" (or all attempts used), ' +
      '409 outside the quiz\'s window, 404 "Quiz not found or not available", 400 "Please answer all questions before submitting." ' +
      'A timed quiz is started in GraphQL (startQuizAttempt): here it answers 409 "This quiz is timed: start it before submitting." unless started there; ' +
      'a quiz with random slots answers 409 "This quiz draws questions for each attempt: take it in the LearnHub app."',
    access: LEARNER,
    params: z.object({ quizId: rowId('Quiz', QUIZ_UNAVAILABLE) }),
    body: AnswersBody,
    response: { status: 201, description: 'The graded attempt, with the correct answers', schema: z.strictObject({ attempt: AttemptAnswer }) },
    handler: async ({ params, body, viewer }) => {
      const attempt = await services.quizAttempts.submit(viewer, params.quizId, body.answers, { inLearnerOrder: false });
      const answers = (await services.quizAttempts.reviewedAnswers([attempt], viewer)).get(attempt.id) ?? [];
      return { attempt: withIds({ ...attemptFields(attempt, answers), quizId: attempt.quizId }) };
    },
  });

  api.list({
    path: '/quiz-attempts/me',
    tag: 'Quiz attempts',
    summary: "The signed-in user's attempts, newest first, with quizId populated down to the activity",
    access: 'signed-in',
    scope: 'read:results',
    response: { description: 'Attempts', item: HistoryItem },
    handler: ({ viewer, page }) => services.quizAttempts.listMine(viewer, null, page),
    shape: async (attempts, { viewer }) => {
      const [places, answers] = await Promise.all([services.quizAttempts.placesOf(attempts), services.quizAttempts.reviewedAnswers(attempts, viewer)]);
      return attempts.map((attempt) => toRestHistoryItem(attempt, answers.get(attempt.id) ?? [], places.get(attempt.id)));
    },
  });
}
