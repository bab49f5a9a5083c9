import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

const COURSE_FIELDS = 'id title description level createdAt';
const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { ${COURSE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${COURSE_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteCourse(id: $id) }`;
const ADD_Q = `mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id courseId question answer category } }`;
const UPDATE_Q = `mutation($id: ID!, $input: CourseQuestionInput!) { updateCourseQuestion(id: $id, input: $input) { id question answer category } }`;
const DELETE_Q = `mutation($id: ID!) { deleteCourseQuestion(id: $id) }`;
const LIST = `query($search: String, $first: Int, $after: String) {
  courses(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id title level } } }
}`;
const GET = `query($id: ID!) { course(id: $id) { id title questions(first: 100) { nodes { id question answer category } } } }`;

type Course = { id: string; title: string; description: string; level: string };
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
type Page = { totalCount: number; pageInfo: PageInfo; edges: { cursor: string; node: Course }[] };
const titles = (page: Page) => page.edges.map((edge) => edge.node.title);

let t: TestApp;
let admin: string;
let tutor: string;
let learner: string;

beforeAll(async () => {
  t = await startTestApp({}, { guardPublicReads: true });
  admin = (await t.signIn(Role.ADMIN)).token;
  tutor = (await t.signIn(Role.TUTOR)).token;
  learner = (await t.signIn(Role.USER)).token;
});
afterAll(() => t.close());

const input = (patch: Record<string, unknown> = {}) => ({ title: 'Data Structures', description: 'Lists, trees and graphs', level: 'SECOND_YEAR', ...patch });

async function createCourse(patch: Record<string, unknown> = {}, token = tutor): Promise<Course> {
  const res = await t.gql<{ createCourse: Course }>(CREATE, { input: input(patch) }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.createCourse;
}

describe('create course', () => {
  it('trims and stores the course, level as the enum', async () => {
    const course = await createCourse({ title: '  Web Basics ', description: ' HTML and CSS ', level: 'FIRST_YEAR' });
    expect(course).toMatchObject({ title: 'Web Basics', description: 'HTML and CSS', level: 'FIRST_YEAR' });
    const [row] = await t.db.dataSource.query('SELECT level FROM courses WHERE id = $1', [course.id]);
    expect(row.level).toBe('First Year');
  });

  it.each([
    [{ title: ' ', description: '', level: null }, 'Title is required'],
    [{ description: '  ', level: null }, 'Description is required'],
    [{ level: null }, 'Please select a year level'],
  ])('checks in the spec order: %j -> %s', async (patch, message) => {
    const before = await t.services.courses.count();
    const res = await t.gql(CREATE, { input: input(patch) }, tutor);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.services.courses.count()).toBe(before);
  });

  it('refuses a level that is not a year level', async () => {
    const res = await t.gql(CREATE, { input: input({ level: 'FOURTH_YEAR' }) }, tutor);
    expect(res.status).toBe(400);
    expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('questions', () => {
  it('are added in order, trimmed, and listed with the course', async () => {
    const course = await createCourse();
    for (const n of [1, 2]) {
      const res = await t.gql(ADD_Q, { input: { courseId: course.id, question: ` Q${n} `, answer: ` A${n} `, category: ' Theory ' } }, admin);
      expect(res.errors).toBeUndefined();
    }
    const res = await t.gql<{ course: { questions: { nodes: { question: string; answer: string; category: string }[] } } }>(GET, { id: course.id });
    expect(res.data!.course.questions.nodes.map((q) => [q.question, q.answer, q.category])).toEqual([
      ['Q1', 'A1', 'Theory'],
      ['Q2', 'A2', 'Theory'],
    ]);
  });

  it.each([
    [{ question: '', answer: '', category: '' }, 'Question is required'],
    [{ question: 'Q', answer: ' ', category: '' }, 'Answer is required'],
    [{ question: 'Q', answer: 'A', category: '  ' }, 'Category is required'],
  ])('check in the spec order: %j -> %s', async (fields, message) => {
    const course = await createCourse();
    const res = await t.gql(ADD_Q, { input: { courseId: course.id, ...fields } }, tutor);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: expect.any(Object) } });
    const [{ count }] = await t.db.dataSource.query('SELECT count(*)::int AS count FROM course_questions WHERE course_id = $1', [course.id]);
    expect(count).toBe(0);
  });

  it('can be edited and deleted', async () => {
    const course = await createCourse();
    const added = await t.gql<{ addCourseQuestion: { id: string } }>(ADD_Q, { input: { courseId: course.id, question: 'Q', answer: 'A', category: 'C' } }, tutor);
    const id = added.data!.addCourseQuestion.id;
    const edited = await t.gql(UPDATE_Q, { id, input: { question: 'Q2', answer: 'A2', category: 'C2' } }, tutor);
    expect(edited.data).toEqual({ updateCourseQuestion: { id, question: 'Q2', answer: 'A2', category: 'C2' } });
    expect((await t.gql(DELETE_Q, { id }, tutor)).data).toEqual({ deleteCourseQuestion: id });
    expect((await t.gql(DELETE_Q, { id }, tutor)).errors![0]).toMatchObject({ message: 'Question not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('cannot be added to a missing course', async () => {
    const res = await t.gql(ADD_Q, { input: { courseId: '00000000-0000-4000-8000-000000000000', question: 'Q', answer: 'A', category: 'C' } }, tutor);
    expect(res.errors![0]).toMatchObject({ message: 'Course not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('edit and delete', () => {
  it('updates every field with the same rules', async () => {
    const course = await createCourse();
    const res = await t.gql<{ updateCourse: Course }>(UPDATE, { id: course.id, input: { title: 'New', description: 'Desc', level: 'THIRD_YEAR' } }, admin);
    expect(res.data!.updateCourse).toMatchObject({ id: course.id, title: 'New', description: 'Desc', level: 'THIRD_YEAR' });
    const bad = await t.gql(UPDATE, { id: course.id, input: { title: '', description: 'x', level: 'THIRD_YEAR' } }, admin);
    expect(bad.errors![0].message).toBe('Title is required');
  });

  it('deletes the course with its questions', async () => {
    const course = await createCourse();
    await t.gql(ADD_Q, { input: { courseId: course.id, question: 'Q', answer: 'A', category: 'C' } }, tutor);
    expect((await t.gql(DELETE, { id: course.id }, tutor)).data).toEqual({ deleteCourse: course.id });
    const [{ count }] = await t.db.dataSource.query('SELECT count(*)::int AS count FROM course_questions WHERE course_id = $1', [course.id]);
    expect(count).toBe(0);
    expect((await t.gql(GET, { id: course.id })).errors![0]).toMatchObject({ message: 'Course not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers NOT_FOUND, not a 500, for an id that cannot exist', async () => {
    for (const id of ['not-a-uuid', "1'; DROP TABLE courses; --"]) {
      const res = await t.gql(GET, { id });
      expect(res.errors![0].extensions!.code).toBe('NOT_FOUND');
    }
  });
});

describe('catalogue and search', () => {
  let search: TestApp;
  beforeAll(async () => {
    search = await startTestApp();
    const token = (await search.signIn(Role.TUTOR)).token;
    const make = (title: string, description: string, level: string) => search.gql(CREATE, { input: { title, description, level } }, token);
    await make('JavaScript Fundamentals', 'Variables, functions and the DOM', 'FIRST_YEAR');
    await make('Databases', 'SQL joins and indexes; a little javascript too', 'SECOND_YEAR');
    await make('Mobile Apps', 'Build apps for phones', 'THIRD_YEAR');
    await make('100% Pass Prep', 'Exam practice', 'THIRD_YEAR');
  });
  afterAll(() => search.close());

  const listed = async (variables: Record<string, unknown>) => {
    const res = await search.gql<{ courses: Page }>(LIST, variables);
    expect(res.errors).toBeUndefined();
    return { page: res.data!.courses, statements: res.statements };
  };
  const list = async (variables: Record<string, unknown>) => (await listed(variables)).page;

  it('sends the first page with its count in the one statement the benchmark\'s baseline runs', async () => {
    // bench/lib/catalogue.mjs holds the statement the raw-SQL baseline (and the frameworks' floors)
    // run; they are only a fair ceiling while it matches what the API sends.
    const bench = readFileSync(path.join(__dirname, '../../bench/lib/catalogue.mjs'), 'utf8');
    const pageSql = /PAGE_SQL = `([^`]+)`/.exec(bench)?.[1] ?? '';
    const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
    const { page, statements } = await listed({ first: 20 });
    expect(page.totalCount).toBe(4);
    expect(statements.map(normal)).toEqual([normal(pageSql)]);

    // Without totalCount, the page alone: the count is not read at all.
    const res = await search.gql<{ courses: { edges: unknown[] } }>(`{ courses(first: 20) { edges { cursor node { id title level } } } }`);
    expect(res.data!.courses.edges).toHaveLength(4);
    expect(res.statements.map(normal)).toEqual([normal(pageSql.replace(', (SELECT count(*) AS total FROM courses) AS "_total"', ''))]);
  });

  it('counts in the same statement when totalCount comes through a fragment', async () => {
    const res = await search.gql<{ courses: { totalCount: number } }>(
      `query { courses(first: 2) { ...Counted } } fragment Counted on CourseConnection { ... on CourseConnection { totalCount } }`,
    );
    expect(res.data!.courses.totalCount).toBe(4);
    expect(res.statements.filter((sql) => sql.includes('FROM courses'))).toHaveLength(1);
  });

  it('lists every course, newest first, for anyone', async () => {
    const page = await list({});
    expect(page.totalCount).toBe(4);
    expect(titles(page)).toEqual(['100% Pass Prep', 'Mobile Apps', 'Databases', 'JavaScript Fundamentals']);
  });

  it('treats an empty or blank query as the whole catalogue', async () => {
    expect((await list({ search: '   ' })).totalCount).toBe(4);
  });

  it('matches title, description or level case-insensitively, title matches first', async () => {
    expect(titles(await list({ search: '  JAVASCRIPT ' }))).toEqual(['JavaScript Fundamentals', 'Databases']);
    expect(titles(await list({ search: 'third year' })).sort()).toEqual(['100% Pass Prep', 'Mobile Apps']);
    expect((await list({ search: 'nothing like this' })).totalCount).toBe(0);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(titles(await list({ search: '%' }))).toEqual(['100% Pass Prep']);
    expect((await list({ search: '_' })).totalCount).toBe(0);
  });

  it('pages with first and after, at most 100', async () => {
    const head = await list({ first: 1 });
    expect(titles(head)).toEqual(['100% Pass Prep']);
    expect(head.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const page = await list({ first: 2, after: head.pageInfo.endCursor });
    expect(page).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expect(titles(page)).toEqual(['Mobile Apps', 'Databases']);
    const rest = await list({ first: 2, after: page.pageInfo.endCursor });
    expect(titles(rest)).toEqual(['JavaScript Fundamentals']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const tooMany = await search.gql(LIST, { first: 101 });
    expect(tooMany.errors![0]).toMatchObject({ message: 'first must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('pages a search with its own cursors, best matches first', async () => {
    const head = await list({ search: 'javascript', first: 1 });
    expect(titles(head)).toEqual(['JavaScript Fundamentals']);
    const next = await list({ search: 'javascript', first: 1, after: head.pageInfo.endCursor });
    expect(titles(next)).toEqual(['Databases']);
    expect(next.pageInfo.hasNextPage).toBe(false);
    // A cursor of the unfiltered catalogue is not one of the search's.
    const plain = await list({ first: 1 });
    const mixed = await search.gql(LIST, { search: 'javascript', after: plain.pageInfo.endCursor });
    expect(mixed.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('reads a page and its totalCount in one statement, a search too; past the end it still gives the totalCount', async () => {
    const first = await listed({ first: 2 });
    expect(first.page).toMatchObject({ totalCount: 4, edges: [{ node: { title: '100% Pass Prep' } }, { node: { title: 'Mobile Apps' } }] });
    const searched = await listed({ search: 'year', first: 2 });
    expect(searched.page).toMatchObject({ totalCount: 4 });
    expect([...first.statements, ...searched.statements].filter((sql) => sql.includes('FROM courses'))).toHaveLength(2);
    const yearHead = await list({ search: 'year', first: 1 });
    expect(await list({ search: 'year', first: 1, after: yearHead.pageInfo.endCursor })).toMatchObject({ totalCount: 4, edges: [expect.any(Object)] });
    const endOf = async (variables: Record<string, unknown>) => (await list({ ...variables, first: 100 })).pageInfo.endCursor;
    expect(await list({ after: await endOf({}) })).toMatchObject({ totalCount: 4, edges: [], pageInfo: { hasNextPage: false, startCursor: null, endCursor: null } });
    expect(await list({ search: 'javascript', after: await endOf({ search: 'javascript' }) })).toMatchObject({ totalCount: 2, edges: [] });
    expect(await list({ search: 'nothing like this' })).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('is served by the trigram index, not a scan of every row', async () => {
    const runner = search.db.dataSource.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await runner.query(`EXPLAIN SELECT id FROM courses WHERE search_text LIKE '%java%'`);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('courses_search_trgm_idx');
    } finally {
      await runner.release();
    }
  });

  it('loads the questions of a whole page in one statement', async () => {
    const res = await search.gql(`{ courses(first: 50) { nodes { id questions { nodes { id } } } } }`);
    expect(res.errors).toBeUndefined();
    const questionQueries = res.statements.filter((sql) => sql.includes('course_questions'));
    expect(questionQueries).toHaveLength(1);
  });
});

describe('permissions', () => {
  const cases: [string, string, () => Record<string, unknown>][] = [];
  let courseId = '';
  let questionId = '';
  beforeAll(async () => {
    // Created by the tutor: another tutor's writes are refused (ownership.test.ts).
    courseId = (await createCourse({}, tutor)).id;
    const q = await t.gql<{ addCourseQuestion: { id: string } }>(ADD_Q, { input: { courseId, question: 'Q', answer: 'A', category: 'C' } }, tutor);
    questionId = q.data!.addCourseQuestion.id;
  });
  cases.push(
    ['createCourse', CREATE, () => ({ input: input() })],
    ['updateCourse', UPDATE, () => ({ id: courseId, input: input() })],
    ['addCourseQuestion', ADD_Q, () => ({ input: { courseId, question: 'Q', answer: 'A', category: 'C' } })],
    ['updateCourseQuestion', UPDATE_Q, () => ({ id: questionId, input: { question: 'Q', answer: 'A', category: 'C' } })],
  );

  it.each(cases)('%s: anonymous UNAUTHENTICATED, learner FORBIDDEN, the creating tutor and admin allowed', async (_name, query, variables) => {
    expect((await t.gql(query, variables())).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(query, variables(), learner)).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await t.gql(query, variables(), tutor)).errors).toBeUndefined();
    expect((await t.gql(query, variables(), admin)).errors).toBeUndefined();
  });

  it('deletes: anonymous UNAUTHENTICATED, learner FORBIDDEN, the creating tutor and admin allowed', async () => {
    for (const [query, make] of [
      [DELETE, async () => (await createCourse({}, tutor)).id],
      [DELETE_Q, async () => (await t.gql<{ addCourseQuestion: { id: string } }>(ADD_Q, { input: { courseId, question: 'Q', answer: 'A', category: 'C' } }, tutor)).data!.addCourseQuestion.id],
    ] as const) {
      const id = await make();
      expect((await t.gql(query, { id })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, { id }, learner)).errors![0].extensions!.code).toBe('FORBIDDEN');
      expect((await t.gql(query, { id }, tutor)).errors).toBeUndefined();
      expect((await t.gql(query, { id: await make() }, admin)).errors).toBeUndefined();
    }
  });

  it('reads are public: the catalogue and a course with its questions', async () => {
    expect((await t.gql(LIST, {})).errors).toBeUndefined();
    const res = await t.gql<{ course: { id: string; questions: { nodes: { id: string }[] } } }>(GET, { id: courseId });
    expect(res.data!.course.id).toBe(courseId);
    expect(res.data!.course.questions.nodes.map((q) => q.id)).toContain(questionId);
  });
});
