// Every quiz question is a version of a bank question: quizzes written after the bank
// pin theirs as they are saved; the migration moved those of quizzes written before into their
// tutors' banks without changing anything a client reads.
import { migrate } from '../src/db/migrate';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { answers, createActivity, createChapter, publishedQuiz, quizInput } from './helpers/learning';

const MIGRATION = 'QuizQuestionsInBank1764500100000';
const jwtSecret = 'a-test-secret-that-is-long-enough-for-hs256!';

type Pin = { position: number; question_id: string; version: number; question: { questionText: string }; owner_id: string; tags: string[] };
const pinsOf = (t: TestApp, quizId: string): Promise<Pin[]> =>
  t.db.dataSource.query(
    `SELECT r.position, r.question_id, r.version, v.question, b.owner_id, b.tags
       FROM quiz_question_versions r JOIN bank_question_versions v USING (question_id, version) JOIN bank_questions b ON b.id = r.question_id
      WHERE r.quiz_id = $1 ORDER BY r.position`,
    [quizId],
  );

describe('quizzes written with the bank', () => {
  let t: TestApp;
  let tutor: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    t = await startTestApp();
    tutor = await t.signIn(Role.TUTOR);
  });
  afterAll(() => t.close());

  const UPDATE = `mutation($id: ID!, $input: QuizInput!) { updateQuiz(id: $id, input: $input) { id } }`;
  const question = (text: string) => ({ questionText: text, options: ['Yes', 'No'], correctAnswerIndex: 0 });

  it("pins a new quiz's questions as new questions of its tutor's bank, tagged with the quiz's title", async () => {
    const chapter = await createChapter(t, tutor.token, (await createActivity(t, tutor.token)).id);
    const res = await t.gql<{ createQuiz: { id: string } }>(
      `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`,
      { chapterId: chapter.id, input: { title: 'Week 3 check', instructions: 'Go', questions: [question('One?'), question('Two?')] } },
      tutor.token,
    );
    const pins = await pinsOf(t, res.data!.createQuiz.id);
    expect(pins.map((pin) => [pin.position, pin.version, pin.question.questionText, pin.owner_id, pin.tags])).toEqual([
      [0, 1, 'One?', tutor.id, ['Week 3 check']],
      [1, 1, 'Two?', tutor.id, ['Week 3 check']],
    ]);
  });

  it('on a draft edit keeps unchanged questions (wherever they moved), versions a changed one in place, and adds new ones', async () => {
    const chapter = await createChapter(t, tutor.token, (await createActivity(t, tutor.token)).id);
    const created = await t.gql<{ createQuiz: { id: string } }>(
      `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`,
      { chapterId: chapter.id, input: { title: 'Draft', instructions: 'Go', questions: [question('A?'), question('B?'), question('C?')] } },
      tutor.token,
    );
    const quizId = created.data!.createQuiz.id;
    const [a, b, c] = await pinsOf(t, quizId);
    // A fixed in place, B removed, C moved up, D new.
    const edit = await t.gql(UPDATE, { id: quizId, input: { title: 'Draft', instructions: 'Go', questions: [question('A, fixed?'), question('C?'), question('D?')] } }, tutor.token);
    expect(edit.errors).toBeUndefined();
    const after = await pinsOf(t, quizId);
    expect(after.map((pin) => [pin.question_id, pin.version, pin.question.questionText])).toEqual([
      [a.question_id, 2, 'A, fixed?'],
      [c.question_id, 1, 'C?'],
      [expect.not.stringMatching(new RegExp(`${a.question_id}|${b.question_id}|${c.question_id}`)), 1, 'D?'],
    ]);
    // Version 1 of A stays readable in the bank; B stays in the bank, used by no quiz now.
    const versions = await t.db.dataSource.query(`SELECT version FROM bank_question_versions WHERE question_id = $1 ORDER BY version`, [a.question_id]);
    expect(versions.map((row: { version: number }) => row.version)).toEqual([1, 2]);
    const counts = await t.gql<{ questionBank: { nodes: { id: string; quizCount: number }[] } }>(`{ questionBank(first: 100) { nodes { id quizCount } } }`, {}, tutor.token);
    const countOf = (id: string) => counts.data!.questionBank.nodes.find((node) => node.id === id)?.quizCount;
    expect([countOf(a.question_id), countOf(b.question_id), countOf(c.question_id)]).toEqual([1, 0, 1]);
    const used = await t.gql<{ bankQuestion: { usedBy: { quizId: string; quizTitle: string; version: number; attemptCount: number }[] } }>(
      `query($id: ID!) { bankQuestion(id: $id) { usedBy { quizId quizTitle version attemptCount } } }`,
      { id: a.question_id },
      tutor.token,
    );
    expect(used.data!.bankQuestion.usedBy).toEqual([{ quizId, quizTitle: 'Draft', version: 2, attemptCount: 0 }]);
  });

  it('refuses to delete a bank question a quiz uses (retire it instead), and deletes it once the quiz is gone', async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    const [first] = await pinsOf(t, quiz.id);
    const DELETE = `mutation($id: ID!) { deleteBankQuestion(id: $id) }`;
    const refused = await t.gql(DELETE, { id: first.question_id }, tutor.token);
    expect(refused.errors![0]).toMatchObject({ message: expect.stringMatching(/^This question is used by a quiz: retire it instead/), extensions: { code: 'CONFLICT' } });
    expect((await t.gql(`mutation($id: ID!) { retireBankQuestion(id: $id) { retiredAt } }`, { id: first.question_id }, tutor.token)).errors).toBeUndefined();
    expect((await t.gql(`mutation($id: ID!) { deleteQuiz(id: $id) }`, { id: quiz.id }, tutor.token)).errors).toBeUndefined();
    expect((await t.gql(DELETE, { id: first.question_id }, tutor.token)).data).toEqual({ deleteBankQuestion: first.question_id });
  });

  it("builds a quiz from slots: bank questions pinned at their latest version (no copy made) beside questions written there", async () => {
    const CREATE_BANK = `mutation($input: BankQuestionInput!) { createBankQuestion(input: $input) { id version } }`;
    const made = await t.gql<{ createBankQuestion: { id: string } }>(CREATE_BANK, { input: { title: 'Sky', type: 'TRUE_FALSE', questionText: 'The sky is blue.', correctBoolean: true } }, tutor.token);
    const bankId = made.data!.createBankQuestion.id;
    await t.gql(`mutation($id: ID!, $input: BankQuestionInput!) { updateBankQuestion(id: $id, input: $input) { version } }`, {
      id: bankId,
      input: { title: 'Sky', type: 'TRUE_FALSE', questionText: 'The sky is blue on a clear day.', correctBoolean: true },
    }, tutor.token);
    const before = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM bank_questions WHERE owner_id = $1`, [tutor.id]);
    const chapter = await createChapter(t, tutor.token, (await createActivity(t, tutor.token)).id);
    const CREATE = `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id questions { type questionText } } }`;
    const res = await t.gql<{ createQuiz: { id: string; questions: { type: string; questionText: string }[] } }>(CREATE, {
      chapterId: chapter.id,
      input: { title: 'From the bank', instructions: 'Go', slots: [{ questionId: bankId }, { question: question('Written here?') }] },
    }, tutor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createQuiz.questions).toEqual([
      { type: 'TRUE_FALSE', questionText: 'The sky is blue on a clear day.' },
      { type: 'SINGLE_CHOICE', questionText: 'Written here?' },
    ]);
    const pins = await pinsOf(t, res.data!.createQuiz.id);
    expect([pins[0].question_id, pins[0].version]).toEqual([bankId, 2]);
    // Only the question written in its slot was added to the bank.
    const after = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM bank_questions WHERE owner_id = $1`, [tutor.id]);
    expect(after[0].n).toBe(Number(before[0].n) + 1);

    const other = await t.signIn(Role.TUTOR);
    const othersQuestion = (await t.gql<{ createBankQuestion: { id: string } }>(CREATE_BANK, { input: { title: 'Theirs', type: 'ESSAY', questionText: 'Theirs?' } }, other.token)).data!.createBankQuestion.id;
    await t.gql(`mutation($id: ID!) { retireBankQuestion(id: $id) { id } }`, { id: bankId }, tutor.token);
    const refused: [Record<string, unknown>, string, string][] = [
      [{ slots: [{ questionId: othersQuestion }] }, 'slots.0.questionId', "Slot 1 names a question that is not in the quiz tutor's bank"],
      [{ slots: [{ question: question('Fine?') }, { questionId: bankId }] }, 'slots.1.questionId', 'Slot 2 names a retired question: restore it first'],
      [{ slots: [{ questionId: othersQuestion, question: question('Both?') }] }, 'slots.0', 'Slot 1 needs either a question of the bank or a question written here, not both'],
      [{ slots: [{ question: question('Fine?') }], questions: [question('Also?')] }, 'slots', "Give the quiz's questions or its slots, not both"],
      [{ slots: [{ question: { questionText: '', options: ['a', 'b'], correctAnswerIndex: 0 } }] }, 'questions.0.questionText', 'Question 1 is missing text'],
    ];
    for (const [patch, field, message] of refused) {
      const wrong = await t.gql(CREATE, { chapterId: chapter.id, input: { title: 'Refused', instructions: 'Go', ...patch } }, tutor.token);
      expect([field, wrong.errors?.[0].message]).toEqual([field, message]);
      expect((wrong.errors![0].extensions!.fieldErrors as Record<string, string>)[field]).toBe(message);
    }
  });

  it('lets an admin delete a tutor, whose quizzes and bank go together', async () => {
    const leaving = await t.signIn(Role.TUTOR);
    await publishedQuiz(t, leaving.token);
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: leaving.id }, admin.token);
    expect(res.errors).toBeUndefined();
    expect(await t.db.dataSource.query(`SELECT 1 FROM bank_questions WHERE owner_id = $1`, [leaving.id])).toEqual([]);
  });
});

describe('the migration', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it("moves every quiz's questions into its tutor's bank, pinned in order, without changing what clients read", async () => {
    let t: TestApp = await startTestApp({ jwtSecret }, { database: db });
    const tutor = await t.signIn(Role.TUTOR);
    const { quiz } = await publishedQuiz(t, tutor.token, { title: 'Published before' });
    const chapter = await createChapter(t, tutor.token, (await createActivity(t, tutor.token)).id);
    const draft = await t.gql<{ createQuiz: { id: string } }>(
      `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`,
      { chapterId: chapter.id, input: quizInput({ title: 'Draft before' }) },
      tutor.token,
    );
    const learner = await t.signIn(Role.USER);
    const submitted = await t.gql(`mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id } }`, { quizId: quiz.id, answers: answers([1, 1, 0, 0]) }, learner.token);
    expect(submitted.errors).toBeUndefined();
    const READ = `query($id: ID!) { quiz(id: $id) { title questions { type questionText options correctAnswerIndex points } }
      quizInsight(quizId: $id) { attemptCount passedCount averagePercentage questions { optionCounts correctCount } }
      quizAttempts(quizId: $id, first: 10) { nodes { score total points maxPoints percentage passed } } }`;
    const before = (await t.gql(READ, { id: quiz.id }, tutor.token)).data;
    await t.close();

    // The database as it was before: no pins, no bank (the migrations after it undone first).
    const undone: string[] = [];
    while ((await db.dataSource.query(`SELECT 1 FROM migrations WHERE name = $1`, [MIGRATION])).length > 0) {
      const [{ name }] = await db.dataSource.query(`SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`);
      undone.unshift(name);
      await db.dataSource.undoLastMigration({ transaction: 'each' });
    }
    expect(undone[0]).toBe(MIGRATION);
    await db.dataSource.query(`DELETE FROM bank_questions`);

    expect(await migrate(db.dataSource)).toEqual(undone);
    t = await startTestApp({ jwtSecret }, { database: db });
    try {
      expect((await t.gql(READ, { id: quiz.id }, tutor.token)).data).toEqual(before);
      for (const [quizId, title] of [
        [quiz.id, 'Published before'],
        [draft.data!.createQuiz.id, 'Draft before'],
      ]) {
        const [{ questions }] = await db.dataSource.query(`SELECT questions FROM quizzes WHERE id = $1`, [quizId]);
        const pins = await pinsOf(t, quizId);
        expect(pins.map((pin) => pin.question)).toEqual(questions);
        expect(pins.map((pin) => pin.position)).toEqual(questions.map((_: unknown, i: number) => i));
        expect(pins.every((pin) => pin.version === 1 && pin.owner_id === tutor.id && pin.tags.join() === title)).toBe(true);
      }
      // The bank lists them to their tutor.
      const bank = await t.gql<{ questionBank: { totalCount: number } }>(`{ questionBank(first: 1) { totalCount } }`, {}, tutor.token);
      expect(bank.data!.questionBank.totalCount).toBe(8);
    } finally {
      await t.close();
    }
  });
});
