// The question bank, first part: a tutor's questions with title, tags and difficulty,
// checked by the quiz question's own rules, listed with filters and keyset paging, versioned on
// every change of content, retired and restored; each tutor's bank is their own.
import { Role } from '../src/modules/users/role';
import { tagsOfCategory } from '../src/modules/interchange/interchange.service';
import { startTestApp, type TestApp } from './helpers/app';
import { gqlUpload } from './helpers/uploads';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['signIn']>>;
let tutor: User;
beforeAll(async () => {
  t = await startTestApp();
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(() => t.close());

const FIELDS = `id title tags difficulty type version retiredAt question { version type questionText options correctAnswerIndex points acceptedAnswers { text credit } }`;
const CREATE = `mutation($input: BankQuestionInput!) { createBankQuestion(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: BankQuestionInput!) { updateBankQuestion(id: $id, input: $input) { ${FIELDS} versions { version questionText options correctAnswerIndex } } }`;
const LIST = `query($search: String, $tags: [String!], $type: QuestionType, $difficulty: Int, $includeRetired: Boolean, $first: Int, $after: String) {
  questionBank(search: $search, tags: $tags, type: $type, difficulty: $difficulty, includeRetired: $includeRetired, first: $first, after: $after) {
    totalCount nodes { id title question { questionText } } pageInfo { hasNextPage endCursor }
  }
}`;

type Bank = { id: string; title: string; tags: string[]; difficulty: number | null; type: string; version: number; retiredAt: string | null; question: Record<string, unknown> };
type Versions = Bank & { versions: { version: number; questionText: string; options: string[]; correctAnswerIndex: number }[] };

const capital = { title: 'Capital of France', tags: ['Geography', 'europe'], difficulty: 2, questionText: 'Capital of France?', options: ['Paris', 'Lyon'], correctAnswerIndex: 0 };

async function create(input: Record<string, unknown>, token = tutor.token): Promise<Bank> {
  const res = await t.gql<{ createBankQuestion: Bank }>(CREATE, { input }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.createBankQuestion;
}
const titles = async (variables: Record<string, unknown>, token = tutor.token) =>
  (await t.gql<{ questionBank: { nodes: { title: string }[] } }>(LIST, { first: 50, ...variables }, token)).data!.questionBank.nodes.map((node) => node.title).sort();

describe('bank questions', () => {
  it('creates a question, version 1, its tags trimmed and each once whatever the case', async () => {
    const created = await create({ ...capital, tags: [' Geography ', 'europe', 'GEOGRAPHY'] });
    expect(created).toMatchObject({ title: 'Capital of France', tags: ['Geography', 'europe'], difficulty: 2, type: 'SINGLE_CHOICE', version: 1, retiredAt: null });
    expect(created.question).toMatchObject({ version: 1, questionText: 'Capital of France?', options: ['Paris', 'Lyon'], correctAnswerIndex: 0, points: 1 });
  });

  it("refuses what a quiz question refuses, and its own fields' mistakes, each on its field, storing nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...capital, title: '  ' }, 'title', 'Give the question a title'],
      [{ ...capital, title: 'x'.repeat(201) }, 'title', 'A title can be at most 200 characters'],
      [{ ...capital, difficulty: 6 }, 'difficulty', 'Difficulty must be a whole number from 1 to 5, or none'],
      [{ ...capital, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'A question can have at most 20 tags'],
      [{ ...capital, tags: ['x'.repeat(51)] }, 'tags', 'Each tag must be 1 to 50 characters'],
      [{ ...capital, options: ['Paris', ''] }, 'options', 'An option is empty'],
      [{ ...capital, correctAnswerIndex: 5 }, 'correctAnswerIndex', 'Has no correct answer'],
      [{ title: 'Primes', type: 'MULTIPLE_RESPONSE', questionText: 'Primes?', options: ['2', '4'], optionCredits: [-1, -1] }, 'optionCredits', 'A multiple-response question needs at least one option with positive credit'],
    ];
    const other = await t.signIn(Role.TUTOR);
    for (const [input, field, message] of cases) {
      const res = await t.gql(CREATE, { input }, other.token);
      expect([field, res.errors?.[0].message, res.errors?.[0].extensions?.code]).toEqual([field, message, 'BAD_USER_INPUT']);
      expect((res.errors![0].extensions!.fieldErrors as Record<string, string>)[field]).toBe(message);
    }
    expect(await titles({}, other.token)).toEqual([]);
  });

  it('is for tutors and admins; each tutor reads and edits only their own bank, an admin every bank', async () => {
    const owner = await t.signIn(Role.TUTOR);
    const mine = await create({ ...capital, title: 'Mine only' }, owner.token);
    const other = await t.signIn(Role.TUTOR);
    const learner = await t.signIn(Role.USER);
    const admin = await t.signIn(Role.ADMIN);
    expect(await titles({}, other.token)).toEqual([]);
    expect(await titles({ search: 'mine only' }, admin.token)).toEqual(['Mine only']);
    expect((await t.gql(LIST, {}, learner.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
    for (const [query, variables] of [
      [`query($id: ID!) { bankQuestion(id: $id) { id } }`, { id: mine.id }],
      [UPDATE, { id: mine.id, input: { ...capital, title: 'Defaced' } }],
      [`mutation($id: ID!) { retireBankQuestion(id: $id) { id } }`, { id: mine.id }],
      [`mutation($id: ID!) { deleteBankQuestion(id: $id) }`, { id: mine.id }],
    ] as const) {
      expect((await t.gql(query, variables, other.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
    }
    expect(await titles({}, owner.token)).toEqual(['Mine only']);
    const edited = await t.gql<{ updateBankQuestion: Bank }>(UPDATE, { id: mine.id, input: { ...capital, title: 'Fixed by an admin' } }, admin.token);
    expect(edited.data!.updateBankQuestion.title).toBe('Fixed by an admin');
  });
});

describe('versions', () => {
  it('adds a version when the content changes and keeps every version readable; a new title alone adds none', async () => {
    const question = await create({ ...capital, title: 'Wrong key', correctAnswerIndex: 1 });
    const fixed = await t.gql<{ updateBankQuestion: Versions }>(UPDATE, { id: question.id, input: { ...capital, title: 'Wrong key', correctAnswerIndex: 0 } }, tutor.token);
    expect(fixed.data!.updateBankQuestion).toMatchObject({ version: 2, question: { version: 2, correctAnswerIndex: 0 } });
    expect(fixed.data!.updateBankQuestion.versions.map(({ version, correctAnswerIndex }) => [version, correctAnswerIndex])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    const renamed = await t.gql<{ updateBankQuestion: Versions }>(UPDATE, { id: question.id, input: { ...capital, title: 'Right key', tags: ['maps'], difficulty: null } }, tutor.token);
    expect(renamed.data!.updateBankQuestion).toMatchObject({ version: 2, title: 'Right key', tags: ['maps'], difficulty: null });
    expect(renamed.data!.updateBankQuestion.versions).toHaveLength(2);
  });

  it('makes one version per edit when two edits come at once', async () => {
    const question = await create({ ...capital, title: 'Raced' });
    const edits = await Promise.all(
      ['Marseille', 'Nice'].map((second) => t.gql<{ updateBankQuestion: Versions }>(UPDATE, { id: question.id, input: { ...capital, title: 'Raced', options: ['Paris', second] } }, tutor.token)),
    );
    expect(edits.every((res) => !res.errors)).toBe(true);
    const [{ version }] = await t.db.dataSource.query(`SELECT version FROM bank_questions WHERE id = $1`, [question.id]);
    expect(version).toBe(3);
    const stored = await t.db.dataSource.query(`SELECT version, question->'options'->>1 AS second FROM bank_question_versions WHERE question_id = $1 ORDER BY version`, [question.id]);
    expect(stored.map((row: { version: number }) => row.version)).toEqual([1, 2, 3]);
    expect(stored.slice(1).map((row: { second: string }) => row.second).sort()).toEqual(['Marseille', 'Nice']);
  });
});

describe('the bank list', () => {
  let owner: User;
  beforeAll(async () => {
    owner = await t.signIn(Role.TUTOR);
    await create({ title: 'Loops', tags: ['js', 'basics'], difficulty: 1, type: 'ESSAY', questionText: 'Discuss while loops.' }, owner.token);
    await create({ title: 'Closures', tags: ['js'], difficulty: 4, type: 'SHORT_ANSWER', questionText: 'What captures variables?', acceptedAnswers: [{ text: 'closure', credit: 1 }] }, owner.token);
    await create({ title: 'Pointers', tags: ['c', 'basics'], difficulty: 4, type: 'TRUE_FALSE', questionText: 'C has pointers.', correctBoolean: true }, owner.token);
  });

  it('filters by words of the title or text, every tag given, type and difficulty', async () => {
    const as = (variables: Record<string, unknown>) => titles(variables, owner.token);
    expect(await as({})).toEqual(['Closures', 'Loops', 'Pointers']);
    expect(await as({ search: 'LOOPS' })).toEqual(['Loops']);
    expect(await as({ search: 'captures' })).toEqual(['Closures']);
    expect(await as({ search: '100%_' })).toEqual([]);
    expect(await as({ tags: ['js'] })).toEqual(['Closures', 'Loops']);
    expect(await as({ tags: ['js', 'basics'] })).toEqual(['Loops']);
    expect(await as({ type: 'TRUE_FALSE' })).toEqual(['Pointers']);
    expect(await as({ difficulty: 4 })).toEqual(['Closures', 'Pointers']);
    const wrong = await t.gql(LIST, { difficulty: 9 }, owner.token);
    expect(wrong.errors![0]).toMatchObject({ message: 'Difficulty must be a whole number from 1 to 5, or none', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts the tags of questions in use; a retired question leaves the list and the counts until restored', async () => {
    const tags = async () => (await t.gql<{ questionBankTags: { tag: string; count: number }[] }>(`{ questionBankTags { tag count } }`, {}, owner.token)).data!.questionBankTags;
    expect(await tags()).toEqual([
      { tag: 'basics', count: 2 },
      { tag: 'js', count: 2 },
      { tag: 'c', count: 1 },
    ]);
    const [pointers] = (await t.gql<{ questionBank: { nodes: { id: string }[] } }>(LIST, { search: 'pointers' }, owner.token)).data!.questionBank.nodes;
    const retired = await t.gql<{ retireBankQuestion: Bank }>(`mutation($id: ID!) { retireBankQuestion(id: $id) { retiredAt } }`, { id: pointers.id }, owner.token);
    expect(retired.data!.retireBankQuestion.retiredAt).not.toBeNull();
    expect(await titles({}, owner.token)).toEqual(['Closures', 'Loops']);
    expect(await titles({ includeRetired: true }, owner.token)).toEqual(['Closures', 'Loops', 'Pointers']);
    expect((await tags()).map((tag) => tag.tag)).not.toContain('c');
    await t.gql(`mutation($id: ID!) { restoreBankQuestion(id: $id) { id } }`, { id: pointers.id }, owner.token);
    expect(await titles({}, owner.token)).toEqual(['Closures', 'Loops', 'Pointers']);
  });

  it('pages by cursor, the latest change first, each question once', async () => {
    const seen: string[] = [];
    for (let after: string | null = null, more = true; more; ) {
      const res: { data?: null | { questionBank: { nodes: { title: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } } = await t.gql(LIST, { first: 2, after }, owner.token);
      seen.push(...res.data!.questionBank.nodes.map((node) => node.title));
      ({ hasNextPage: more, endCursor: after } = res.data!.questionBank.pageInfo);
    }
    // Pointers was retired and restored last: the latest change.
    expect(seen).toEqual(['Pointers', 'Closures', 'Loops']);
  });

  it('deletes a question with its versions', async () => {
    const doomed = await create({ ...capital, title: 'Doomed' }, owner.token);
    expect((await t.gql(`mutation($id: ID!) { deleteBankQuestion(id: $id) }`, { id: doomed.id }, owner.token)).data).toEqual({ deleteBankQuestion: doomed.id });
    expect((await t.gql(`query($id: ID!) { bankQuestion(id: $id) { id } }`, { id: doomed.id }, owner.token)).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(await t.db.dataSource.query(`SELECT 1 FROM bank_question_versions WHERE question_id = $1`, [doomed.id])).toEqual([]);
  });
});

describe('importing a file into the bank', () => {
  const IMPORT = `mutation($format: QuestionImportFormat!, $file: Upload!, $tags: [String!]) {
    importQuestionsIntoBank(format: $format, file: $file, tags: $tags) { id title tags type version question { questionText options } }
  }`;
  const send = (text: string, token: string, tags: string[] | null = null) =>
    gqlUpload<{ importQuestionsIntoBank: Bank[] }>(t.app, {
      query: IMPORT,
      variables: { format: 'GIFT', file: null, tags },
      files: [{ path: 'variables.file', buffer: Buffer.from(text, 'utf8'), filename: 'bank.gift' }],
      token,
    });
  const GIFT = [
    '$CATEGORY: $course$/top/Week 1/Loops',
    '',
    '::Loop kinds:: Which loop checks its condition first? {=while ~do-while}',
    '',
    '$CATEGORY: tom//jerry',
    '',
    'Which is a prime number? {=2 ~4}',
  ].join('\n');

  it("brings every question in as version 1, titled by the file or by its text, its category's levels as tags beside those given", async () => {
    const owner = await t.signIn(Role.TUTOR);
    const res = await send(GIFT, owner.token, ['imported']);
    expect(res.errors).toBeUndefined();
    expect(res.data!.importQuestionsIntoBank.map(({ title, tags, type, version }) => ({ title, tags, type, version }))).toEqual([
      { title: 'Loop kinds', tags: ['imported', 'Week 1', 'Loops'], type: 'SINGLE_CHOICE', version: 1 },
      { title: 'Which is a prime number?', tags: ['imported', 'tom/jerry'], type: 'SINGLE_CHOICE', version: 1 },
    ]);
    expect(await titles({ tags: ['Loops'] }, owner.token)).toEqual(['Loop kinds']);
  });

  it('imports nothing from a file without questions, and is for tutors and admins', async () => {
    const owner = await t.signIn(Role.TUTOR);
    const empty = await send('// only a comment\n', owner.token);
    expect(empty.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await titles({}, owner.token)).toEqual([]);
    const learner = await t.signIn(Role.USER);
    expect((await send(GIFT, learner.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('reads a Moodle category path as tags: each level, without the context and top', () => {
    expect(tagsOfCategory('$course$/top/Default for Week 1/Loops')).toEqual(['Default for Week 1', 'Loops']);
    expect(tagsOfCategory('$system$/top')).toEqual([]);
    expect(tagsOfCategory('top/A//B')).toEqual(['A/B']);
    expect(tagsOfCategory('Plain')).toEqual(['Plain']);
    expect(tagsOfCategory(null)).toEqual([]);
    expect(tagsOfCategory(`x/${'y'.repeat(80)}`)[1]).toHaveLength(50);
  });
});
