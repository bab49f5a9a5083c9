// Question and card files through GraphQL on the real database: previews store nothing, imports
// store everything or nothing, roles and limits are the quiz's and the course's own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PARTIAL_CREDITS_NOTE } from '../src/modules/interchange/formats/checks';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { QUIZ_FIELDS, type QuizResult, codeOf, createActivity, createChapter, createQuiz, publishQuiz } from './helpers/learning';
import { gqlUpload } from './helpers/uploads';

const PREVIEW = `mutation($format: QuestionImportFormat!, $file: Upload!) {
  previewQuestionImport(format: $format, file: $file) {
    questions { type title questionText points options correctAnswerIndex correctBoolean optionFeedback generalFeedback line position notes }
    skipped { line position name reason }
  }
}`;
const IMPORT = `mutation($chapterId: ID!, $title: String!, $instructions: String!, $format: QuestionImportFormat!, $file: Upload!) {
  importQuiz(chapterId: $chapterId, title: $title, instructions: $instructions, format: $format, file: $file) { ${QUIZ_FIELDS} }
}`;
const APPEND = `mutation($quizId: ID!, $format: QuestionImportFormat!, $file: Upload!) {
  importQuestionsIntoQuiz(quizId: $quizId, format: $format, file: $file) { ${QUIZ_FIELDS} }
}`;
const EXPORT = `query($id: ID!, $format: QuizExportFormat!) { quizExport(id: $id, format: $format) { filename mimeType content } }`;
const OWNER_LIST = `query($chapterId: ID!) { quizzes(chapterId: $chapterId) { totalCount nodes { id title } } }`;
const CREATE_COURSE = `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`;
const ADD_Q = `mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }`;
const PREVIEW_CARDS = `mutation($format: CardImportFormat!, $file: Upload!, $category: String) {
  previewCourseQuestionImport(format: $format, file: $file, category: $category) {
    cards { question answer category line }
    skipped { line reason }
  }
}`;
const IMPORT_CARDS = `mutation($courseId: ID!, $format: CardImportFormat!, $file: Upload!, $category: String) {
  importCourseQuestions(courseId: $courseId, format: $format, file: $file, category: $category) { id questions(first: 100) { nodes { question answer category } } }
}`;
const EXPORT_CARDS = `query($courseId: ID!) { courseQuestionsExport(courseId: $courseId) { filename mimeType content } }`;

type Preview = {
  questions: {
    type: string;
    title: string | null;
    questionText: string;
    points: number;
    options: string[] | null;
    correctAnswerIndex: number | null;
    correctBoolean: boolean | null;
    optionFeedback: (string | null)[] | null;
    generalFeedback: string | null;
    line: number | null;
    position: number | null;
    notes: string[];
  }[];
  skipped: { line: number | null; position: number | null; name: string | null; reason: string }[];
};
type Session = { id: string; token: string };
type Card = { question: string; answer: string; category: string };

const GIFT = `// A quiz from Moodle
$CATEGORY: $course$/Capitals

::Capital of France::What is the capital of France? {=Paris ~London ~Berlin}

::Broken:: What is this? {=yes ~no

::Sky::The sky is blue. {T}

Name a primary colour. {=red =blue}
`;

let t: TestApp;
let admin: Session;
let tutor: Session;
let otherTutor: Session;
let learner: Session;
let chapterId = '';

beforeAll(async () => {
  t = await startTestApp({}, { guardPublicReads: true });
  [admin, tutor, otherTutor, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
  const activity = await createActivity(t, tutor.token);
  chapterId = (await createChapter(t, tutor.token, activity.id)).id;
});
afterAll(() => t.close());

const file = (text: string | Buffer, filename = 'questions.gift.txt') => ({ path: 'variables.file', buffer: Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), filename });

const send = <T>(query: string, variables: Record<string, unknown>, content: string | Buffer, token: string, filename?: string) =>
  gqlUpload<T>(t.app, { query, variables: { ...variables, file: null }, files: [file(content, filename)], token });

const preview = (content: string | Buffer, format = 'GIFT', token = tutor.token) => send<{ previewQuestionImport: Preview }>(PREVIEW, { format }, content, token);

const importQuiz = (content: string | Buffer, token = tutor.token, patch: Record<string, unknown> = {}) =>
  send<{ importQuiz: QuizResult & { instructions: string } }>(IMPORT, { chapterId, title: 'Imported', instructions: 'Answer them all', format: 'GIFT', ...patch }, content, token);

const countRows = async (table: 'quizzes' | 'course_questions'): Promise<number> => {
  const [row] = await t.db.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table}`);
  return row.n;
};

const giftOf = (n: number) => Array.from({ length: n }, (_, i) => `Question ${i + 1}? {=yes ~no}`).join('\n\n');

describe('previewQuestionImport', () => {
  it('reads the questions, lists the skipped ones with their lines and reasons, and stores nothing', async () => {
    const before = await countRows('quizzes');
    const res = await preview(GIFT);
    expect(res.errors).toBeUndefined();
    const { questions, skipped } = res.data!.previewQuestionImport;
    expect(questions.map(({ type, title, questionText, options, correctAnswerIndex, correctBoolean }) => ({ type, title, questionText, options, correctAnswerIndex, correctBoolean }))).toEqual([
      { type: 'SINGLE_CHOICE', title: 'Capital of France', questionText: 'What is the capital of France?', options: ['Paris', 'London', 'Berlin'], correctAnswerIndex: 0, correctBoolean: null },
      { type: 'TRUE_FALSE', title: 'Sky', questionText: 'The sky is blue.', options: null, correctAnswerIndex: null, correctBoolean: true },
      { type: 'SHORT_ANSWER', title: null, questionText: 'Name a primary colour.', options: null, correctAnswerIndex: null, correctBoolean: null },
    ]);
    expect(questions[0].line).toBe(4);
    expect(skipped.map((item) => item.line)).toEqual([6]);
    expect(skipped.every((item) => item.reason.length > 0)).toBe(true);
    expect(await countRows('quizzes')).toBe(before);
  });

  it('reads a file with a byte-order mark and CRLF line ends', async () => {
    const text = `\uFEFF::Q::Pick one {=a ~b}\r\n\r\nAnother? {=c ~d}\r\n`;
    const res = await preview(text);
    expect(res.data!.previewQuestionImport.questions.map((q) => [q.title, q.questionText, q.options])).toEqual([
      ['Q', 'Pick one', ['a', 'b']],
      [null, 'Another?', ['c', 'd']],
    ]);
  });

  it('reads Moodle XML and Aiken', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice"><name><text>Caf&#233;</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which is <b>bigger</b>?</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="0"><text> 1 </text></answer><answer fraction="100"><text>2</text></answer>
  </question>
  <question type="essay"><name><text>Essay</text></name><questiontext format="html"><text>Write</text></questiontext></question>
</quiz>`;
    const fromXml = (await preview(xml, 'MOODLE_XML')).data!.previewQuestionImport;
    expect(fromXml.questions).toMatchObject([
      { type: 'SINGLE_CHOICE', title: 'Café', questionText: 'Which is bigger?', options: ['1', '2'], correctAnswerIndex: 1, position: 1 },
      { type: 'ESSAY', title: 'Essay', questionText: 'Write', position: 2 },
    ]);
    expect(fromXml.skipped).toEqual([]);

    const aiken = 'Is <b>this</b> bold?\nA) Yes\nB) No\nANSWER: B\n';
    const fromAiken = (await preview(aiken, 'AIKEN')).data!.previewQuestionImport;
    expect(fromAiken.questions).toMatchObject([{ questionText: 'Is <b>this</b> bold?', options: ['Yes', 'No'], correctAnswerIndex: 1, line: 1 }]);
  });

  it("reads Moodle's GIFT reference file whole: every question of every type comes in, with its feedback", async () => {
    const examples = readFileSync(path.join(__dirname, 'fixtures/interchange/moodle-examples.gift'), 'utf8');
    const { questions, skipped } = (await preview(examples)).data!.previewQuestionImport;
    expect(skipped).toEqual([]);
    expect(questions).toHaveLength(43);
    // (The file has no essay; ours do: all-types.gift below.)
    expect(new Set(questions.map((question) => question.type))).toEqual(new Set(['SINGLE_CHOICE', 'MULTIPLE_RESPONSE', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERICAL', 'MATCHING']));
    expect(questions.find((question) => question.questionText === 'Difficult question.')).toMatchObject({
      options: ['wrong answer', 'half credit answer', 'full credit answer'],
      correctAnswerIndex: 2,
      notes: [PARTIAL_CREDITS_NOTE],
    });
    const trueFalse = questions.find((question) => question.line === 113);
    expect(trueFalse).toMatchObject({ type: 'TRUE_FALSE', correctBoolean: false, notes: [] });
    expect(trueFalse!.optionFeedback!.some((feedback) => feedback !== null)).toBe(true);
  });

  it('imports a quiz of every type whole, and exports it back to the same questions (GIFT and Moodle XML)', async () => {
    const fixture = readFileSync(path.join(__dirname, 'fixtures/interchange/all-types.gift'), 'utf8');
    const previewed = (await preview(fixture)).data!.previewQuestionImport.questions;
    const imported = await importQuiz(Buffer.from(fixture));
    expect(imported.errors).toBeUndefined();
    const quizId = imported.data!.importQuiz.id;
    for (const format of ['GIFT', 'MOODLE_XML']) {
      const exported = await t.gql<{ quizExport: { content: string } }>(EXPORT, { id: quizId, format }, tutor.token);
      const again = (await preview(exported.data!.quizExport.content, format)).data!.previewQuestionImport.questions;
      const essentials = (list: Preview['questions']) => list.map(({ type, questionText, points, options, correctAnswerIndex, correctBoolean, optionFeedback, generalFeedback }) => ({ type, questionText, points, options, correctAnswerIndex, correctBoolean, optionFeedback, generalFeedback }));
      expect([format, essentials(again)]).toEqual([format, essentials(previewed)]);
    }
  });

  it('refuses a file that is not well-formed XML, with its reason', async () => {
    const res = await preview('<quiz><question type="multichoice">', 'MOODLE_XML');
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(/XML/);
  });

  it.each([
    ['bytes that are not UTF-8', Buffer.from([0x51, 0x3f, 0x20, 0x7b, 0x3d, 0xe9, 0x20, 0x7e, 0x62, 0x7d])],
    ['a NUL byte (a binary file)', Buffer.from('Q? {=a\u0000 ~b}', 'utf8')],
  ])('refuses %s', async (_, bytes) => {
    const before = await countRows('quizzes');
    const res = await importQuiz(bytes);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('The file must be UTF-8 text');
    expect(await countRows('quizzes')).toBe(before);
  });

  it('refuses a file over 1 MB and one of more than 500 questions', async () => {
    const big = await preview(Buffer.alloc(2 * 1024 * 1024, 0x41));
    expect(codeOf(big)).toBe('PAYLOAD_TOO_LARGE');
    expect(big.errors![0].message).toBe('The file must be at most 1 MB');

    const many = await preview(giftOf(501));
    expect(codeOf(many)).toBe('BAD_USER_INPUT');
    expect(many.errors![0].message).toBe('A file can hold at most 500 questions');
    expect((await preview(giftOf(500))).data!.previewQuestionImport.questions).toHaveLength(500);
  });

  it('is for tutors and admins only', async () => {
    expect(codeOf(await preview(GIFT, 'GIFT', learner.token))).toBe('FORBIDDEN');
    expect((await preview(GIFT, 'GIFT', admin.token)).data!.previewQuestionImport.questions).toHaveLength(3);
  });
});

describe('importQuiz', () => {
  it("creates one draft quiz on the tutor's chapter with the file's questions in order", async () => {
    const before = await countRows('quizzes');
    const res = await importQuiz(GIFT);
    expect(res.errors).toBeUndefined();
    expect(res.data!.importQuiz).toMatchObject({
      chapterId,
      title: 'Imported',
      instructions: 'Answer them all',
      isPublished: false,
      questions: [
        { questionText: 'What is the capital of France?', options: ['Paris', 'London', 'Berlin'], correctAnswerIndex: 0 },
        // A true/false and a short-answer question: no options, their answers in their own fields.
        { questionText: 'The sky is blue.', options: [], correctAnswerIndex: null },
        { questionText: 'Name a primary colour.', options: [], correctAnswerIndex: null },
      ],
    });
    expect(await countRows('quizzes')).toBe(before + 1);
  });

  it("lets an admin import on any chapter; the quiz is the chapter tutor's", async () => {
    const res = await importQuiz(GIFT, admin.token, { title: 'By the admin' });
    expect(res.errors).toBeUndefined();
    const list = await t.gql<{ quizzes: { nodes: { id: string }[] } }>(OWNER_LIST, { chapterId }, tutor.token);
    expect(list.data!.quizzes.nodes.map((quiz) => quiz.id)).toContain(res.data!.importQuiz.id);
  });

  it('refuses a learner and another tutor, and stores nothing', async () => {
    const before = await countRows('quizzes');
    expect(codeOf(await importQuiz(GIFT, learner.token))).toBe('FORBIDDEN');
    expect(codeOf(await importQuiz(GIFT, otherTutor.token))).toBe('FORBIDDEN');
    expect(await countRows('quizzes')).toBe(before);
  });

  it('refuses a 2 MB file with a clear message and stores nothing', async () => {
    const before = await countRows('quizzes');
    const res = await importQuiz(Buffer.alloc(2 * 1024 * 1024, 0x41));
    expect(codeOf(res)).toBe('PAYLOAD_TOO_LARGE');
    expect(res.errors![0].message).toBe('The file must be at most 1 MB');
    expect(await countRows('quizzes')).toBe(before);
  });

  it('stores all the questions or none: a file beyond what a quiz holds stores nothing', async () => {
    const before = await countRows('quizzes');
    const res = await importQuiz(giftOf(101));
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('A quiz can have at most 100 questions');
    expect(await countRows('quizzes')).toBe(before);
  });

  it("checks the quiz's own fields and refuses a file with nothing to import", async () => {
    expect((await importQuiz(GIFT, tutor.token, { title: ' ' })).errors![0].message).toBe('Please fill in all required fields');
    const none = await importQuiz('::Broken:: What is this? {=yes ~no');
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(none.errors![0].message).toBe('The file has no question that can be imported');
  });
});

describe('importQuestionsIntoQuiz', () => {
  it("adds the file's questions after a draft's own, and refuses a published quiz", async () => {
    const quiz = await createQuiz(t, tutor.token, chapterId);
    const res = await send<{ importQuestionsIntoQuiz: QuizResult }>(APPEND, { quizId: quiz.id, format: 'AIKEN' }, 'Two?\nA. 1\nB. 2\nANSWER: B', tutor.token);
    expect(res.errors).toBeUndefined();
    const questions = res.data!.importQuestionsIntoQuiz.questions;
    expect(questions.slice(0, -1)).toEqual(quiz.questions);
    expect(questions.at(-1)).toEqual({ questionText: 'Two?', options: ['1', '2'], correctAnswerIndex: 1 });

    expect(codeOf(await send(APPEND, { quizId: quiz.id, format: 'AIKEN' }, 'Two?\nA. 1\nB. 2\nANSWER: B', otherTutor.token))).toBe('FORBIDDEN');
    await publishQuiz(t, tutor.token, quiz.id);
    const published = await send(APPEND, { quizId: quiz.id, format: 'AIKEN' }, 'Two?\nA. 1\nB. 2\nANSWER: B', tutor.token);
    expect(codeOf(published)).toBe('CONFLICT');
    expect(published.errors![0].message).toBe('Questions can only be added to a draft quiz');
  });
});

describe('quizExport', () => {
  const tricky = {
    title: 'Tricky: {marks} & <tags>',
    instructions: 'Line one\nLine two',
    questions: [
      { questionText: 'What does ~ = # { } : \\ mean in GIFT?', options: ['Escapes', '<b>Bold</b>', 'Ça & "quotes"'], correctAnswerIndex: 1 },
      { questionText: 'Two\nlines?', options: ['Yes', 'No'], correctAnswerIndex: 0 },
    ],
  };

  it.each([
    ['GIFT', /\.gift\.txt$/, 'text/plain'],
    ['MOODLE_XML', /\.xml$/, 'application/xml'],
  ])('exports a quiz to %s, which our import reads back to the same questions', async (format, filename, mimeType) => {
    const quiz = await createQuiz(t, tutor.token, chapterId, tricky);
    const res = await t.gql<{ quizExport: { filename: string; mimeType: string; content: string } }>(EXPORT, { id: quiz.id, format }, tutor.token);
    expect(res.errors).toBeUndefined();
    const exported = res.data!.quizExport;
    expect(exported.filename).toMatch(filename);
    expect(exported.mimeType).toContain(mimeType);
    const back = await preview(exported.content, format);
    expect(back.data!.previewQuestionImport.questions.map(({ questionText, options, correctAnswerIndex }) => ({ questionText, options, correctAnswerIndex }))).toEqual(tricky.questions);
    expect(back.data!.previewQuestionImport.skipped).toEqual([]);
  });

  it("is for the quiz's tutor and admins only", async () => {
    const quiz = await createQuiz(t, tutor.token, chapterId);
    expect(codeOf(await t.gql(EXPORT, { id: quiz.id, format: 'GIFT' }, learner.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(EXPORT, { id: quiz.id, format: 'GIFT' }, otherTutor.token))).toBe('FORBIDDEN');
    expect((await t.gql(EXPORT, { id: quiz.id, format: 'GIFT' }, admin.token)).errors).toBeUndefined();
  });
});

describe('course questions from CSV and TSV', () => {
  let courseId = '';
  beforeAll(async () => {
    // The tutor's own course: only its creator or an admin imports into it.
    const res = await t.gql<{ createCourse: { id: string } }>(CREATE_COURSE, { input: { title: 'Cards', description: 'Flash cards', level: 'FIRST_YEAR' } }, tutor.token);
    courseId = res.data!.createCourse.id;
    await t.gql(ADD_Q, { input: { courseId, question: 'First', answer: 'Kept first', category: 'Old' } }, tutor.token);
  });

  const CSV = 'question,answer,category\n"What is HTTP, briefly?","A protocol, ""stateless""",Web\nEmpty answer,,Web\n"Two\nlines",Yes,Misc\n';

  it('previews a CSV file with quoted commas and newlines, listing the rows it skips', async () => {
    const before = await countRows('course_questions');
    const res = await send<{ previewCourseQuestionImport: { cards: (Card & { line: number })[]; skipped: { line: number; reason: string }[] } }>(PREVIEW_CARDS, { format: 'CSV' }, CSV, tutor.token, 'cards.csv');
    expect(res.errors).toBeUndefined();
    const { cards, skipped } = res.data!.previewCourseQuestionImport;
    expect(cards).toEqual([
      { question: 'What is HTTP, briefly?', answer: 'A protocol, "stateless"', category: 'Web', line: 2 },
      { question: 'Two\nlines', answer: 'Yes', category: 'Misc', line: 4 },
    ]);
    expect(skipped).toEqual([{ line: 3, reason: 'Answer is required' }]);
    expect(await countRows('course_questions')).toBe(before);
  });

  it("imports them after the course's own questions, in order", async () => {
    const res = await send<{ importCourseQuestions: { questions: { nodes: Card[] } } }>(IMPORT_CARDS, { courseId, format: 'CSV' }, CSV, tutor.token, 'cards.csv');
    expect(res.errors).toBeUndefined();
    expect(res.data!.importCourseQuestions.questions.nodes).toEqual([
      { question: 'First', answer: 'Kept first', category: 'Old' },
      { question: 'What is HTTP, briefly?', answer: 'A protocol, "stateless"', category: 'Web' },
      { question: 'Two\nlines', answer: 'Yes', category: 'Misc' },
    ]);
  });

  it('imports tab-separated cards with the category chosen in the form, which is required', async () => {
    const tsv = 'term one\tdefinition one\nterm two\tdefinition two\n';
    const missing = await send(IMPORT_CARDS, { courseId, format: 'TSV' }, tsv, tutor.token, 'cards.txt');
    expect(missing.errors![0].message).toBe('Category is required');
    const res = await send<{ importCourseQuestions: { questions: { nodes: Card[] } } }>(IMPORT_CARDS, { courseId, format: 'TSV', category: 'Terms' }, tsv, tutor.token, 'cards.txt');
    expect(res.data!.importCourseQuestions.questions.nodes.slice(-2)).toEqual([
      { question: 'term one', answer: 'definition one', category: 'Terms' },
      { question: 'term two', answer: 'definition two', category: 'Terms' },
    ]);
  });

  it("skips the rows the course's own rules refuse, with their line, and imports the rest", async () => {
    const file = `question,answer,category\nGood,Yes,Web\nBad,Yes,${'x'.repeat(101)}\n`;
    const preview = await send<{ previewCourseQuestionImport: { cards: Card[]; skipped: { line: number; reason: string }[] } }>(PREVIEW_CARDS, { format: 'CSV' }, file, tutor.token, 'cards.csv');
    expect(preview.data!.previewCourseQuestionImport.skipped).toEqual([{ line: 3, reason: 'Category must be at most 100 characters' }]);
    const before = await countRows('course_questions');
    const res = await send(IMPORT_CARDS, { courseId, format: 'CSV' }, file, tutor.token, 'cards.csv');
    expect(res.errors).toBeUndefined();
    expect(await countRows('course_questions')).toBe(before + 1);
  });

  it('stores nothing from a file with no card to import', async () => {
    const before = await countRows('course_questions');
    const res = await send(IMPORT_CARDS, { courseId, format: 'CSV' }, 'question,answer,category\n,,\nNo answer,,Web\n', tutor.token, 'cards.csv');
    expect(res.errors![0].message).toBe('The file has no card that can be imported');
    expect(await countRows('course_questions')).toBe(before);
  });

  it('refuses learners, and a CSV file without its header', async () => {
    expect(codeOf(await send(IMPORT_CARDS, { courseId, format: 'CSV' }, CSV, learner.token, 'cards.csv'))).toBe('FORBIDDEN');
    const headless = await send(PREVIEW_CARDS, { format: 'CSV' }, 'a,b,c\n', tutor.token, 'cards.csv');
    expect(codeOf(headless)).toBe('BAD_USER_INPUT');
    expect(headless.errors![0].message).toMatch(/question,answer,category/);
  });

  it("exports the course's questions to CSV that the import reads back", async () => {
    const res = await t.gql<{ courseQuestionsExport: { filename: string; mimeType: string; content: string } }>(EXPORT_CARDS, { courseId }, tutor.token);
    expect(res.errors).toBeUndefined();
    const exported = res.data!.courseQuestionsExport;
    expect(exported.filename).toBe('cards-questions.csv');
    expect(exported.content.split('\n')[0]).toBe('question,answer,category');
    const back = await send<{ previewCourseQuestionImport: { cards: Card[] } }>(PREVIEW_CARDS, { format: 'CSV' }, exported.content, tutor.token, 'cards.csv');
    const course = await t.gql<{ course: { questions: { nodes: Card[] } } }>(`query($id: ID!) { course(id: $id) { questions(first: 100) { nodes { question answer category } } } }`, { id: courseId });
    expect(back.data!.previewCourseQuestionImport.cards.map(({ question, answer, category }) => ({ question, answer, category }))).toEqual(course.data!.course.questions.nodes);
  });
});
