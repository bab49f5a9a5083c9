// The gradebook of an activity: who may read it, what each cell says for each grading
// method, the pass mark, essays waiting, attempts used, the average, paging by name and the search,
// the statements a page costs, and the tutor dashboard's counts read from the same attempts.
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { activityWithQuizzes, addAttempts, addLearners, setQuiz } from './helpers/gradebook';
import { codeOf } from './helpers/learning';

const CELL = 'quizId attempted grade points maxPoints attemptsUsed passed needsGrading';
const GRADEBOOK = `query($activityId: ID!, $first: Int, $after: String, $search: String) {
  gradebook(activityId: $activityId, first: $first, after: $after, search: $search) {
    activityId
    quizzes { id title chapterTitle gradingMethod passPercentage }
    rows { totalCount pageInfo { hasNextPage endCursor } nodes { learner { id name email } averagePercentage cells { ${CELL} } } }
  }
}`;

type Cell = { quizId: string; attempted: boolean; grade: number | null; points: number | null; maxPoints: number | null; attemptsUsed: number; passed: boolean | null; needsGrading: boolean };
type Row = { learner: { id: string; name: string; email: string }; averagePercentage: number; cells: Cell[] };
type Book = {
  activityId: string;
  quizzes: { id: string; title: string; chapterTitle: string; gradingMethod: string; passPercentage: number }[];
  rows: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Row[] };
};

let t: TestApp;
let tutor: { id: string; token: string };
beforeAll(async () => {
  t = await startTestApp();
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(() => t.close());

async function gradebook(activityId: string, token: string, args: Record<string, unknown> = {}) {
  const res = await t.gql<{ gradebook: Book }>(GRADEBOOK, { activityId, ...args }, token);
  return { ...res, book: res.data?.gradebook as Book };
}

describe('who may read it', () => {
  it("is for the activity's tutor and admins: others FORBIDDEN, an unknown activity NOT_FOUND", async () => {
    const { activityId } = await activityWithQuizzes(t, tutor.token, 1);
    const [admin, other, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
    expect((await gradebook(activityId, tutor.token)).errors).toBeUndefined();
    expect((await gradebook(activityId, admin.token)).book.activityId).toBe(activityId);
    expect(codeOf(await gradebook(activityId, other.token))).toBe('FORBIDDEN');
    expect(codeOf(await gradebook(activityId, learner.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(GRADEBOOK, { activityId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gradebook('00000000-0000-4000-8000-000000000000', tutor.token))).toBe('NOT_FOUND');
    expect(codeOf(await gradebook('not-an-id', admin.token))).toBe('NOT_FOUND');
  });
});

describe('cells', () => {
  it('grades each quiz by its grading method, with the attempts used, the pass state, the quiz columns in order and the average', async () => {
    const { activityId, quizzes } = await activityWithQuizzes(t, tutor.token, 4);
    const [highest, latest, first, untouched] = quizzes;
    await setQuiz(t, highest.id, { gradingMethod: 'HIGHEST' });
    await setQuiz(t, latest.id, { gradingMethod: 'LATEST' });
    await setQuiz(t, first.id, { gradingMethod: 'FIRST' });
    const [ada] = await addLearners(t, [{ name: 'Ada', surname: 'Lovelace' }]);
    // The same three attempts at each: 2, 4, then 1 point of 4.
    for (const quiz of [highest, latest, first]) await addAttempts(t, quiz, ada, [{ points: 2 }, { points: 4 }, { points: 1 }]);

    const { book, errors } = await gradebook(activityId, tutor.token);
    expect(errors).toBeUndefined();
    expect(book.quizzes.map((quiz) => [quiz.title, quiz.chapterTitle, quiz.gradingMethod, quiz.passPercentage])).toEqual([
      ['Quiz 1', 'Chapter one', 'HIGHEST', 50],
      ['Quiz 2', 'Chapter one', 'LATEST', 50],
      ['Quiz 3', 'Chapter one', 'FIRST', 50],
      ['Quiz 4', 'Chapter one', 'HIGHEST', 50],
    ]);
    const [row] = book.rows.nodes;
    expect(row.learner).toMatchObject({ id: ada, name: 'Ada Lovelace' });
    expect(row.cells).toEqual([
      { quizId: highest.id, attempted: true, grade: 100, points: 4, maxPoints: 4, attemptsUsed: 3, passed: true, needsGrading: false },
      { quizId: latest.id, attempted: true, grade: 25, points: 1, maxPoints: 4, attemptsUsed: 3, passed: false, needsGrading: false },
      { quizId: first.id, attempted: true, grade: 50, points: 2, maxPoints: 4, attemptsUsed: 3, passed: true, needsGrading: false },
      // Not attempted: a cell all the same, which says so.
      { quizId: untouched.id, attempted: false, grade: null, points: null, maxPoints: null, attemptsUsed: 0, passed: null, needsGrading: false },
    ]);
    // The mean over the three quizzes attempted (the fourth is left out, not counted as 0).
    expect(row.averagePercentage).toBeCloseTo((100 + 25 + 50) / 3, 2);
  });

  it('passes exactly at the mark and not a hundredth below it', async () => {
    const { activityId, quizzes } = await activityWithQuizzes(t, tutor.token, 1);
    await setQuiz(t, quizzes[0].id, { passPercentage: 70 });
    const [at, below] = await addLearners(t, [
      { name: 'At', surname: 'Mark' },
      { name: 'Below', surname: 'Mark' },
    ]);
    await addAttempts(t, quizzes[0], at, [{ points: 7, maxPoints: 10, passPercentage: 70 }]);
    await addAttempts(t, quizzes[0], below, [{ points: 6.99, maxPoints: 10, passPercentage: 70 }]);
    const { book } = await gradebook(activityId, tutor.token);
    expect(book.quizzes[0].passPercentage).toBe(70);
    expect(book.rows.nodes.map((row) => [row.learner.name, row.cells[0].grade, row.cells[0].passed])).toEqual([
      ['At Mark', 70, true],
      ['Below Mark', 69.9, false],
    ]);
  });

  it('says a cell needs grading when any attempt at the quiz waits for its essays, the counted one or not', async () => {
    const { activityId, quizzes } = await activityWithQuizzes(t, tutor.token, 2);
    const [grace] = await addLearners(t, [{ name: 'Grace', surname: 'Hopper' }]);
    // HIGHEST counts the first (graded, 4 of 4); the second, lower, waits for its essay.
    await addAttempts(t, quizzes[0], grace, [{ points: 4 }, { points: 1, status: 'NEEDS_GRADING' }]);
    await addAttempts(t, quizzes[1], grace, [{ points: 3 }]);
    const [row] = (await gradebook(activityId, tutor.token)).book.rows.nodes;
    expect(row.cells.map((cell) => [cell.grade, cell.attemptsUsed, cell.needsGrading])).toEqual([
      [100, 2, true],
      [75, 1, false],
    ]);
  });
});

describe('rows', () => {
  let activityId: string;
  let all: { id: string; name: string }[];
  beforeAll(async () => {
    const made = await activityWithQuizzes(t, tutor.token, 2);
    activityId = made.activityId;
    // 25 learners, two of them with the same name, one with a % in hers; one more who attempted another activity's quiz only.
    const people = Array.from({ length: 22 }, (_, i) => ({ name: `Learner`, surname: `L${String(i).padStart(2, '0')}`, email: `l${i}@school.example` }));
    people.push({ name: 'Same', surname: 'Name', email: 'same1@example.com' }, { name: 'Same', surname: 'Name', email: 'same2@example.com' });
    people.push({ name: 'Hundred', surname: '100% Sure', email: 'ONE.HUNDRED@Example.com' });
    const ids = await addLearners(t, people);
    for (const [i, id] of ids.entries()) await addAttempts(t, made.quizzes[i % 2], id, [{ points: i % 5 }]);
    const elsewhere = await activityWithQuizzes(t, tutor.token, 1, 'Another activity');
    const [outsider] = await addLearners(t, [{ name: 'Out', surname: 'Sider' }]);
    await addAttempts(t, elsewhere.quizzes[0], outsider, [{ points: 1 }]);
    // The expected order: by name, then id, as PostgreSQL sorts them.
    all = await t.db.dataSource.query<{ id: string; name: string }[]>(`SELECT id, name || ' ' || surname AS name FROM users WHERE id = ANY($1) ORDER BY name || ' ' || surname, id`, [ids]);
  });

  it('pages by name then id, with no row twice and none left out, through the cursor', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const { book, errors }: { book: Book; errors?: unknown } = await gradebook(activityId, tutor.token, { first: 10, after });
      expect(errors).toBeUndefined();
      expect(book.rows.totalCount).toBe(25);
      seen.push(...book.rows.nodes.map((row) => row.learner.id));
      pages += 1;
      if (!book.rows.pageInfo.hasNextPage || pages > 5) break;
      after = book.rows.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((learner) => learner.id));
    expect(codeOf(await gradebook(activityId, tutor.token, { after: 'bm90LWEtY3Vyc29y' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gradebook(activityId, tutor.token, { first: 101 }))).toBe('BAD_USER_INPUT');
  });

  it('finds learners by name or e-mail address, whatever the case, and a % in the search is a %', async () => {
    const names = async (search: string) => (await gradebook(activityId, tutor.token, { search, first: 100 })).book.rows.nodes.map((row) => row.learner.name);
    expect(await names('same NAME')).toEqual(['Same Name', 'Same Name']);
    expect(await names('one.hundred@example')).toEqual(['Hundred 100% Sure']);
    expect(await names('%')).toEqual(['Hundred 100% Sure']);
    expect(await names('L0_')).toEqual([]);
    expect(await names('sider')).toEqual([]);
    // L10 to L19 by name, and L01 by e-mail address (l1@school.example).
    expect((await gradebook(activityId, tutor.token, { search: 'l1', first: 100 })).book.rows.totalCount).toBe(11);
  });

  it('reads a page of 50 learners of 10 quizzes in a few statements, however many learners', async () => {
    const made = await activityWithQuizzes(t, tutor.token, 10, 'Ten quizzes');
    const ids = await addLearners(t, Array.from({ length: 60 }, (_, i) => ({ name: 'Many', surname: `M${String(i).padStart(2, '0')}` })));
    await t.db.dataSource.query(
      `INSERT INTO quiz_attempts (quiz_id, chapter_id, activity_id, user_id, quiz_title, answers, attempt_number, score, total, points, max_points)
       SELECT q.id, q.chapter_id, $2, u.id, q.title, '[]', n, 0, 1, (n + 1) % 5, 4
         FROM unnest($1::uuid[]) AS u(id) CROSS JOIN quizzes q CROSS JOIN generate_series(1, 2) n
        WHERE q.id = ANY($3::uuid[])`,
      [ids, made.activityId, made.quizzes.map((quiz) => quiz.id)],
    );
    const { book, statements } = await gradebook(made.activityId, tutor.token, { first: 50 });
    expect(book.rows.nodes).toHaveLength(50);
    expect(book.rows.nodes[0].cells).toHaveLength(10);
    expect(book.rows.nodes[0].cells.every((cell) => cell.attemptsUsed === 2)).toBe(true);
    // The session, the activity's owner, the quiz columns, the page with its cells, the count.
    expect(statements.length).toBeLessThanOrEqual(8);
    expect(statements.filter((text) => /graded_quiz_attempts/.test(text))).toHaveLength(1);
  });
});

it("counts, on the tutor's dashboard, the attempts the gradebook's cells count (both read graded_quiz_attempts)", async () => {
  const fresh = await startTestApp();
  try {
    const owner = await fresh.signIn(Role.TUTOR);
    const one = await activityWithQuizzes(fresh, owner.token, 2, 'One');
    const two = await activityWithQuizzes(fresh, owner.token, 1, 'Two');
    const [a, b] = await addLearners(fresh, [
      { name: 'A', surname: 'A' },
      { name: 'B', surname: 'B' },
    ]);
    await addAttempts(fresh, one.quizzes[0], a, [{ points: 3 }, { points: 1 }]);
    await addAttempts(fresh, one.quizzes[1], a, [{ points: 2 }]);
    await addAttempts(fresh, one.quizzes[0], b, [{ points: 4 }]);
    await addAttempts(fresh, two.quizzes[0], b, [{ points: 4 }, { points: 2 }, { points: 0 }]);
    const cells: Cell[] = [];
    for (const activityId of [one.activityId, two.activityId]) {
      const res = await fresh.gql<{ gradebook: Book }>(GRADEBOOK, { activityId }, owner.token);
      cells.push(...(res.data?.gradebook.rows.nodes.flatMap((row) => row.cells) ?? []));
    }
    const counted = cells.filter((cell) => cell.attempted);
    const dashboard = await fresh.gql<{ tutorDashboard: { attempts: number; averagePercentage: number } }>(`{ tutorDashboard { attempts averagePercentage } }`, {}, owner.token);
    expect(dashboard.data?.tutorDashboard.attempts).toBe(counted.length);
    expect(dashboard.data?.tutorDashboard.averagePercentage).toBeCloseTo(counted.reduce((sum, cell) => sum + (cell.grade ?? 0), 0) / counted.length, 2);
  } finally {
    await fresh.close();
  }
});
