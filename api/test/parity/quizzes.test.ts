// Quizzes and attempts over both transports: the shared rules as one table (bothTransports), then what
// only REST has (its shapes, the publish body it does not read, bodies only JSON can send, concurrent
// attempts, the populated history, statement counts).
import { Role } from '../../src/modules/users/role';
import { startTestApp, type TestApp } from '../helpers/app';
import { type Accounts, type AnyOperation, bothTransports, NOT_ALLOWED_REFUSAL, NOT_SIGNED_IN_REFUSAL, type Operation, refused, scenario, type Who } from '../helpers/both-transports';
import { answers, publishedQuiz as quizFixture, createActivity as activityFixture, createChapter as chapterFixture, createQuiz as draftFixture, quizInput } from '../helpers/learning';
import { rest } from '../helpers/rest';

const MISSING = '00000000-0000-4000-8000-000000000000';

type Session = { id: string; token: string; email: string };
type RestQuestion = { questionText: string; options: string[]; correctAnswerIndex: number | null };
type RestQuiz = { _id: string; id: string; chapterId: string; title: string; instructions: string; isPublished: boolean; createdAt: string; updatedAt: string; questions: RestQuestion[] };
type Titled = { _id: string; id: string; title: string };
type RestHistoryItem = {
  _id: string;
  quizId: { _id: string | null; id: string | null; title: string; chapterId: (Titled & { activityId: Titled | null }) | null };
  quizTitle: string;
  chapterTitle: string | null;
  activityTitle: string | null;
  score: number;
  total: number;
  percentage: number;
  passed: boolean;
  answers: unknown[];
  submittedAt: string;
};

let t: TestApp;
let admin: Session;
let tutor: Session;
let otherTutor: Session;
let learner: Session;
let accounts: Accounts;

beforeAll(async () => {
  t = await startTestApp();
  [admin, tutor, otherTutor, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
  accounts = { admin, tutor, 'another tutor': otherTutor, learner } as Accounts;
});
afterAll(() => t.close());

const QUIZ_KEYS = ['_id', 'id', 'chapterId', 'title', 'instructions', 'isPublished', 'createdAt', 'updatedAt', 'questions'].sort();
// SPEC.md's fields, then those question types added (points, maxPoints, gradingStatus): old clients read the first ones unchanged.
const ATTEMPT_KEYS = ['_id', 'id', 'quizId', 'quizTitle', 'score', 'total', 'percentage', 'passed', 'answers', 'submittedAt', 'points', 'maxPoints', 'gradingStatus'].sort();
const QUESTION_KEYS = ['questionText', 'options', 'correctAnswerIndex', ...['type', 'textFormat', 'points', 'prompts', 'matches', 'caseSensitive', 'generalFeedback']]
  .concat(['optionCredits', 'optionFeedback', 'correctBoolean', 'acceptedAnswers', 'numericAnswers', 'pairs', 'extraMatches'])
  .sort();
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function expectQuiz(value: RestQuiz, answersShown: boolean): void {
  expect(Object.keys(value).sort()).toEqual(QUIZ_KEYS);
  expect(value._id).toBe(value.id);
  expect(typeof value.isPublished).toBe('boolean');
  expect(isDate(value.createdAt)).toBe(true);
  for (const question of value.questions) {
    expect(Object.keys(question).sort()).toEqual(QUESTION_KEYS);
    // A question stored before types reads as a single-choice question worth 1 point.
    expect(question).toMatchObject({ type: 'SINGLE_CHOICE', points: 1, textFormat: 'PLAIN', prompts: [], matches: [] });
    if (answersShown) expect(Number.isInteger(question.correctAnswerIndex)).toBe(true);
    else expect(question.correctAnswerIndex).toBeNull();
  }
}

// Every correct index of the quiz helper is 1: no number may follow the key in a learner's view.
const leaksAnswers = (body: unknown) => /"correctAnswerIndex":\s*\d/.test(JSON.stringify(body));

async function activityWithChapter(token = tutor.token, titles: { activity?: string; chapter?: string } = {}) {
  const activity = await rest(t, 'post', '/activities', token).send({ title: titles.activity ?? 'Intro to loops', description: 'For and while' });
  expect(activity.status).toBe(201);
  const chapter = await rest(t, 'post', `/activities/${activity.body._id}/chapters`, token).send({ title: titles.chapter ?? 'Chapter one', description: 'd', content: 'homework' });
  expect(chapter.status).toBe(201);
  return { activityId: activity.body._id as string, chapterId: chapter.body._id as string };
}

async function createQuiz(chapterId: string, patch: Record<string, unknown> = {}, token = tutor.token): Promise<RestQuiz> {
  const res = await rest(t, 'post', `/chapters/${chapterId}/quizzes`, token).send(quizInput(patch));
  expect(res.status).toBe(201);
  return res.body;
}

async function publishedQuiz(patch: Record<string, unknown> = {}, titles: { activity?: string; chapter?: string } = {}) {
  const place = await activityWithChapter(tutor.token, titles);
  const quiz = await createQuiz(place.chapterId, patch);
  expect((await rest(t, 'patch', `/quizzes/${quiz._id}/publish`, tutor.token).send({ isPublished: true })).status).toBe(200);
  return { ...place, quiz };
}

const isPicks = (value: unknown): value is number[] => Array.isArray(value) && value.every((p) => typeof p === 'number');
const attempt = (quizId: string, token: string, picks: unknown) => rest(t, 'post', `/quizzes/${quizId}/attempt`, token).send({ answers: isPicks(picks) ? answers(picks) : picks });

const attemptsOn = async (quizId: string): Promise<number> => {
  const [{ n }] = await t.db.dataSource.query('SELECT count(*)::int AS n FROM quiz_attempts WHERE quiz_id = $1', [quizId]);
  return n;
};

// ---- The rules both transports share: one table, run as GraphQL and as REST ----

type Quiz = { id: string; chapterId: string; title: string; instructions: string; isPublished: boolean; questions: RestQuestion[] };
type Graded = { quizId: string | null; quizTitle: string; score: number; total: number; percentage: number; passed: boolean; answers: { questionIndex: number; selectedOptionIndex: number; correctAnswerIndex: number | null; isCorrect: boolean }[] };
const QUIZ = 'id chapterId title instructions isPublished questions { questionText options correctAnswerIndex }';
const GRADED = 'quizId quizTitle score total percentage passed answers { questionIndex selectedOptionIndex correctAnswerIndex isCorrect }';
const quizFromRest = (q: RestQuiz): Quiz => ({
  id: q.id,
  chapterId: q.chapterId,
  title: q.title,
  instructions: q.instructions,
  isPublished: q.isPublished,
  questions: q.questions.map(({ questionText, options, correctAnswerIndex }) => ({ questionText, options, correctAnswerIndex })),
});
const gradedFromRest = (a: Graded) => ({
  quizId: a.quizId,
  quizTitle: a.quizTitle,
  score: a.score,
  total: a.total,
  percentage: a.percentage,
  passed: a.passed,
  answers: a.answers.map(({ questionIndex, selectedOptionIndex, correctAnswerIndex, isCorrect }) => ({ questionIndex, selectedOptionIndex, correctAnswerIndex, isCorrect })),
});
const quizList = (field: string) => (variables: { chapterId: string }) => ({
  query: `query($chapterId: ID!) { ${field}(chapterId: $chapterId) { totalCount nodes { ${QUIZ} } } }`,
  variables,
  field,
  view: (page: { totalCount: number; nodes: Quiz[] }) => ({ total: page.totalCount, items: page.nodes }),
});
const restList = (path: string) => ({ method: 'get' as const, path, status: 200, view: (body: RestQuiz[], headers: Record<string, string>) => ({ total: Number(headers['x-total-count']), items: body.map(quizFromRest) }) });

const CREATE_QUIZ: Operation<{ chapterId: string; input: Record<string, unknown> }> = {
  graphql: (variables) => ({ query: `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { ${QUIZ} } }`, variables, field: 'createQuiz' }),
  rest: ({ chapterId, input }) => ({ method: 'post', path: `/chapters/${chapterId}/quizzes`, body: input, status: 201, view: quizFromRest }),
};
const CHAPTER_QUIZZES: Operation<{ chapterId: string }> = { graphql: quizList('quizzes'), rest: ({ chapterId }) => restList(`/chapters/${chapterId}/quizzes`) };
const PUBLISHED: Operation<{ chapterId: string }> = { graphql: quizList('publishedQuizzes'), rest: ({ chapterId }) => restList(`/chapters/${chapterId}/quizzes/published`) };
const PUBLISH: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: `mutation($id: ID!) { publishQuiz(id: $id) { ${QUIZ} } }`, variables: { id }, field: 'publishQuiz' }),
  rest: ({ id }) => ({ method: 'patch', path: `/quizzes/${id}/publish`, body: { isPublished: true }, status: 200, view: quizFromRest }),
};
const UNPUBLISH: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: `mutation($id: ID!) { unpublishQuiz(id: $id) { ${QUIZ} } }`, variables: { id }, field: 'unpublishQuiz' }),
  rest: ({ id }) => ({ method: 'patch', path: `/quizzes/${id}/unpublish`, status: 200, view: quizFromRest }),
};
// GraphQL answers the id; REST { message, _id, id } (checked on its own below).
const DELETE_QUIZ: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: 'mutation($id: ID!) { deleteQuiz(id: $id) }', variables: { id }, field: 'deleteQuiz' }),
  rest: ({ id }) => ({ method: 'delete', path: `/quizzes/${id}`, status: 200, view: (body: { id: string }) => body.id }),
};
// REST answers { attempt }.
const ATTEMPT: Operation<{ quizId: string; picks: number[] }> = {
  graphql: ({ quizId, picks }) => ({
    query: `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { ${GRADED} } }`,
    variables: { quizId, answers: answers(picks) },
    field: 'submitQuizAttempt',
  }),
  rest: ({ quizId, picks }) => ({ method: 'post', path: `/quizzes/${quizId}/attempt`, body: { answers: answers(picks) }, status: 201, view: (body: { attempt: Graded }) => gradedFromRest(body.attempt) }),
};
const MY_ATTEMPTS: Operation<object> = {
  graphql: () => ({
    query: `{ myQuizAttempts { totalCount nodes { ${GRADED} } } }`,
    field: 'myQuizAttempts',
    view: (page: { totalCount: number; nodes: Graded[] }) => ({ total: page.totalCount, items: page.nodes }),
  }),
  rest: () => ({ method: 'get', path: '/quiz-attempts/me', status: 200, view: (body: Graded[], headers) => ({ total: Number(headers['x-total-count']), items: body.map((a) => gradedFromRest({ ...a, quizId: (a.quizId as unknown as { id: string | null } | null)?.id ?? null })) }) }),
};

type Fixture = { chapterId: string; quizId: string; draftId: string };
// A published quiz (Original) and a draft in a chapter of the tutor's.
const fixture = async (): Promise<Fixture> => {
  const { chapter, quiz } = await quizFixture(t, tutor.token, { title: 'Original' });
  const draft = await draftFixture(t, tutor.token, chapter.id, { title: 'Draft' });
  return { chapterId: chapter.id, quizId: quiz.id, draftId: draft.id };
};
const snapshot = (f: Fixture) =>
  t.db.dataSource.query<unknown[]>(
    `SELECT title, is_published, (SELECT count(*) FROM quiz_attempts qa WHERE qa.quiz_id = q.id)::int AS attempts FROM quizzes q WHERE chapter_id = $1 ORDER BY created_at`,
    [f.chapterId],
  );
const aChapter = async () => {
  const activity = await activityFixture(t, tutor.token);
  return (await chapterFixture(t, tutor.token, activity.id)).id;
};
const quizzesIn = (chapterId: string) => t.db.dataSource.query<unknown[]>('SELECT title, is_published FROM quizzes WHERE chapter_id = $1 ORDER BY created_at', [chapterId]);
const attemptsOnQuiz = (f: { quizId: string }) => t.db.dataSource.query<unknown[]>('SELECT score FROM quiz_attempts WHERE quiz_id = $1', [f.quizId]);
const questionsOf = (answersShown: boolean) =>
  [1, 2, 3, 4].map((n) => ({ questionText: `Question text ${n}`, options: ['A', 'B', 'C', 'D'], correctAnswerIndex: answersShown ? 1 : null }));
const quizView = (f: Fixture, which: 'quizId' | 'draftId', answersShown: boolean) => ({
  id: f[which],
  chapterId: f.chapterId,
  title: which === 'quizId' ? 'Original' : 'Draft',
  instructions: 'Pick one option per question.',
  isPublished: which === 'quizId',
  questions: questionsOf(answersShown),
});

const WHO: Who[] = ['anonymous', 'learner', 'tutor', 'another tutor', 'admin'];
type Rule = 'ok' | 401 | 403;
const refusalOf = (rule: Rule) => (rule === 401 ? NOT_SIGNED_IN_REFUSAL : rule === 403 ? NOT_ALLOWED_REFUSAL : undefined);
const answersShownTo = (who: Who) => who === 'tutor' || who === 'admin';
// [operation, input, answer when allowed, rules for anonymous, learner, the quiz's tutor, another tutor, admin]
const PERMISSIONS: [string, AnyOperation, (f: Fixture) => unknown, (f: Fixture, who: Who) => unknown, Rule[]][] = [
  ['create a quiz', CREATE_QUIZ, (f) => ({ chapterId: f.chapterId, input: quizInput({ title: 'Edited' }) }), () => expect.objectContaining({ title: 'Edited', isPublished: false }), [401, 403, 'ok', 403, 403]],
  ['list a chapter\'s quizzes, drafts included', CHAPTER_QUIZZES, (f) => ({ chapterId: f.chapterId }), (f) => ({ total: 2, items: [quizView(f, 'quizId', true), quizView(f, 'draftId', true)] }), [401, 403, 'ok', 403, 'ok']],
  // Whoever may read the published quizzes sees the answers only as the quiz's tutor or an admin.
  ['list published quizzes', PUBLISHED, (f) => ({ chapterId: f.chapterId }), (f, who) => ({ total: 1, items: [quizView(f, 'quizId', answersShownTo(who))] }), [401, 'ok', 'ok', 'ok', 'ok']],
  ['delete a quiz', DELETE_QUIZ, (f) => ({ id: f.quizId }), (f) => f.quizId, [401, 403, 'ok', 403, 'ok']],
  ['publish a quiz', PUBLISH, (f) => ({ id: f.draftId }), (f) => ({ ...quizView(f, 'draftId', true), isPublished: true }), [401, 403, 'ok', 403, 403]],
  ['unpublish a quiz', UNPUBLISH, (f) => ({ id: f.quizId }), (f) => ({ ...quizView(f, 'quizId', true), isPublished: false }), [401, 403, 'ok', 403, 403]],
  ['attempt a quiz', ATTEMPT, (f) => ({ quizId: f.quizId, picks: [1, 1, 1, 1] }), () => expect.objectContaining({ score: 4, passed: true }), [401, 'ok', 403, 403, 403]],
  ['list my attempts', MY_ATTEMPTS, () => ({}), () => expect.objectContaining({ items: expect.any(Array) }), [401, 'ok', 'ok', 'ok', 'ok']],
];

describe('one table through GraphQL and REST', () => {
  bothTransports(() => ({ t, accounts }), [
    // Who may call what: a refusal changes nothing.
    ...PERMISSIONS.flatMap(([name, op, input, answer, rules]) =>
      WHO.map((as, i) => scenario<Fixture, unknown>({ name, as, setup: fixture, op, input, expect: refusalOf(rules[i]) ?? { data: (f) => answer(f, as) }, stored: snapshot })),
    ),

    // Creating.
    scenario({
      name: 'create a draft quiz, trimmed, with its correct answers for the tutor',
      as: 'tutor',
      setup: aChapter,
      op: CREATE_QUIZ,
      input: (chapterId) => ({
        chapterId,
        input: { title: ' Sums ', instructions: ' Answer all ', questions: [{ questionText: ' What is 2 + 2? ', options: [' 3', '4 ', '5'], correctAnswerIndex: 1 }] },
      }),
      expect: {
        data: (chapterId) => ({
          id: expect.any(String),
          chapterId,
          title: 'Sums',
          instructions: 'Answer all',
          isPublished: false,
          questions: [{ questionText: 'What is 2 + 2?', options: ['3', '4', '5'], correctAnswerIndex: 1 }],
        }),
      },
      stored: quizzesIn,
      storedAfter: () => [{ title: 'Sums', is_published: false }],
    }),
    ...(
      [
        [{ title: ' ' }, 'Please fill in all required fields', 'title'],
        [{ instructions: '' }, 'Please fill in all required fields', 'instructions'],
        [{ questions: [] }, 'Please add at least one question', 'questions'],
        [{ questions: [{ questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 0 }, { questionText: '', options: ['a', 'b'], correctAnswerIndex: 0 }] }, 'Question 2 is missing text', 'questions.1.questionText'],
        [{ questions: [{ questionText: 'Q', options: ['a', ' '], correctAnswerIndex: 0 }] }, 'Question 1 has empty options', 'questions.0.options'],
        [{ questions: [{ questionText: 'Q', options: ['Yes', ' yes'], correctAnswerIndex: 0 }] }, 'Question 1 has duplicate options', 'questions.0.options'],
        [{ questions: [{ questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 2 }] }, 'Question 1 must have a correct answer among its options', 'questions.0.correctAnswerIndex'],
      ] as const
    ).map(([patch, message, field]) =>
      scenario({
        name: `create a quiz refuses: ${message} (${field})`,
        as: 'tutor',
        setup: aChapter,
        op: CREATE_QUIZ,
        input: (chapterId) => ({ chapterId, input: quizInput(patch) }),
        expect: { error: 'BAD_USER_INPUT', message, fieldErrors: expect.objectContaining({ [field]: message }) as Record<string, string> },
        stored: quizzesIn,
      }),
    ),
    ...[MISSING, 'not-a-uuid'].flatMap((id) => [
      scenario({ name: `create a quiz in chapter ${id}: not found`, as: 'tutor', op: CREATE_QUIZ, input: () => ({ chapterId: id, input: quizInput() }), expect: refused('NOT_FOUND', 'Chapter not found') }),
      scenario({ name: `published quizzes of chapter ${id}: not found`, as: 'learner', op: PUBLISHED, input: () => ({ chapterId: id }), expect: refused('NOT_FOUND', 'Chapter not found') }),
      scenario({ name: `quizzes of chapter ${id}: not found`, as: 'tutor', op: CHAPTER_QUIZZES, input: () => ({ chapterId: id }), expect: refused('NOT_FOUND', 'Chapter not found') }),
    ]),
    scenario({
      name: 'a chapter with only a draft has no published quizzes',
      as: 'learner',
      setup: async () => {
        const chapterId = await aChapter();
        await draftFixture(t, tutor.token, chapterId, { title: 'Only a draft' });
        return chapterId;
      },
      op: PUBLISHED,
      input: (chapterId) => ({ chapterId }),
      expect: { data: () => ({ total: 0, items: [] }) },
    }),

    // Publishing and deleting.
    scenario({
      name: 'a published quiz is in the learners\' list, an unpublished one is not',
      as: 'learner',
      setup: async () => {
        const f = await fixture();
        await t.gql('mutation($id: ID!) { unpublishQuiz(id: $id) { id } }', { id: f.quizId }, tutor.token);
        await t.gql('mutation($id: ID!) { publishQuiz(id: $id) { id } }', { id: f.draftId }, tutor.token);
        return f;
      },
      op: PUBLISHED,
      input: (f) => ({ chapterId: f.chapterId }),
      expect: { data: (f) => ({ total: 1, items: [{ ...quizView(f, 'draftId', false), isPublished: true }] }) },
    }),
    ...[MISSING, 'not-a-uuid', 'deleted'].flatMap((id) =>
      (
        [
          ['delete', DELETE_QUIZ],
          ['publish', PUBLISH],
          ['unpublish', UNPUBLISH],
        ] as const
      ).map(([verb, op]) =>
        scenario({
          name: `${verb} quiz ${id}: not found`,
          as: 'tutor',
          setup: async () => {
            if (id !== 'deleted') return id;
            const f = await fixture();
            await t.gql('mutation($id: ID!) { deleteQuiz(id: $id) }', { id: f.quizId }, tutor.token);
            return f.quizId;
          },
          op,
          input: (quizId) => ({ id: quizId }),
          expect: refused('NOT_FOUND', 'Quiz not found'),
        }),
      ),
    ),

    // Attempts.
    scenario({
      name: 'an attempt is graded on the server, the correct answers shown after submission',
      as: 'learner',
      setup: async () => ({ quizId: (await quizFixture(t, tutor.token)).quiz.id, learner: await t.signIn(Role.USER) }),
      token: (f) => f.learner.token,
      op: ATTEMPT,
      input: (f) => ({ quizId: f.quizId, picks: [1, 1, 0, 0] }),
      expect: {
        data: (f) => ({
          quizId: f.quizId,
          quizTitle: 'Loops quiz',
          score: 2,
          total: 4,
          percentage: 50,
          passed: true,
          answers: [1, 1, 0, 0].map((pick, questionIndex) => ({ questionIndex, selectedOptionIndex: pick, correctAnswerIndex: 1, isCorrect: pick === 1 })),
        }),
      },
      stored: attemptsOnQuiz,
      storedAfter: () => [{ score: 2 }],
    }),
    scenario({
      name: 'a second attempt is refused, the first kept',
      as: 'learner',
      setup: async () => {
        const me = await t.signIn(Role.USER);
        const { quiz } = await quizFixture(t, tutor.token);
        await rest(t, 'post', `/quizzes/${quiz.id}/attempt`, me.token).send({ answers: answers([0, 0, 0, 0]) });
        return { quizId: quiz.id, me };
      },
      token: (f) => f.me.token,
      op: ATTEMPT,
      input: (f) => ({ quizId: f.quizId, picks: [1, 1, 1, 1] }),
      expect: refused('CONFLICT', 'You have already attempted this quiz'),
      stored: attemptsOnQuiz,
    }),
    ...[[], [1, 1, 1], [1, 1, 1, 4]].map((picks) =>
      scenario({
        name: `an attempt answering ${JSON.stringify(picks)} is refused`,
        as: 'learner',
        setup: async () => ({ quizId: (await quizFixture(t, tutor.token)).quiz.id }),
        op: ATTEMPT,
        input: (f) => ({ quizId: f.quizId, picks }),
        expect: refused('BAD_USER_INPUT', 'Please answer all questions before submitting.', { answers: 'Please answer all questions before submitting.' }),
        stored: attemptsOnQuiz,
      }),
    ),
    ...(['a draft', 'a missing quiz', 'a malformed id', 'a deleted quiz', 'an unpublished quiz'] as const).map((what) =>
      scenario({
        name: `an attempt on ${what} is not found`,
        as: 'learner',
        setup: async () => {
          if (what === 'a missing quiz') return { quizId: MISSING };
          if (what === 'a malformed id') return { quizId: 'not-a-uuid' };
          const f = await fixture();
          if (what === 'a draft') return { quizId: f.draftId };
          await t.gql(`mutation($id: ID!) { ${what === 'a deleted quiz' ? 'deleteQuiz(id: $id)' : 'unpublishQuiz(id: $id) { id }'} }`, { id: f.quizId }, tutor.token);
          return { quizId: f.quizId };
        },
        op: ATTEMPT,
        input: (f) => ({ quizId: f.quizId, picks: [1, 1, 1, 1] }),
        expect: refused('NOT_FOUND', 'Quiz not found or not available'),
        stored: async () => (await t.db.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM quiz_attempts'))[0].n,
      }),
    ),
    scenario({
      name: 'my attempts, newest first, nobody else\'s',
      as: 'learner',
      setup: async () => {
        const me = await t.signIn(Role.USER);
        const a = (await quizFixture(t, tutor.token, { title: 'Quiz A' })).quiz.id;
        const b = (await quizFixture(t, tutor.token, { title: 'Quiz B' })).quiz.id;
        await rest(t, 'post', `/quizzes/${a}/attempt`, me.token).send({ answers: answers([1, 1, 1, 1]) });
        await rest(t, 'post', `/quizzes/${b}/attempt`, me.token).send({ answers: answers([1, 0, 0, 0]) });
        await rest(t, 'post', `/quizzes/${b}/attempt`, learner.token).send({ answers: answers([1, 0, 0, 0]) });
        return { me, a, b };
      },
      token: (f) => f.me.token,
      op: MY_ATTEMPTS,
      input: () => ({}),
      expect: {
        data: (f) => ({
          total: 2,
          items: [
            expect.objectContaining({ quizId: f.b, quizTitle: 'Quiz B', score: 1, total: 4, percentage: 25, passed: false }),
            expect.objectContaining({ quizId: f.a, quizTitle: 'Quiz A', score: 4, percentage: 100, passed: true }),
          ],
        }),
      },
    }),
  ]);
});

// ---- REST only: its shapes, the publish body, bodies only JSON can send, the populated history ----

describe('POST /api/chapters/:chapterId/quizzes', () => {
  it('answers 201 with a draft quiz, trimmed, with its correct answers for the tutor', async () => {
    const { chapterId } = await activityWithChapter();
    const res = await rest(t, 'post', `/chapters/${chapterId}/quizzes`, tutor.token).send({
      title: ' Sums ',
      instructions: ' Answer all ',
      questions: [{ questionText: ' What is 2 + 2? ', options: [' 3', '4 ', '5'], correctAnswerIndex: 1 }],
    });
    expect(res.status).toBe(201);
    expectQuiz(res.body, true);
    expect(res.body).toMatchObject({
      chapterId,
      title: 'Sums',
      instructions: 'Answer all',
      isPublished: false,
      questions: [{ questionText: 'What is 2 + 2?', options: ['3', '4', '5'], correctAnswerIndex: 1 }],
    });
  });

  it('answers 400 for no body, and stores nothing', async () => {
    const { chapterId } = await activityWithChapter();
    expect((await rest(t, 'post', `/chapters/${chapterId}/quizzes`, tutor.token)).status).toBe(400);
    const [{ n }] = await t.db.dataSource.query('SELECT count(*)::int AS n FROM quizzes WHERE chapter_id = $1', [chapterId]);
    expect(n).toBe(0);
  });
});

describe('GET /api/chapters/:chapterId/quizzes (tutor) and /quizzes/published (learner)', () => {
  let chapterId = '';
  let live: RestQuiz;
  beforeAll(async () => {
    ({ chapterId } = await activityWithChapter());
    live = await createQuiz(chapterId, { title: 'Live quiz' });
    await createQuiz(chapterId, { title: 'Draft quiz' });
    await rest(t, 'patch', `/quizzes/${live._id}/publish`, tutor.token).send({ isPublished: true });
  });

  it('gives the tutor and admins every quiz, drafts included, with correct answers', async () => {
    for (const token of [tutor.token, admin.token]) {
      const res = await rest(t, 'get', `/chapters/${chapterId}/quizzes`, token);
      expect(res.status).toBe(200);
      res.body.forEach((quiz: RestQuiz) => expectQuiz(quiz, true));
      expect(res.body.map((q: RestQuiz) => [q.title, q.isPublished])).toEqual([
        ['Live quiz', true],
        ['Draft quiz', false],
      ]);
      expect(res.headers['x-total-count']).toBe('2');
    }
  });

  it('gives learners the published quizzes only, never with correctAnswerIndex', async () => {
    const res = await rest(t, 'get', `/chapters/${chapterId}/quizzes/published`, learner.token);
    expect(res.status).toBe(200);
    expect(res.body.map((q: RestQuiz) => q.title)).toEqual(['Live quiz']);
    res.body.forEach((quiz: RestQuiz) => expectQuiz(quiz, false));
    expect(res.body[0].questions[0]).toMatchObject({ questionText: 'Question text 1', options: ['A', 'B', 'C', 'D'], correctAnswerIndex: null, optionFeedback: null, generalFeedback: null });
    expect(leaksAnswers(res.body)).toBe(false);
    // Another tutor is not the quiz's tutor either.
    const other = await rest(t, 'get', `/chapters/${chapterId}/quizzes/published`, otherTutor.token);
    expect(leaksAnswers(other.body)).toBe(false);
  });

});

describe('PATCH /api/quizzes/:quizId/publish and /unpublish, DELETE /api/quizzes/:quizId', () => {
  // Decision: the path says what happens; the body the original client sends is not read.
  it('does not read the publish body: no body or {isPublished: false} still publishes', async () => {
    const { chapterId } = await activityWithChapter();
    const a = await createQuiz(chapterId);
    const b = await createQuiz(chapterId);
    expect((await rest(t, 'patch', `/quizzes/${a._id}/publish`, tutor.token)).body.isPublished).toBe(true);
    expect((await rest(t, 'patch', `/quizzes/${b._id}/publish`, tutor.token).send({ isPublished: false })).body.isPublished).toBe(true);
  });

  it('answers a delete with { message, _id, id }', async () => {
    const { chapterId } = await activityWithChapter();
    const quiz = await createQuiz(chapterId);
    const res = await rest(t, 'delete', `/quizzes/${quiz._id}`, tutor.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted', _id: quiz._id, id: quiz._id });
  });
});

describe('POST /api/quizzes/:quizId/attempt', () => {
  it('answers 201 {attempt} graded on the server, with the correct answers after submission', async () => {
    const { quiz } = await publishedQuiz();
    const me = await t.signIn(Role.USER);
    // Before submitting, nothing the learner can read carries the answers.
    const before = await rest(t, 'get', `/chapters/${quiz.chapterId}/quizzes/published`, me.token);
    expect(leaksAnswers(before.body)).toBe(false);

    const res = await attempt(quiz._id, me.token, [1, 1, 0, 0]);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['attempt']);
    const body = res.body.attempt;
    expect(Object.keys(body).sort()).toEqual(ATTEMPT_KEYS);
    expect(body).toMatchObject({ _id: body.id, quizId: quiz._id, quizTitle: 'Loops quiz', score: 2, total: 4, percentage: 50, passed: true, points: 2, maxPoints: 4, gradingStatus: 'GRADED' });
    expect(isDate(body.submittedAt)).toBe(true);
    expect(body.answers).toMatchObject([
      { questionIndex: 0, selectedOptionIndex: 1, correctAnswerIndex: 1, isCorrect: true, type: 'SINGLE_CHOICE', points: 1, maxPoints: 1, correctAnswer: 'B' },
      { questionIndex: 1, selectedOptionIndex: 1, correctAnswerIndex: 1, isCorrect: true },
      { questionIndex: 2, selectedOptionIndex: 0, correctAnswerIndex: 1, isCorrect: false, points: 0 },
      { questionIndex: 3, selectedOptionIndex: 0, correctAnswerIndex: 1, isCorrect: false },
    ]);
    // The quiz itself still hides them.
    expect(leaksAnswers((await rest(t, 'get', `/chapters/${quiz.chapterId}/quizzes/published`, me.token)).body)).toBe(false);
  });

  it('stores exactly one of 20 concurrent attempts by one learner; the others are 409', async () => {
    const { quiz } = await publishedQuiz();
    const racer = await t.signIn(Role.USER);
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt(quiz._id, racer.token, [1, 1, 1, 1])));
    const ok = results.filter((res) => res.status >= 200 && res.status < 300);
    const conflicts = results.filter((res) => res.status === 409 && res.body.error === 'You have already attempted this quiz' && res.body.message === 'You have already attempted this quiz');
    expect(ok).toHaveLength(1);
    expect(ok[0].status).toBe(201);
    expect(conflicts).toHaveLength(19);
    expect(await attemptsOn(quiz._id)).toBe(1);
  });

  it('answers 400 "Please answer all questions before submitting." to answers only JSON can send, and stores nothing', async () => {
    const { quiz } = await publishedQuiz();
    const bodies: unknown[] = [[...answers([1, 1, 1]), { questionIndex: 2, selectedOptionIndex: 0 }], 'all', [{ questionIndex: '0', selectedOptionIndex: 1 }, ...answers([1, 1, 1, 1]).slice(1)]];
    for (const body of bodies) {
      const res = await rest(t, 'post', `/quizzes/${quiz._id}/attempt`, learner.token).send({ answers: body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Please answer all questions before submitting.',
        message: 'Please answer all questions before submitting.',
        code: 'BAD_USER_INPUT',
        fieldErrors: { answers: 'Please answer all questions before submitting.' },
      });
    }
    expect((await rest(t, 'post', `/quizzes/${quiz._id}/attempt`, learner.token)).status).toBe(400);
    expect(await attemptsOn(quiz._id)).toBe(0);
  });

});

describe('GET /api/quiz-attempts/me', () => {
  let me: Session;
  let first: Awaited<ReturnType<typeof publishedQuiz>>;
  beforeAll(async () => {
    me = await t.signIn(Role.USER);
    first = await publishedQuiz({ title: 'Quiz A' }, { activity: 'Activity A', chapter: 'Chapter A' });
    const second = await publishedQuiz({ title: 'Quiz B' }, { activity: 'Activity B', chapter: 'Chapter B' });
    expect((await attempt(first.quiz._id, me.token, [1, 1, 1, 1])).status).toBe(201);
    expect((await attempt(second.quiz._id, me.token, [1, 0, 0, 0])).status).toBe(201);
  });

  it('answers a plain array, newest first, with quizId populated down to the activity', async () => {
    const res = await rest(t, 'get', '/quiz-attempts/me', me.token);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers['x-total-count']).toBe('2');
    const [newest, oldest] = res.body as RestHistoryItem[];
    expect(Object.keys(newest).sort()).toEqual([...ATTEMPT_KEYS, 'chapterTitle', 'activityTitle'].sort());
    expect(newest).toMatchObject({ quizTitle: 'Quiz B', score: 1, total: 4, percentage: 25, passed: false, chapterTitle: 'Chapter B', activityTitle: 'Activity B' });
    expect(newest.answers).toHaveLength(4);
    expect(oldest.quizId).toEqual({
      _id: first.quiz._id,
      id: first.quiz._id,
      title: 'Quiz A',
      chapterId: { _id: first.chapterId, id: first.chapterId, title: 'Chapter A', activityId: { _id: first.activityId, id: first.activityId, title: 'Activity A' } },
    });
    expect(oldest).toMatchObject({ score: 4, percentage: 100, passed: true });
    expect(Date.parse(newest.submittedAt)).toBeGreaterThanOrEqual(Date.parse(oldest.submittedAt));
  });

  it('keeps the quiz title and nulls what was deleted', async () => {
    const learnerB = await t.signIn(Role.USER);
    const a = await publishedQuiz({ title: 'Deleted quiz' }, { activity: 'Kept activity', chapter: 'Kept chapter' });
    const b = await publishedQuiz({ title: 'Deleted chapter' }, { activity: 'Kept activity B' });
    const c = await publishedQuiz({ title: 'Deleted activity' });
    for (const { quiz } of [a, b, c]) expect((await attempt(quiz._id, learnerB.token, [1, 1, 1, 0])).status).toBe(201);
    expect((await rest(t, 'delete', `/quizzes/${a.quiz._id}`, tutor.token)).status).toBe(200);
    expect((await rest(t, 'delete', `/activities/${b.activityId}/chapters/${b.chapterId}`, tutor.token)).status).toBe(200);
    expect((await rest(t, 'delete', `/activities/${c.activityId}`, admin.token)).status).toBe(200);
    const res = await rest(t, 'get', '/quiz-attempts/me', learnerB.token);
    const byTitle = Object.fromEntries((res.body as RestHistoryItem[]).map((item) => [item.quizTitle, item]));
    expect(byTitle['Deleted quiz'].quizId).toEqual({
      _id: null,
      id: null,
      title: 'Deleted quiz',
      chapterId: { _id: a.chapterId, id: a.chapterId, title: 'Kept chapter', activityId: { _id: a.activityId, id: a.activityId, title: 'Kept activity' } },
    });
    expect(byTitle['Deleted chapter'].quizId).toEqual({ _id: null, id: null, title: 'Deleted chapter', chapterId: null });
    expect(byTitle['Deleted chapter']).toMatchObject({ chapterTitle: null, activityTitle: 'Kept activity B', score: 3 });
    expect(byTitle['Deleted activity'].quizId).toEqual({ _id: null, id: null, title: 'Deleted activity', chapterId: null });
    expect(byTitle['Deleted activity']).toMatchObject({ chapterTitle: null, activityTitle: null, score: 3 });
    expect(byTitle['Deleted activity'].answers).toHaveLength(4);
  });

  it('populates a page of attempts in at most 6 statements, token lookup included', async () => {
    const res = await rest(t, 'get', '/quiz-attempts/me', me.token);
    expect(res.body).toHaveLength(2);
    // token lookup, page, stats (which also gives the total), chapters, activities, and the
    // quizzes' review policies (whether the correct answers may be shown).
    const statements = t.statementsOf(res);
    expect(statements[0]).toContain('"users"');
    expect(statements.length).toBeLessThanOrEqual(6);
  });
});

describe('tokens', () => {
  type Call = { method: 'get' | 'post' | 'patch' | 'delete'; path: string; body?: Record<string, unknown> };
  const table: Call[] = [
    { method: 'post', path: `/chapters/${MISSING}/quizzes`, body: quizInput() },
    { method: 'get', path: `/chapters/${MISSING}/quizzes` },
    { method: 'get', path: `/chapters/${MISSING}/quizzes/published` },
    { method: 'delete', path: `/quizzes/${MISSING}` },
    { method: 'patch', path: `/quizzes/${MISSING}/publish`, body: { isPublished: true } },
    { method: 'patch', path: `/quizzes/${MISSING}/unpublish` },
    { method: 'post', path: `/quizzes/${MISSING}/attempt`, body: { answers: answers([1, 1, 1, 1]) } },
    { method: 'get', path: '/quiz-attempts/me' },
  ];

  it('answers 401 for a bad token on every route', async () => {
    for (const { method, path, body } of table) {
      const req = rest(t, method, path, 'not-a-token');
      const res = body ? await req.send(body) : await req;
      expect(res.status).toBe(401);
    }
  });
});
