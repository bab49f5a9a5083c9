import { param, type RestApi } from '../../rest/route';
import { DELETED_SCHEMA, deleted, ID_SCHEMA, objectSchema, PAGE_QUERY, restPage, sendPage, withIds } from '../../rest/shape';
import type { AuthUser } from '../../shared/auth/access';
import { isOwnerOrAdmin } from '../activities/ownership';
import type { Services } from '../registry';
import { Role } from '../users/role';
import { type QuizAttempt, isPassed, percentageOf } from './quiz-attempt.entity';
import type { AttemptPlace } from './quiz-attempt.service';
import type { Quiz } from './quiz.entity';

const DATE = { type: 'string', format: 'date-time' } as const;
const INT = { type: 'integer' } as const;
const NULLABLE_ID = { type: ['string', 'null'], format: 'uuid' } as const;

const QUESTION_SCHEMA = {
  type: 'object',
  properties: {
    questionText: { type: 'string' },
    options: { type: 'array', items: { type: 'string' } },
    correctAnswerIndex: { type: ['integer', 'null'], description: "null unless the caller is the quiz's tutor or an admin." },
  },
  required: ['questionText', 'options', 'correctAnswerIndex'],
};

const QUIZ_SCHEMA = objectSchema(
  {
    chapterId: ID_SCHEMA,
    title: { type: 'string' },
    instructions: { type: 'string' },
    isPublished: { type: 'boolean' },
    createdAt: DATE,
    updatedAt: DATE,
    questions: { type: 'array', items: QUESTION_SCHEMA },
  },
  ['chapterId', 'title', 'instructions', 'isPublished', 'createdAt', 'updatedAt', 'questions'],
);

const QUIZ_BODY = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    instructions: { type: 'string' },
    questions: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          questionText: { type: 'string' },
          options: { type: 'array', minItems: 2, maxItems: 6, items: { type: 'string' } },
          correctAnswerIndex: { type: 'integer', minimum: 0 },
        },
        required: ['questionText', 'options', 'correctAnswerIndex'],
      },
    },
  },
  required: ['title', 'instructions', 'questions'],
};

const ANSWER_SCHEMA = {
  type: 'object',
  description: 'One graded answer (no _id: answers are part of their attempt).',
  properties: { questionIndex: INT, selectedOptionIndex: INT, correctAnswerIndex: INT, isCorrect: { type: 'boolean' } },
  required: ['questionIndex', 'selectedOptionIndex', 'correctAnswerIndex', 'isCorrect'],
};

const ATTEMPT_PROPERTIES = {
  quizTitle: { type: 'string', description: 'Kept from the quiz at submission.' },
  score: INT,
  total: INT,
  percentage: { ...INT, description: 'Score over total, rounded to a whole percent.' },
  passed: { type: 'boolean', description: 'At least half of the questions right.' },
  answers: { type: 'array', items: ANSWER_SCHEMA },
  submittedAt: DATE,
};
const ATTEMPT_REQUIRED = ['quizId', 'quizTitle', 'score', 'total', 'percentage', 'passed', 'answers', 'submittedAt'];

const ATTEMPT_SCHEMA = objectSchema({ quizId: ID_SCHEMA, ...ATTEMPT_PROPERTIES }, ATTEMPT_REQUIRED);

const TITLED = (extra: Record<string, unknown>, description: string) => ({
  description,
  oneOf: [
    { type: 'null' },
    { type: 'object', properties: { _id: ID_SCHEMA, id: ID_SCHEMA, title: { type: 'string' }, ...extra }, required: ['_id', 'id', 'title', ...Object.keys(extra)] },
  ],
});

const POPULATED_QUIZ_SCHEMA = {
  type: 'object',
  description: 'Always present, with the title kept at submission; _id and id are null once the quiz is deleted.',
  properties: {
    _id: NULLABLE_ID,
    id: NULLABLE_ID,
    title: { type: 'string' },
    chapterId: TITLED({ activityId: TITLED({}, 'null once the activity is deleted.') }, 'null once the chapter is deleted.'),
  },
  required: ['_id', 'id', 'title', 'chapterId'],
};

const HISTORY_SCHEMA = objectSchema(
  {
    quizId: POPULATED_QUIZ_SCHEMA,
    ...ATTEMPT_PROPERTIES,
    chapterTitle: { type: ['string', 'null'] },
    activityTitle: { type: ['string', 'null'] },
  },
  [...ATTEMPT_REQUIRED, 'chapterTitle', 'activityTitle'],
);

// The one place REST sends questions: correct answers only for the quiz's tutor and admins
// (null for everyone else, as in GraphQL).
const toRestQuiz = (quiz: Quiz, viewer: AuthUser) => {
  const showAnswers = isOwnerOrAdmin(viewer, quiz.tutorId);
  return withIds({
    id: quiz.id,
    chapterId: quiz.chapterId,
    title: quiz.title,
    instructions: quiz.instructions,
    isPublished: quiz.isPublished,
    createdAt: quiz.createdAt,
    updatedAt: quiz.updatedAt,
    questions: quiz.questions.map((question) => ({
      questionText: question.questionText,
      options: question.options,
      correctAnswerIndex: showAnswers ? question.correctAnswerIndex : null,
    })),
  });
};

const attemptFields = (attempt: QuizAttempt) => ({
  id: attempt.id,
  quizTitle: attempt.quizTitle,
  score: attempt.score,
  total: attempt.total,
  percentage: percentageOf(attempt.score, attempt.total),
  passed: isPassed(attempt.score, attempt.total),
  // A submitted attempt carries its correct answers: that is how the learner sees the results.
  answers: attempt.answers.map(({ questionIndex, selectedOptionIndex, correctAnswerIndex, isCorrect }) => ({ questionIndex, selectedOptionIndex, correctAnswerIndex, isCorrect })),
  submittedAt: attempt.submittedAt,
});

const toRestAttempt = (attempt: QuizAttempt) => withIds({ ...attemptFields(attempt), quizId: attempt.quizId });

// quizId populated as the original server did, chapter and activity from `place`.
const toRestHistoryItem = (attempt: QuizAttempt, place: AttemptPlace | undefined) => {
  const chapter = place?.chapter ?? null;
  const activity = place?.activity ?? null;
  return withIds({
    ...attemptFields(attempt),
    quizId: {
      _id: attempt.quizId,
      id: attempt.quizId,
      title: attempt.quizTitle,
      chapterId: chapter && {
        ...withIds(chapter),
        activityId: activity && withIds(activity),
      },
    },
    chapterTitle: chapter?.title ?? null,
    activityTitle: activity?.title ?? null,
  });
};

const OWNER_OR_ADMIN = [Role.TUTOR, Role.ADMIN] as const;
const TUTOR = [Role.TUTOR] as const;

export function registerQuizRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'post',
    path: '/chapters/:chapterId/quizzes',
    tag: 'Quizzes',
    summary: "Add a draft quiz to the tutor's own chapter",
    access: TUTOR,
    body: QUIZ_BODY,
    response: { status: 201, description: 'The new quiz (a draft)', schema: QUIZ_SCHEMA },
    handler: async (req) => toRestQuiz(await services.quizzes.create(param(req, 'chapterId'), req.body ?? {}, req.viewer.user!), req.viewer.user!),
  });

  api.add({
    method: 'get',
    path: '/chapters/:chapterId/quizzes',
    tag: 'Quizzes',
    summary: "Every quiz of a chapter, drafts included, oldest first: for the chapter's tutor and admins (X-Total-Count has the full count)",
    access: OWNER_OR_ADMIN,
    query: PAGE_QUERY,
    response: { status: 200, description: 'Quizzes with their correct answers', schema: { type: 'array', items: QUIZ_SCHEMA } },
    handler: async (req, res) => {
      const quizzes = await sendPage(req, res, await services.quizzes.listForOwner(param(req, 'chapterId'), req.viewer.user!, restPage(req)));
      return quizzes.map((quiz) => toRestQuiz(quiz, req.viewer.user!));
    },
  });

  api.add({
    method: 'get',
    path: '/chapters/:chapterId/quizzes/published',
    tag: 'Quizzes',
    summary: "A chapter's published quizzes, oldest first; correctAnswerIndex is null except for the quiz's tutor and admins (X-Total-Count has the full count)",
    access: 'signed-in',
    query: PAGE_QUERY,
    response: { status: 200, description: 'Published quizzes', schema: { type: 'array', items: QUIZ_SCHEMA } },
    handler: async (req, res) => {
      const quizzes = await sendPage(req, res, await services.quizzes.listPublished(param(req, 'chapterId'), restPage(req)));
      return quizzes.map((quiz) => toRestQuiz(quiz, req.viewer.user!));
    },
  });

  api.add({
    method: 'delete',
    path: '/quizzes/:quizId',
    tag: 'Quizzes',
    summary: "Delete a quiz (the tutor's own, or any for an admin); learners' attempts stay with its title",
    access: OWNER_OR_ADMIN,
    response: { status: 200, description: 'Deleted', schema: DELETED_SCHEMA },
    handler: async (req) => deleted(await services.quizzes.remove(param(req, 'quizId'), req.viewer.user!)),
  });

  api.add({
    method: 'patch',
    path: '/quizzes/:quizId/publish',
    tag: 'Quizzes',
    summary: 'Publish an own quiz. The original client sends {isPublished: true}; the body is not read: the path says what happens',
    access: TUTOR,
    body: { type: 'object', properties: { isPublished: { type: 'boolean', const: true } } },
    response: { status: 200, description: 'The published quiz', schema: QUIZ_SCHEMA },
    handler: async (req) => toRestQuiz(await services.quizzes.publish(param(req, 'quizId'), req.viewer.user!), req.viewer.user!),
  });

  api.add({
    method: 'patch',
    path: '/quizzes/:quizId/unpublish',
    tag: 'Quizzes',
    summary: 'Unpublish an own quiz (back to draft); no body',
    access: TUTOR,
    response: { status: 200, description: 'The quiz, now a draft', schema: QUIZ_SCHEMA },
    handler: async (req) => toRestQuiz(await services.quizzes.unpublish(param(req, 'quizId'), req.viewer.user!), req.viewer.user!),
  });

  api.add({
    method: 'post',
    path: '/quizzes/:quizId/attempt',
    tag: 'Quiz attempts',
    summary:
      'Submit the one attempt a learner has at a published quiz, graded on the server. 409 "You have already attempted this quiz", ' +
      '404 "Quiz not found or not available", 400 "Please answer all questions before submitting."',
    access: [Role.USER],
    body: {
      type: 'object',
      properties: {
        answers: {
          type: 'array',
          description: 'Every question answered exactly once.',
          items: { type: 'object', properties: { questionIndex: INT, selectedOptionIndex: INT }, required: ['questionIndex', 'selectedOptionIndex'] },
        },
      },
      required: ['answers'],
    },
    response: {
      status: 201,
      description: 'The graded attempt, with the correct answers',
      schema: { type: 'object', properties: { attempt: ATTEMPT_SCHEMA }, required: ['attempt'] },
    },
    handler: async (req) => ({ attempt: toRestAttempt(await services.quizAttempts.submit(req.viewer.user!, param(req, 'quizId'), req.body?.answers)) }),
  });

  api.add({
    method: 'get',
    path: '/quiz-attempts/me',
    tag: 'Quiz attempts',
    summary: "The signed-in user's attempts, newest first, with quizId populated down to the activity (X-Total-Count has the full count)",
    access: 'signed-in',
    query: PAGE_QUERY,
    response: { status: 200, description: 'Attempts', schema: { type: 'array', items: HISTORY_SCHEMA } },
    handler: async (req, res) => {
      const attempts = await sendPage(req, res, await services.quizAttempts.listMine(req.viewer.user!, null, restPage(req)));
      const places = await services.quizAttempts.placesOf(attempts);
      return attempts.map((attempt) => toRestHistoryItem(attempt, places.get(attempt.id)));
    },
  });
}
