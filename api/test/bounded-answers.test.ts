// Bounded answers: a card's text has a maximum on every way in (GraphQL, REST, a file
// import); the cost limit reads page sizes passed as variables; an answer over MAX_ANSWER_BYTES is
// refused rather than sent, over the lean JSON path and the Express path alike.
import request from 'supertest';
import { ANSWER_TOO_LARGE, MAX_ANSWER_BYTES } from '../src/graphql/answer-size';
import { MAX_OPERATION_COST } from '../src/graphql/cost';
import { MAX_CARD_TEXT } from '../src/modules/courses/course.service';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { rest } from './helpers/rest';
import { gqlUpload } from './helpers/uploads';

const ADD_Q = `mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }`;
const UPDATE_Q = `mutation($id: ID!, $input: CourseQuestionInput!) { updateCourseQuestion(id: $id, input: $input) { id answer } }`;
const IMPORT_CARDS = `mutation($courseId: ID!, $format: CardImportFormat!, $file: Upload!) {
  importCourseQuestions(courseId: $courseId, format: $format, file: $file) { id }
}`;
const PREVIEW_CARDS = `mutation($format: CardImportFormat!, $file: Upload!) {
  previewCourseQuestionImport(format: $format, file: $file) { cards { question } skipped { line reason } }
}`;

let t: TestApp;
let tutor: string;
let courseId: string;

beforeAll(async () => {
  t = await startTestApp();
  tutor = (await t.signIn(Role.TUTOR)).token;
  const res = await t.gql<{ createCourse: { id: string } }>(
    `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`,
    { input: { title: 'Bounds', description: 'Long cards', level: 'FIRST_YEAR' } },
    tutor,
  );
  courseId = res.data!.createCourse.id;
});
afterAll(() => t.close());

const countCards = async (): Promise<number> => Number((await t.db.dataSource.query('SELECT count(*) FROM course_questions'))[0].count);
const long = 'x'.repeat(MAX_CARD_TEXT + 1);

// The two ways a GraphQL request arrives: a JSON POST takes the lean path, one with a
// content-encoding the Express path.
const PATHS = [
  ['lean JSON path', {}],
  ['Express path', { 'content-encoding': 'identity' }],
] as const;
const post = (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
  request(t.app)
    .post('/graphql')
    .set({ 'content-type': 'application/json', ...headers })
    .send(JSON.stringify({ query, variables }));

describe('card text limits', () => {
  it.each([
    ['question', 'Question must be at most 10000 characters'],
    ['answer', 'Answer must be at most 10000 characters'],
  ])('refuses an over-long %s over GraphQL, storing nothing', async (field, message) => {
    const before = await countCards();
    const res = await t.gql(ADD_Q, { input: { courseId, question: 'Q?', answer: 'A.', category: 'C', [field]: long } }, tutor);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } } });
    expect(await countCards()).toBe(before);
  });

  it('keeps a card at the limit, and refuses an edit past it', async () => {
    const atLimit = 'y'.repeat(MAX_CARD_TEXT);
    const added = await t.gql<{ addCourseQuestion: { id: string } }>(ADD_Q, { input: { courseId, question: atLimit, answer: atLimit, category: 'C' } }, tutor);
    expect(added.errors).toBeUndefined();
    const id = added.data!.addCourseQuestion.id;
    const res = await t.gql(UPDATE_Q, { id, input: { question: 'Q?', answer: long, category: 'C' } }, tutor);
    expect(res.errors![0].message).toBe('Answer must be at most 10000 characters');
    const [row] = await t.db.dataSource.query('SELECT answer FROM course_questions WHERE id = $1', [id]);
    expect(row.answer).toBe(atLimit);
  });

  it('refuses an over-long answer over REST, storing nothing', async () => {
    const before = await countCards();
    const res = await rest(t, 'post', '/course/details', tutor).send({ question: 'Q?', answer: long, category: 'C', course: courseId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Answer must be at most 10000 characters', code: 'BAD_USER_INPUT' });
    expect(await countCards()).toBe(before);
  });

  it('skips an over-long card of an imported file, with its line, and imports the rest', async () => {
    const csv = `question,answer,category\nShort,Yes,Web\nLong,${long},Web\n`;
    const file = { path: 'variables.file', buffer: Buffer.from(csv), filename: 'cards.csv' };
    const preview = await gqlUpload<{ previewCourseQuestionImport: { cards: unknown[]; skipped: unknown[] } }>(t.app, {
      query: PREVIEW_CARDS,
      variables: { format: 'CSV', file: null },
      files: [file],
      token: tutor,
    });
    expect(preview.data!.previewCourseQuestionImport.skipped).toEqual([{ line: 3, reason: 'Answer must be at most 10000 characters' }]);
    const before = await countCards();
    const res = await gqlUpload(t.app, { query: IMPORT_CARDS, variables: { courseId, format: 'CSV', file: null }, files: [file], token: tutor });
    expect(res.errors).toBeUndefined();
    expect(await countCards()).toBe(before + 1);
    const [{ count }] = await t.db.dataSource.query('SELECT count(*) FROM course_questions WHERE length(answer) > $1', [MAX_CARD_TEXT]);
    expect(Number(count)).toBe(0);
  });
});

describe('the cost limit reads variables', () => {
  // The audit's shape: 20 aliases of a list, its sizes passed as variables (here a page of
  // courses, each with a page of cards: 20 x (100 + 100 x 100) rows at n = 100).
  const ATTACK = `query($n: Int) { ${Array.from({ length: 20 }, (_, i) => `a${i}: courses(first: $n) { nodes { id questions(first: $n) { nodes { id } } } }`).join(' ')} }`;

  it.each(PATHS)('refuses 20 aliases of 100 x 100 rows sized by variables (%s)', async (_, headers) => {
    const res = await post(headers, ATTACK, { n: 100 });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([
      {
        message: `This query costs 202000 points, over the limit of ${MAX_OPERATION_COST}: ask for fewer items (smaller pages, fewer nested lists)`,
        extensions: { code: 'QUERY_TOO_COSTLY', cost: 202_000, maximumCost: MAX_OPERATION_COST },
      },
    ]);
  });

  it.each(PATHS)('runs the same query with small pages (%s)', async (_, headers) => {
    const res = await post(headers, ATTACK, { n: 2 });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });
});

describe('the answer size cap', () => {
  it.each(PATHS)('refuses an answer over the cap instead of sending it (%s)', async (_, headers) => {
    // A card stored before the limits (straight into the table): its answer alone is over the cap.
    const { dataSource } = t.db;
    const [{ id }] = await dataSource.query(
      `INSERT INTO course_questions (course_id, question, answer, category) VALUES ($1, 'Legacy', repeat('z', $2::int), 'Old') RETURNING id`,
      [courseId, MAX_ANSWER_BYTES + 1],
    );
    try {
      const res = await post(headers, `query($id: ID!) { course(id: $id) { questions { nodes { answer } } } }`, { id: courseId });
      expect(res.text.length).toBeLessThan(1000);
      // No data (the lean path puts the caller's extensions.cost beside the error).
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toEqual([{ message: ANSWER_TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }]);
      // The same course without the big field answers as usual.
      const small = await post(headers, `query($id: ID!) { course(id: $id) { questions { nodes { category } } } }`, { id: courseId });
      expect(small.body.errors).toBeUndefined();
    } finally {
      await dataSource.query('DELETE FROM course_questions WHERE id = $1', [id]);
    }
  });
});

// A course of the tutor's with 101 cards, Q1..Q101 in that order: one more than the largest page.
async function courseOf101Cards(title: string): Promise<string> {
  const created = await t.gql<{ createCourse: { id: string } }>(
    `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`,
    { input: { title, description: 'More than a page', level: 'FIRST_YEAR' } },
    tutor,
  );
  const id = created.data!.createCourse.id;
  await t.db.dataSource.query(
    `INSERT INTO course_questions (course_id, question, answer, category, created_at)
     SELECT $1, 'Q' || n, 'A' || n, 'C', now() + n * interval '1 millisecond' FROM generate_series(1, 101) n`,
    [id],
  );
  return id;
}

describe("REST's course with its questions", () => {
  it('answers a page of them (100 at most, oldest first), with their full count and the next page', async () => {
    const id = await courseOf101Cards('Many cards');
    const first = await rest(t, 'get', `/course/${id}`);
    expect(first.status).toBe(200);
    expect(first.body.course.id).toBe(id);
    expect(first.body.courseDetail).toHaveLength(100);
    expect(first.body.courseDetail[0].question).toBe('Q1');
    expect(first.headers['x-total-count']).toBe('101');
    expect(first.headers.link).toMatch(/limit=100&offset=100>; rel="next"/);
    const last = await rest(t, 'get', `/course/${id}?limit=2&offset=100`);
    expect(last.body.courseDetail.map((q: { question: string }) => q.question)).toEqual(['Q101']);
    const tooMany = await rest(t, 'get', `/course/${id}?limit=101`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('BAD_USER_INPUT');
  });
});

describe("GraphQL's course questions", () => {
  const QUESTIONS = `query($id: ID!, $first: Int, $after: String) {
    course(id: $id) { questions(first: $first, after: $after) { nodes { question } pageInfo { hasNextPage endCursor } totalCount } }
  }`;
  type Page = { nodes: { question: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; totalCount: number };

  it('answers a page of them (20 by default, at most 100), oldest first, and the pages after it', async () => {
    const id = await courseOf101Cards('Paged cards');
    const first = await t.gql<{ course: { questions: Page } }>(QUESTIONS, { id });
    expect(first.data!.course.questions.nodes.map((q) => q.question)).toEqual(Array.from({ length: 20 }, (_, i) => `Q${i + 1}`));
    expect(first.data!.course.questions).toMatchObject({ totalCount: 101, pageInfo: { hasNextPage: true } });
    const rest100 = await t.gql<{ course: { questions: Page } }>(QUESTIONS, { id, first: 100, after: first.data!.course.questions.pageInfo.endCursor });
    expect(rest100.data!.course.questions.nodes).toHaveLength(81);
    expect(rest100.data!.course.questions.pageInfo.hasNextPage).toBe(false);
    const tooMany = await t.gql(QUESTIONS, { id, first: 101 });
    expect(tooMany.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
