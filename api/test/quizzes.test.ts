import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import {
  CREATE_QUIZ,
  PUBLISH_QUIZ,
  QUIZ_FIELDS,
  type QuizResult,
  SUBMIT,
  answers,
  codeOf,
  createActivity,
  createChapter,
  createQuiz,
  publishQuiz,
  publishedQuiz,
  quizInput,
} from './helpers/learning';

const UPDATE = `mutation($id: ID!, $input: QuizInput!) { updateQuiz(id: $id, input: $input) { ${QUIZ_FIELDS} } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishQuiz(id: $id) { id isPublished } }`;
const DELETE = `mutation($id: ID!) { deleteQuiz(id: $id) }`;
const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const OWNER_LIST = `query($chapterId: ID!, $first: Int, $after: String) {
  quizzes(chapterId: $chapterId, first: $first, after: $after) { totalCount ${PAGE_INFO} nodes { ${QUIZ_FIELDS} attemptCount } }
}`;
const PUBLISHED = `query($chapterId: ID!) { publishedQuizzes(chapterId: $chapterId) { totalCount edges { cursor node { ${QUIZ_FIELDS} attemptCount myAttempt { id } } } } }`;
const GET = `query($id: ID!) { quiz(id: $id) { ${QUIZ_FIELDS} attemptCount chapter { id title } } }`;
const ACTIVITY_TREE = `query($id: ID!) { activity(id: $id) { chapters(first: 3) { nodes { quizzes(first: 3) { nodes { ${QUIZ_FIELDS} } } } } } }`;
const CHAPTER_TREE = `query($id: ID!) { chapter(id: $id) { quizzes { totalCount nodes { ${QUIZ_FIELDS} } } } }`;

type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
type Connection<T> = { totalCount: number; pageInfo: PageInfo; nodes: T[] };

const MISSING = '00000000-0000-4000-8000-000000000000';

type Session = { id: string; token: string; email: string };
let t: TestApp;
let admin: Session;
let tutor: Session;
let otherTutor: Session;
let learner: Session;
let chapterId = '';

beforeAll(async () => {
  t = await startTestApp();
  [admin, tutor, otherTutor, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
  const activity = await createActivity(t, tutor.token);
  chapterId = (await createChapter(t, tutor.token, activity.id)).id;
});
afterAll(() => t.close());

const question = (patch: Record<string, unknown> = {}) => ({ questionText: 'What is 2 + 2?', options: ['3', '4', '5'], correctAnswerIndex: 1, ...patch });

describe('create quiz', () => {
  it('stores a trimmed draft with its questions', async () => {
    const res = await t.gql<{ createQuiz: QuizResult & { questionCount: number } }>(
      CREATE_QUIZ,
      { chapterId, input: { title: ' Sums ', instructions: ' Answer all ', questions: [question({ questionText: ' What is 2 + 2? ', options: [' 3', '4 ', '5'] })] } },
      tutor.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createQuiz).toMatchObject({
      chapterId,
      title: 'Sums',
      instructions: 'Answer all',
      isPublished: false,
      questionCount: 1,
      questions: [{ questionText: 'What is 2 + 2?', options: ['3', '4', '5'], correctAnswerIndex: 1 }],
    });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty title', { title: '  ' }, 'Please fill in all required fields', 'title'],
    ['empty instructions', { instructions: '' }, 'Please fill in all required fields', 'instructions'],
    ['no question', { questions: [] }, 'Please add at least one question', 'questions'],
    ['a question without text', { questions: [question(), question({ questionText: ' ' })] }, 'Question 2 is missing text', 'questions.1.questionText'],
    ['an empty option', { questions: [question({ options: ['a', ' ', 'c'] })] }, 'Question 1 has empty options', 'questions.0.options'],
    ['duplicate options (trimmed, any case)', { questions: [question(), question(), question({ options: ['Yes', ' yes', 'No'] })] }, 'Question 3 has duplicate options', 'questions.2.options'],
    ['a single option', { questions: [question({ options: ['only'], correctAnswerIndex: 0 })] }, 'Question 1 must have between 2 and 6 options', 'questions.0.options'],
    ['seven options', { questions: [question({ options: ['1', '2', '3', '4', '5', '6', '7'] })] }, 'Question 1 must have between 2 and 6 options', 'questions.0.options'],
    ['a correct index past the options', { questions: [question({ correctAnswerIndex: 3 })] }, 'Question 1 must have a correct answer among its options', 'questions.0.correctAnswerIndex'],
    ['a negative correct index', { questions: [question({ correctAnswerIndex: -1 })] }, 'Question 1 must have a correct answer among its options', 'questions.0.correctAnswerIndex'],
  ];

  it.each(cases)('refuses %s', async (_name, patch, message, field) => {
    const before = await t.services.quizzes.countByTutor(tutor.id);
    const res = await t.gql(CREATE_QUIZ, { chapterId, input: { ...quizInput(), ...patch } }, tutor.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(res.errors![0].extensions!.fieldErrors![field]).toBe(message);
    expect(await t.services.quizzes.countByTutor(tutor.id)).toEqual(before);
  });

  it('accepts 2 and 6 options', async () => {
    const quiz = await createQuiz(t, tutor.token, chapterId, {
      questions: [question({ options: ['a', 'b'], correctAnswerIndex: 0 }), question({ options: ['1', '2', '3', '4', '5', '6'], correctAnswerIndex: 5 })],
    });
    expect(quiz.questions.map((q) => q.options.length)).toEqual([2, 6]);
  });

  it('checks raw (REST) input the same way', async () => {
    const user = { id: tutor.id, role: Role.TUTOR, name: 'Test', surname: 'tutor', email: tutor.email };
    await expect(t.services.quizzes.create(chapterId, { title: 'x', instructions: 'y' }, user)).rejects.toMatchObject({ message: 'Please add at least one question' });
    await expect(
      t.services.quizzes.create(chapterId, { title: 'x', instructions: 'y', questions: [{ questionText: 'q', options: ['a', 7], correctAnswerIndex: 0 }] }, user),
    ).rejects.toMatchObject({ message: 'Question 1 has empty options' });
    await expect(
      t.services.quizzes.create(chapterId, { title: 'x', instructions: 'y', questions: [{ questionText: 'q', options: ['a', 'b'] }] }, user),
    ).rejects.toMatchObject({ message: 'Question 1 must have a correct answer among its options' });
  });

  it('answers NOT_FOUND for an unknown chapter', async () => {
    const res = await t.gql(CREATE_QUIZ, { chapterId: MISSING, input: quizInput() }, tutor.token);
    expect(res.errors![0]).toMatchObject({ message: 'Chapter not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('publishing and who sees what', () => {
  let activityId = '';
  let ownChapter = '';
  let draft: QuizResult;
  let published: QuizResult;
  beforeAll(async () => {
    activityId = (await createActivity(t, tutor.token)).id;
    ownChapter = (await createChapter(t, tutor.token, activityId)).id;
    draft = await createQuiz(t, tutor.token, ownChapter, { title: 'Draft quiz' });
    published = await createQuiz(t, tutor.token, ownChapter, { title: 'Live quiz' });
    const res = await t.gql<{ publishQuiz: { id: string; isPublished: boolean } }>(PUBLISH_QUIZ, { id: published.id }, tutor.token);
    expect(res.data!.publishQuiz).toEqual({ id: published.id, isPublished: true });
  });

  it('unpublishes and publishes again, returning id and isPublished', async () => {
    const quiz = await createQuiz(t, tutor.token, ownChapter, { title: 'Toggle' });
    const off = await t.gql<{ unpublishQuiz: { id: string; isPublished: boolean } }>(UNPUBLISH, { id: quiz.id }, tutor.token);
    expect(off.data!.unpublishQuiz).toEqual({ id: quiz.id, isPublished: false });
    expect((await publishQuiz(t, tutor.token, quiz.id)).isPublished).toBe(true);
    expect((await t.gql<{ unpublishQuiz: { isPublished: boolean } }>(UNPUBLISH, { id: quiz.id }, tutor.token)).data!.unpublishQuiz.isPublished).toBe(false);
    await t.gql(DELETE, { id: quiz.id }, tutor.token);
  });

  it('lists drafts for the owner and admins only', async () => {
    for (const token of [tutor.token, admin.token]) {
      const res = await t.gql<{ quizzes: Connection<QuizResult> }>(OWNER_LIST, { chapterId: ownChapter }, token);
      expect(res.data!.quizzes.nodes.map((q) => q.title)).toEqual(['Draft quiz', 'Live quiz']);
      expect(res.data!.quizzes.nodes[0].questions[0].correctAnswerIndex).toBe(1);
    }
    const page = await t.gql<{ quizzes: Connection<QuizResult> }>(OWNER_LIST, { chapterId: ownChapter, first: 1 }, tutor.token);
    expect(page.data!.quizzes).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, nodes: [{ title: 'Draft quiz' }] });
    const next = await t.gql<{ quizzes: Connection<QuizResult> }>(OWNER_LIST, { chapterId: ownChapter, first: 1, after: page.data!.quizzes.pageInfo.endCursor }, tutor.token);
    expect(next.data!.quizzes).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false, hasPreviousPage: true }, nodes: [{ title: 'Live quiz' }] });
    expect(codeOf(await t.gql(OWNER_LIST, { chapterId: ownChapter }, otherTutor.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(OWNER_LIST, { chapterId: MISSING }, tutor.token))).toBe('NOT_FOUND');
  });

  it('gives learners and other tutors the published quizzes only, without correct answers', async () => {
    for (const token of [learner.token, otherTutor.token]) {
      type Listed = QuizResult & { attemptCount: number | null };
      const list = await t.gql<{ publishedQuizzes: { totalCount: number; edges: { node: Listed }[] } }>(PUBLISHED, { chapterId: ownChapter }, token);
      expect(list.data!.publishedQuizzes.totalCount).toBe(1);
      expect(list.data!.publishedQuizzes.edges.map((e) => e.node.title)).toEqual(['Live quiz']);
      expect(list.data!.publishedQuizzes.edges[0].node.attemptCount).toBeNull();
      const viaChapter = await t.gql<{ chapter: { quizzes: Connection<QuizResult> } }>(CHAPTER_TREE, { id: ownChapter }, token);
      expect(viaChapter.data!.chapter.quizzes.nodes.map((q) => q.title)).toEqual(['Live quiz']);
      expect(viaChapter.data!.chapter.quizzes.totalCount).toBe(1);
      expect(codeOf(await t.gql(GET, { id: draft.id }, token))).toBe('NOT_FOUND');
    }
  });

  it('hides the correct answer from every learner-visible result before submission', async () => {
    const results = [
      await t.gql(PUBLISHED, { chapterId: ownChapter }, learner.token),
      await t.gql(GET, { id: published.id }, learner.token),
      await t.gql(ACTIVITY_TREE, { id: activityId }, learner.token),
      await t.gql(CHAPTER_TREE, { id: ownChapter }, learner.token),
    ];
    for (const res of results) {
      expect(res.errors).toBeUndefined();
      const body = JSON.stringify(res.data);
      expect(body).toContain('"correctAnswerIndex":null');
      expect(body).not.toMatch(/"correctAnswerIndex":\d/);
      expect(body).not.toMatch(/"myAttempt":\{/);
    }
  });

  it('shows the correct answer to the owner and admins everywhere', async () => {
    for (const token of [tutor.token, admin.token]) {
      const res = await t.gql<{ quiz: QuizResult & { attemptCount: number } }>(GET, { id: draft.id }, token);
      expect(res.data!.quiz.questions.every((q) => q.correctAnswerIndex === 1)).toBe(true);
      expect(res.data!.quiz.attemptCount).toBe(0);
      const tree = await t.gql<{ chapter: { quizzes: Connection<QuizResult> } }>(CHAPTER_TREE, { id: ownChapter }, token);
      expect(tree.data!.chapter.quizzes.nodes).toHaveLength(2);
      expect(tree.data!.chapter.quizzes.totalCount).toBe(2);
      expect(JSON.stringify(tree.data)).not.toContain('"correctAnswerIndex":null');
    }
  });

  it('answers NOT_FOUND for the published quizzes of an unknown chapter', async () => {
    expect(codeOf(await t.gql(PUBLISHED, { chapterId: MISSING }, learner.token))).toBe('NOT_FOUND');
  });
});

describe('editing a quiz', () => {
  it('replaces title, instructions and questions while nobody has attempted it', async () => {
    const quiz = await createQuiz(t, tutor.token, chapterId);
    const res = await t.gql<{ updateQuiz: QuizResult }>(UPDATE, { id: quiz.id, input: { title: 'Renamed', instructions: 'New', questions: [question()] } }, tutor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateQuiz).toMatchObject({ title: 'Renamed', instructions: 'New', questions: [{ questionText: 'What is 2 + 2?' }] });
    const invalid = await t.gql(UPDATE, { id: quiz.id, input: { ...quizInput(), questions: [question({ questionText: '' })] } }, tutor.token);
    expect(invalid.errors![0].message).toBe('Question 1 is missing text');
  });

  it('is refused with a clear message once a learner has attempted it', async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    expect((await t.gql(SUBMIT, { quizId: quiz.id, answers: answers([1, 1, 1, 1]) }, learner.token)).errors).toBeUndefined();
    const res = await t.gql(UPDATE, { id: quiz.id, input: quizInput({ title: 'Changed' }) }, tutor.token);
    expect(res.errors![0]).toMatchObject({
      message: 'This quiz has already been attempted by learners and can no longer be edited.',
      extensions: { code: 'CONFLICT' },
    });
    const [row] = await t.db.dataSource.query('SELECT title FROM quizzes WHERE id = $1', [quiz.id]);
    expect(row.title).toBe('Loops quiz');
    // Publishing state can still change.
    expect((await t.gql(UNPUBLISH, { id: quiz.id }, tutor.token)).errors).toBeUndefined();
  });

  it('runs the edit in one transaction with the quiz row locked', async () => {
    const quiz = await createQuiz(t, tutor.token, chapterId);
    const res = await t.gql(UPDATE, { id: quiz.id, input: quizInput({ title: 'Locked edit' }) }, tutor.token);
    expect(res.errors).toBeUndefined();
    const sql = res.statements.join('\n');
    expect(sql).toMatch(/START TRANSACTION[\s\S]*FOR UPDATE[\s\S]*UPDATE "quizzes"[\s\S]*COMMIT/);
  });
});

describe('permissions', () => {
  type Who = 'anonymous' | 'learner' | 'owner' | 'otherTutor' | 'admin';
  type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';
  type Fixture = { chapterId: string; quizId: string };
  const WHO: Who[] = ['anonymous', 'learner', 'owner', 'otherTutor', 'admin'];
  const token = (who: Who) => ({ anonymous: undefined, learner: learner.token, owner: tutor.token, otherTutor: otherTutor.token, admin: admin.token })[who];
  const INSIGHT = `query($quizId: ID!) { quizInsight(quizId: $quizId) { attemptCount } }`;
  const ATTEMPTS = `query($quizId: ID!) { quizAttempts(quizId: $quizId) { totalCount } }`;

  // [operation, request, outcome for anonymous, learner, owner, another tutor, admin]
  const table: [string, (f: Fixture) => [string, Record<string, unknown>], Outcome[]][] = [
    ['quizzes', (f) => [OWNER_LIST, { chapterId: f.chapterId }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'ok']],
    ['publishedQuizzes', (f) => [PUBLISHED, { chapterId: f.chapterId }], ['UNAUTHENTICATED', 'ok', 'ok', 'ok', 'ok']],
    ['quiz', (f) => [GET, { id: f.quizId }], ['UNAUTHENTICATED', 'ok', 'ok', 'ok', 'ok']],
    ['createQuiz', (f) => [CREATE_QUIZ, { chapterId: f.chapterId, input: quizInput({ title: 'Edited' }) }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'FORBIDDEN']],
    ['updateQuiz', (f) => [UPDATE, { id: f.quizId, input: quizInput({ title: 'Edited' }) }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'FORBIDDEN']],
    ['publishQuiz', (f) => [PUBLISH_QUIZ, { id: f.quizId }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'FORBIDDEN']],
    ['unpublishQuiz', (f) => [UNPUBLISH, { id: f.quizId }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'FORBIDDEN']],
    ['deleteQuiz', (f) => [DELETE, { id: f.quizId }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'ok']],
    ['submitQuizAttempt', (f) => [SUBMIT, { quizId: f.quizId, answers: answers([1, 1, 1, 1]) }], ['UNAUTHENTICATED', 'ok', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']],
    ['quizAttempts', (f) => [ATTEMPTS, { quizId: f.quizId }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'ok']],
    ['quizInsight', (f) => [INSIGHT, { quizId: f.quizId }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'ok']],
    ['myQuizAttempts', () => [`{ myQuizAttempts { totalCount } }`, {}], ['UNAUTHENTICATED', 'ok', 'ok', 'ok', 'ok']],
  ];
  const rows = table.flatMap(([name, request, outcomes]) => WHO.map((who, i) => [name, who, outcomes[i], request] as const));

  it.each(rows)('%s as %s: %s', async (_name, who, outcome, request) => {
    const { chapter, quiz } = await publishedQuiz(t, tutor.token, { title: 'Original' });
    const [query, variables] = request({ chapterId: chapter.id, quizId: quiz.id });
    const res = await t.gql(query, variables, token(who));
    const [after] = await t.db.dataSource.query(
      `SELECT (SELECT title FROM quizzes WHERE id = $1) AS title, (SELECT is_published FROM quizzes WHERE id = $1) AS published,
              (SELECT count(*) FROM quizzes WHERE chapter_id = $2)::int AS quizzes, (SELECT count(*) FROM quiz_attempts WHERE quiz_id = $1)::int AS attempts`,
      [quiz.id, chapter.id],
    );
    if (outcome === 'ok') {
      expect(res.errors).toBeUndefined();
      return;
    }
    expect(codeOf(res)).toBe(outcome);
    // A refused call changed nothing.
    expect(after).toEqual({ title: 'Original', published: true, quizzes: 1, attempts: 0 });
  });

  it('answers NOT_FOUND for a missing quiz before ownership', async () => {
    for (const [query, variables] of [
      [UPDATE, { id: MISSING, input: quizInput() }],
      [PUBLISH_QUIZ, { id: MISSING }],
      [UNPUBLISH, { id: 'not-an-id' }],
      [DELETE, { id: MISSING }],
      [GET, { id: MISSING }],
      [INSIGHT, { quizId: MISSING }],
      [ATTEMPTS, { quizId: MISSING }],
    ] as const) {
      expect(codeOf(await t.gql(query, variables, otherTutor.token))).toBe('NOT_FOUND');
    }
  });
});

describe('dashboard counts', () => {
  it('counts a tutor\'s quizzes and published quizzes', async () => {
    const fresh = await t.signIn(Role.TUTOR);
    const chapter = await createChapter(t, fresh.token, (await createActivity(t, fresh.token)).id);
    await createQuiz(t, fresh.token, chapter.id);
    await publishQuiz(t, fresh.token, (await createQuiz(t, fresh.token, chapter.id)).id);
    expect(await t.services.quizzes.countByTutor(fresh.id)).toEqual({ quizzes: 2, publishedQuizzes: 1 });
  });
});
