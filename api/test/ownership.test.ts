import { Role } from '../src/modules/users/role';
import { NOT_ALLOWED } from '../src/shared/auth/access';
import { startTestApp, type TestApp } from './helpers/app';
import { rest } from './helpers/rest';
import { gqlUpload, pdfBytes } from './helpers/uploads';

// Courses, their questions and papers are changed or deleted by their creator or an admin only
// (shared/auth/ownership.ts, checked in the services): every write, through both transports.

let t: TestApp;
type Session = { id: string; token: string };
let owner: Session;
let otherTutor: Session;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  [owner, otherTutor, admin] = await Promise.all([t.signIn(Role.TUTOR), t.signIn(Role.TUTOR), t.signIn(Role.ADMIN)]);
});
afterAll(() => t.close());

type Fixture = { courseId: string; questionId: string; paperId: string };
type Result = { ok: boolean; code?: string; message?: string };

const COURSE_INPUT = { title: 'Owned course', description: 'Cards', level: 'FIRST_YEAR' };
const EDIT = { title: 'Defaced by Eve', description: 'Defaced', level: 'SECOND_YEAR' };
const REST_EDIT = { title: 'Defaced by Eve', description: 'Defaced', level: 'Second Year' };
const CARD = { question: 'Defaced?', answer: 'Yes', category: 'Eve' };

async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await t.gql<T>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

async function upload<T>(query: string, variables: Record<string, unknown>, token: string, file?: { path: string; buffer: Buffer; filename: string; contentType: string }) {
  return gqlUpload<T>(t.app, { query, variables, files: file ? [file] : [], token });
}

// A course with one question and a paper, all created by `owner`.
async function fixture(): Promise<Fixture> {
  const { createCourse } = await ok<{ createCourse: { id: string } }>(`mutation($input: CourseInput!) { createCourse(input: $input) { id } }`, { input: COURSE_INPUT }, owner.token);
  const { addCourseQuestion } = await ok<{ addCourseQuestion: { id: string } }>(
    `mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }`,
    { input: { courseId: createCourse.id, question: 'Kept?', answer: 'Kept', category: 'Owner' } },
    owner.token,
  );
  const paper = await upload<{ uploadPaper: { id: string } }>(
    `mutation($input: PaperInput!, $pdf: Upload) { uploadPaper(input: $input, pdf: $pdf) { id } }`,
    { input: { title: 'Owned paper', description: 'Exam' }, pdf: null },
    owner.token,
    { path: 'variables.pdf', buffer: pdfBytes(), filename: 'exam.pdf', contentType: 'application/pdf' },
  );
  if (paper.errors) throw new Error(JSON.stringify(paper.errors));
  return { courseId: createCourse.id, questionId: addCourseQuestion.id, paperId: paper.data!.uploadPaper.id };
}

// Everything a refused write could have touched.
async function snapshot(f: Fixture) {
  const query = (sql: string, params: unknown[]) => t.db.dataSource.query(sql, params);
  return {
    course: await query('SELECT * FROM courses WHERE id = $1', [f.courseId]),
    questions: await query('SELECT * FROM course_questions WHERE course_id = $1 ORDER BY id', [f.courseId]),
    paper: await query('SELECT * FROM papers WHERE id = $1', [f.paperId]),
    files: await query('SELECT count(*) AS n FROM stored_files', []),
  };
}

const fromGql = (res: { errors?: { message: string; extensions?: { code?: string } }[] }): Result =>
  res.errors ? { ok: false, code: res.errors[0].extensions?.code, message: res.errors[0].message } : { ok: true };

const fromRest = (res: { status: number; body: { code?: string; message?: string; error?: { code?: string; message?: string } } }): Result =>
  res.status < 300 ? { ok: true } : { ok: false, code: res.status === 403 ? 'FORBIDDEN' : String(res.status), message: res.body.error?.message ?? res.body.message };

type Call = (f: Fixture, token: string) => Promise<Result>;
const gql =
  (query: string, variables: (f: Fixture) => Record<string, unknown>): Call =>
  async (f, token) =>
    fromGql(await t.gql(query, variables(f), token));

// [write, GraphQL call, REST call (where the route exists)]
const writes: [string, Call, Call | null][] = [
  [
    'update a course',
    gql(`mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }`, (f) => ({ id: f.courseId, input: EDIT })),
    async (f, token) => fromRest(await rest(t, 'patch', `/course/${f.courseId}`, token).send(REST_EDIT)),
  ],
  [
    'delete a course',
    gql(`mutation($id: ID!) { deleteCourse(id: $id) }`, (f) => ({ id: f.courseId })),
    async (f, token) => fromRest(await rest(t, 'delete', `/course/${f.courseId}`, token)),
  ],
  [
    'add a question',
    gql(`mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }`, (f) => ({ input: { courseId: f.courseId, ...CARD } })),
    async (f, token) => fromRest(await rest(t, 'post', '/course/details', token).send({ ...CARD, course: f.courseId })),
  ],
  ['update a question', gql(`mutation($id: ID!, $input: CourseQuestionInput!) { updateCourseQuestion(id: $id, input: $input) { id } }`, (f) => ({ id: f.questionId, input: CARD })), null],
  ['delete a question', gql(`mutation($id: ID!) { deleteCourseQuestion(id: $id) }`, (f) => ({ id: f.questionId })), null],
  [
    'import questions into a course',
    async (f, token) =>
      fromGql(
        await upload(
          `mutation($courseId: ID!, $format: CardImportFormat!, $file: Upload!) { importCourseQuestions(courseId: $courseId, format: $format, file: $file) { id } }`,
          { courseId: f.courseId, format: 'CSV', file: null },
          token,
          { path: 'variables.file', buffer: Buffer.from('question,answer,category\nDefaced?,Yes,Eve\n'), filename: 'cards.csv', contentType: 'text/csv' },
        ),
      ),
    null,
  ],
  [
    'update a paper',
    gql(`mutation($id: ID!, $input: PaperInput!) { updatePaper(id: $id, input: $input) { id } }`, (f) => ({ id: f.paperId, input: { title: 'Defaced by Eve', description: 'Defaced' } })),
    async (f, token) => fromRest(await rest(t, 'patch', `/papers/${f.paperId}`, token).send({ title: 'Defaced by Eve', description: 'Defaced' })),
  ],
  [
    'delete a paper',
    gql(`mutation($id: ID!) { deletePaper(id: $id) }`, (f) => ({ id: f.paperId })),
    async (f, token) => fromRest(await rest(t, 'delete', `/papers/${f.paperId}`, token)),
  ],
];

type Who = 'owner' | 'otherTutor' | 'admin';
const session = (who: Who) => ({ owner, otherTutor, admin })[who];
const rows = writes.flatMap(([name, viaGql, viaRest]) =>
  (['GraphQL', 'REST'] as const).flatMap((transport) => {
    const call = transport === 'GraphQL' ? viaGql : viaRest;
    return call ? (['otherTutor', 'owner', 'admin'] as const).map((who) => [name, transport, who, call] as const) : [];
  }),
);

describe('writes to courses, questions and papers', () => {
  it.each(rows)('%s over %s: %s', async (_name, _transport, who, call) => {
    const f = await fixture();
    const before = await snapshot(f);
    const result = await call(f, session(who).token);
    if (who === 'otherTutor') {
      expect(result).toEqual({ ok: false, code: 'FORBIDDEN', message: NOT_ALLOWED });
      expect(await snapshot(f)).toEqual(before);
    } else {
      expect(result).toEqual({ ok: true });
      expect(await snapshot(f)).not.toEqual(before);
    }
  });
});

describe('rows without a known creator', () => {
  it('are changed by admins only', async () => {
    const f = await fixture();
    await t.db.dataSource.query('UPDATE courses SET created_by_id = NULL WHERE id = $1', [f.courseId]);
    await t.db.dataSource.query('UPDATE papers SET created_by_id = NULL WHERE id = $1', [f.paperId]);
    const editCourse = writes[0][1];
    const editPaper = writes[6][1];
    expect(await editCourse(f, owner.token)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await editPaper(f, owner.token)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await editCourse(f, admin.token)).toEqual({ ok: true });
    expect(await editPaper(f, admin.token)).toEqual({ ok: true });
  });
});

describe('reads', () => {
  // A course's questions are public (GET /course/:id), so any tutor may export them.
  it('lets any tutor export a course, read it and its paper, and says who may edit them', async () => {
    const f = await fixture();
    const exported = await t.gql<{ courseQuestionsExport: { content: string } }>(`query($courseId: ID!) { courseQuestionsExport(courseId: $courseId) { content } }`, { courseId: f.courseId }, otherTutor.token);
    expect(exported.errors).toBeUndefined();
    expect(exported.data!.courseQuestionsExport.content).toContain('Kept?');
    const READ = `query($id: ID!, $paperId: ID!) { course(id: $id) { canEdit } paper(id: $paperId) { canEdit } }`;
    const canEdit = async (token?: string) => (await t.gql(READ, { id: f.courseId, paperId: f.paperId }, token)).data;
    expect(await canEdit(owner.token)).toEqual({ course: { canEdit: true }, paper: { canEdit: true } });
    expect(await canEdit(admin.token)).toEqual({ course: { canEdit: true }, paper: { canEdit: true } });
    expect(await canEdit(otherTutor.token)).toEqual({ course: { canEdit: false }, paper: { canEdit: false } });
    const anonymous = await t.gql<{ course: { canEdit: boolean } }>(`query($id: ID!) { course(id: $id) { canEdit } }`, { id: f.courseId });
    expect(anonymous.data!.course.canEdit).toBe(false);
  });
});
