import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { answers, quizInput } from './helpers/learning';
import { rest } from './helpers/rest';

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

beforeAll(async () => {
  t = await startTestApp();
  [admin, tutor, otherTutor, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
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

const attempt = (quizId: string, token: string, picks: number[] | unknown) =>
  rest(t, 'post', `/quizzes/${quizId}/attempt`, token).send({ answers: Array.isArray(picks) && picks.every((p) => typeof p === 'number') ? answers(picks as number[]) : picks });

const attemptsOn = async (quizId: string): Promise<number> => {
  const [{ n }] = await t.db.dataSource.query('SELECT count(*)::int AS n FROM quiz_attempts WHERE quiz_id = $1', [quizId]);
  return n;
};

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

  it('answers 400 with the spec messages and fieldErrors, and stores nothing', async () => {
    const { chapterId } = await activityWithChapter();
    const q = (patch: Record<string, unknown> = {}) => ({ questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 0, ...patch });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: ' ' }, 'Please fill in all required fields', 'title'],
      [{ instructions: '' }, 'Please fill in all required fields', 'instructions'],
      [{ questions: [] }, 'Please add at least one question', 'questions'],
      [{ questions: [q(), q({ questionText: '' })] }, 'Question 2 is missing text', 'questions.1.questionText'],
      [{ questions: [q({ options: ['a', ' '] })] }, 'Question 1 has empty options', 'questions.0.options'],
      [{ questions: [q({ options: ['Yes', ' yes'] })] }, 'Question 1 has duplicate options', 'questions.0.options'],
      [{ questions: [q({ correctAnswerIndex: 2 })] }, 'Question 1 must have a correct answer among its options', 'questions.0.correctAnswerIndex'],
    ];
    for (const [patch, message, field] of cases) {
      const res = await rest(t, 'post', `/chapters/${chapterId}/quizzes`, tutor.token).send(quizInput(patch));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message, message, code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
    }
    expect((await rest(t, 'post', `/chapters/${chapterId}/quizzes`, tutor.token)).status).toBe(400);
    const [{ n }] = await t.db.dataSource.query('SELECT count(*)::int AS n FROM quizzes WHERE chapter_id = $1', [chapterId]);
    expect(n).toBe(0);
  });

  it('answers 404 for an unknown or malformed chapter', async () => {
    for (const id of [MISSING, 'not-a-uuid']) {
      const res = await rest(t, 'post', `/chapters/${id}/quizzes`, tutor.token).send(quizInput());
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Chapter not found');
    }
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

  it("shows the correct answers in the published list to the quiz's tutor and admins only", async () => {
    for (const token of [tutor.token, admin.token]) {
      const res = await rest(t, 'get', `/chapters/${chapterId}/quizzes/published`, token);
      res.body.forEach((quiz: RestQuiz) => expectQuiz(quiz, true));
      expect(res.body[0].questions[0].correctAnswerIndex).toBe(1);
    }
  });

  it('answers 200 [] for a chapter without published quizzes and 404 for an unknown or malformed one', async () => {
    const empty = await activityWithChapter();
    await createQuiz(empty.chapterId, { title: 'Only a draft' });
    const res = await rest(t, 'get', `/chapters/${empty.chapterId}/quizzes/published`, learner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    for (const id of [MISSING, 'nope']) {
      expect((await rest(t, 'get', `/chapters/${id}/quizzes/published`, learner.token)).status).toBe(404);
      expect((await rest(t, 'get', `/chapters/${id}/quizzes`, tutor.token)).status).toBe(404);
    }
  });
});

describe('PATCH /api/quizzes/:quizId/publish and /unpublish, DELETE /api/quizzes/:quizId', () => {
  it('publishes with {isPublished: true} and unpublishes with no body', async () => {
    const { chapterId } = await activityWithChapter();
    const quiz = await createQuiz(chapterId);
    const published = await rest(t, 'patch', `/quizzes/${quiz._id}/publish`, tutor.token).send({ isPublished: true });
    expect(published.status).toBe(200);
    expectQuiz(published.body, true);
    expect(published.body).toMatchObject({ _id: quiz._id, isPublished: true });
    expect((await rest(t, 'get', `/chapters/${chapterId}/quizzes/published`, learner.token)).body).toHaveLength(1);

    const unpublished = await rest(t, 'patch', `/quizzes/${quiz._id}/unpublish`, tutor.token);
    expect(unpublished.status).toBe(200);
    expectQuiz(unpublished.body, true);
    expect(unpublished.body.isPublished).toBe(false);
    expect((await rest(t, 'get', `/chapters/${chapterId}/quizzes/published`, learner.token)).body).toEqual([]);
  });

  // Decision: the path says what happens; the body the original client sends is not read.
  it('does not read the publish body: no body or {isPublished: false} still publishes', async () => {
    const { chapterId } = await activityWithChapter();
    const a = await createQuiz(chapterId);
    const b = await createQuiz(chapterId);
    expect((await rest(t, 'patch', `/quizzes/${a._id}/publish`, tutor.token)).body.isPublished).toBe(true);
    expect((await rest(t, 'patch', `/quizzes/${b._id}/publish`, tutor.token).send({ isPublished: false })).body.isPublished).toBe(true);
  });

  it('deletes a quiz, then answers 404; malformed ids are 404', async () => {
    const { chapterId } = await activityWithChapter();
    const quiz = await createQuiz(chapterId);
    const res = await rest(t, 'delete', `/quizzes/${quiz._id}`, tutor.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted', _id: quiz._id, id: quiz._id });
    for (const id of [quiz._id, MISSING, 'not-a-uuid']) {
      const again = await rest(t, 'delete', `/quizzes/${id}`, tutor.token);
      expect(again.status).toBe(404);
      expect(again.body.error).toBe('Quiz not found');
      expect((await rest(t, 'patch', `/quizzes/${id}/publish`, tutor.token).send({ isPublished: true })).status).toBe(404);
      expect((await rest(t, 'patch', `/quizzes/${id}/unpublish`, tutor.token)).status).toBe(404);
    }
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

  it('answers 409 "You have already attempted this quiz" to a second attempt, keeping the first', async () => {
    const { quiz } = await publishedQuiz();
    const me = await t.signIn(Role.USER);
    expect((await attempt(quiz._id, me.token, [0, 0, 0, 0])).status).toBe(201);
    const again = await attempt(quiz._id, me.token, [1, 1, 1, 1]);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'You have already attempted this quiz', message: 'You have already attempted this quiz', code: 'CONFLICT' });
    const rows = await t.db.dataSource.query('SELECT score FROM quiz_attempts WHERE quiz_id = $1', [quiz._id]);
    expect(rows).toEqual([{ score: 0 }]);
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

  it('answers 400 "Please answer all questions before submitting." and stores nothing', async () => {
    const { quiz } = await publishedQuiz();
    const bodies: unknown[] = [[], answers([1, 1, 1]), [...answers([1, 1, 1]), { questionIndex: 2, selectedOptionIndex: 0 }], answers([1, 1, 1, 4]), 'all', [{ questionIndex: '0', selectedOptionIndex: 1 }, ...answers([1, 1, 1, 1]).slice(1)]];
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

  it('answers 404 "Quiz not found or not available" for a draft, unknown, malformed, deleted or unpublished quiz', async () => {
    const { chapterId } = await activityWithChapter();
    const draft = await createQuiz(chapterId);
    const deleted = await publishedQuiz();
    await rest(t, 'delete', `/quizzes/${deleted.quiz._id}`, tutor.token);
    const unpublished = await publishedQuiz();
    await rest(t, 'patch', `/quizzes/${unpublished.quiz._id}/unpublish`, tutor.token);
    for (const id of [draft._id, MISSING, 'not-a-uuid', deleted.quiz._id, unpublished.quiz._id]) {
      const res = await attempt(id, learner.token, [1, 1, 1, 1]);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Quiz not found or not available', message: 'Quiz not found or not available', code: 'NOT_FOUND' });
    }
    expect(await attemptsOn(draft._id)).toBe(0);
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

  it('shows nobody else\'s attempts', async () => {
    const stranger = await t.signIn(Role.USER);
    const res = await rest(t, 'get', '/quiz-attempts/me', stranger.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
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

describe('permissions (the GraphQL table, replayed over REST)', () => {
  type Who = 'anonymous' | 'learner' | 'owner' | 'otherTutor' | 'admin';
  type Outcome = 'ok' | 401 | 403;
  type Fixture = { chapterId: string; quizId: string; draftId: string };
  type Call = { method: 'get' | 'post' | 'patch' | 'delete'; path: string; body?: Record<string, unknown>; status: number };
  const WHO: Who[] = ['anonymous', 'learner', 'owner', 'otherTutor', 'admin'];
  const token = (who: Who) => ({ anonymous: undefined, learner: learner.token, owner: tutor.token, otherTutor: otherTutor.token, admin: admin.token })[who];

  // [route, call, outcome for anonymous, learner, owner, another tutor, admin]
  const table: [string, (f: Fixture) => Call, Outcome[]][] = [
    ['POST chapter quizzes', (f) => ({ method: 'post', path: `/chapters/${f.chapterId}/quizzes`, body: quizInput({ title: 'Edited' }), status: 201 }), [401, 403, 'ok', 403, 403]],
    ['GET chapter quizzes', (f) => ({ method: 'get', path: `/chapters/${f.chapterId}/quizzes`, status: 200 }), [401, 403, 'ok', 403, 'ok']],
    ['GET published quizzes', (f) => ({ method: 'get', path: `/chapters/${f.chapterId}/quizzes/published`, status: 200 }), [401, 'ok', 'ok', 'ok', 'ok']],
    ['DELETE quiz', (f) => ({ method: 'delete', path: `/quizzes/${f.quizId}`, status: 200 }), [401, 403, 'ok', 403, 'ok']],
    ['PATCH publish', (f) => ({ method: 'patch', path: `/quizzes/${f.draftId}/publish`, body: { isPublished: true }, status: 200 }), [401, 403, 'ok', 403, 403]],
    ['PATCH unpublish', (f) => ({ method: 'patch', path: `/quizzes/${f.quizId}/unpublish`, status: 200 }), [401, 403, 'ok', 403, 403]],
    ['POST attempt', (f) => ({ method: 'post', path: `/quizzes/${f.quizId}/attempt`, body: { answers: answers([1, 1, 1, 1]) }, status: 201 }), [401, 'ok', 403, 403, 403]],
    ['GET quiz-attempts/me', () => ({ method: 'get', path: '/quiz-attempts/me', status: 200 }), [401, 'ok', 'ok', 'ok', 'ok']],
  ];
  const rows = table.flatMap(([name, call, outcomes]) => WHO.map((who, i) => [name, who, outcomes[i], call] as const));

  it.each(rows)('%s as %s: %s', async (_name, who, outcome, call) => {
    const { quiz, chapterId } = await publishedQuiz({ title: 'Original' });
    const draft = await createQuiz(chapterId, { title: 'Draft' });
    const snapshot = () =>
      t.db.dataSource.query(
        `SELECT title, is_published, (SELECT count(*) FROM quiz_attempts qa WHERE qa.quiz_id = q.id)::int AS attempts
           FROM quizzes q WHERE chapter_id = $1 ORDER BY created_at`,
        [chapterId],
      );
    const before = await snapshot();
    const { method, path, body, status } = call({ chapterId, quizId: quiz._id, draftId: draft._id });
    const req = rest(t, method, path, token(who));
    const res = body ? await req.send(body) : await req;
    if (outcome === 'ok') {
      expect(res.status).toBe(status);
      // Whoever may read a quiz list sees the answers only as the quiz's tutor or an admin.
      if (method === 'get' && path.startsWith('/chapters/')) expect(leaksAnswers(res.body)).toBe(who === 'owner' || who === 'admin');
      return;
    }
    expect(res.status).toBe(outcome);
    expect(res.body.code).toBe(outcome === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    expect(res.body.error).toBe(outcome === 401 ? 'You must be logged in to do this.' : 'You do not have permission to do this.');
    // A refused call changed nothing.
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 for a bad token on every route', async () => {
    for (const [, call] of table) {
      const { method, path, body } = call({ chapterId: MISSING, quizId: MISSING, draftId: MISSING });
      const req = rest(t, method, path, 'not-a-token');
      const res = body ? await req.send(body) : await req;
      expect(res.status).toBe(401);
    }
  });
});
