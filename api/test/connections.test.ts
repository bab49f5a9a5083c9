// Every GraphQL list is a Relay connection with keyset cursors: paging with `first: 50`
// visits every row once, in the documented order, even while rows arrive between pages.
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let admin: { id: string; token: string };
let tutor: { id: string; token: string };
let learner: { id: string; token: string };
let activityId: string;
let chapterId: string;
let quizId: string;

const ROWS = 130;
const QUESTIONS = JSON.stringify([{ questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 0 }]);
// Groups of four rows: two pairs one microsecond apart (the same millisecond, which a JavaScript
// Date cannot tell apart), each pair sharing one timestamp exactly (the id decides).
const STAMP = (column: string) => `date_trunc('second', now()) - (n / 4) * interval '1 minute' + ((n % 4) / 2) * interval '1 microsecond' AS ${column}`;

beforeAll(async () => {
  t = await startTestApp();
  [admin, tutor, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
  const q = (text: string, params: unknown[] = []) => t.db.dataSource.query(text, params);
  await q(`INSERT INTO courses (title, description, level, created_at) SELECT 'Course ' || n, 'd', 'First Year', ${STAMP('c')} FROM generate_series(1, ${ROWS}) n`);
  // Matches of "course" in the description only: a search ranks them after the title matches.
  await q(`INSERT INTO courses (title, description, level, created_at) SELECT 'Lesson ' || n, 'A short course ' || n, 'First Year', ${STAMP('c')} FROM generate_series(1, 40) n`);
  const [file] = await q(`INSERT INTO stored_files (filename, content_type, size, sha256) VALUES ('p.pdf', 'application/pdf', 1, repeat('0', 64)) RETURNING id`);
  await q(
    `INSERT INTO papers (title, description, paper_type, pdf_file_id, created_at)
     SELECT 'Paper ' || n, 'd', CASE WHEN n % 2 = 0 THEN 'quiz' ELSE 'exam' END, $1, ${STAMP('c')} FROM generate_series(1, ${ROWS * 2}) n`,
    [file.id],
  );
  // Closing dates shared by several rows, a third without one (they come last).
  await q(
    `INSERT INTO opportunities (title, description, type, link, closing_date, created_at)
     SELECT 'Opportunity ' || n, 'd', 'Internship', 'Link not available',
            CASE WHEN n % 3 = 0 THEN NULL ELSE date_trunc('day', now()) + (n % 7) * interval '1 day' END, ${STAMP('c')}
     FROM generate_series(1, ${ROWS}) n`,
  );
  await q(`INSERT INTO contact_messages (name, email, message, created_at) SELECT 'Sender ' || n, 's' || n || '@example.com', 'Hello', ${STAMP('c')} FROM generate_series(1, ${ROWS}) n`);
  await q(`INSERT INTO dev_mailbox (sender, recipients, subject, text, received_at) SELECT 'a@example.com', 'b@example.com', 'Mail ' || n, 't', ${STAMP('c')} FROM generate_series(1, ${ROWS}) n`);
  await q(`INSERT INTO users (name, surname, email, password_hash, created_at) SELECT 'Learner', 'No ' || n, 'bulk' || n || '@example.com', 'x', ${STAMP('c')} FROM generate_series(1, ${ROWS}) n`);
  await q(`INSERT INTO activities (title, description, poster_id, created_at) SELECT 'Activity ' || n, 'd', $1, ${STAMP('c')} FROM generate_series(1, ${ROWS}) n`, [tutor.id]);
  [{ id: activityId }] = await q(`SELECT id FROM activities WHERE poster_id = $1 ORDER BY created_at DESC, id LIMIT 1`, [tutor.id]);
  await q(`INSERT INTO chapters (activity_id, title, description, created_at) SELECT $1, 'Chapter ' || n, 'd', ${STAMP('c')} FROM generate_series(1, ${ROWS}) n`, [activityId]);
  [{ id: chapterId }] = await q(`SELECT id FROM chapters WHERE activity_id = $1 ORDER BY created_at, id LIMIT 1`, [activityId]);
  const questions = QUESTIONS;
  // Every fifth quiz a draft: the learner's lists skip them, the tutor's hold them.
  await q(
    `INSERT INTO quizzes (chapter_id, tutor_id, title, instructions, questions, is_published, created_at)
     SELECT $1, $2, 'Quiz ' || n, 'i', $3::jsonb, n % 5 <> 0, ${STAMP('c')} FROM generate_series(1, ${ROWS * 2}) n`,
    [chapterId, tutor.id, questions],
  );
  [{ id: quizId }] = await q(`SELECT id FROM quizzes WHERE chapter_id = $1 AND is_published ORDER BY created_at, id LIMIT 1`, [chapterId]);
  // The learner's attempts on every published quiz, half passed; the bulk learners' on one quiz.
  await q(
    `INSERT INTO quiz_attempts (quiz_id, chapter_id, activity_id, user_id, quiz_title, answers, score, total, points, max_points, submitted_at)
     SELECT id, $1, $2, $3, title, '[]', (row_number() OVER (ORDER BY id)) % 2, 1, (row_number() OVER (ORDER BY id)) % 2, 1, created_at FROM quizzes WHERE chapter_id = $1 AND is_published`,
    [chapterId, activityId, learner.id],
  );
  await q(
    `INSERT INTO quiz_attempts (quiz_id, chapter_id, activity_id, user_id, quiz_title, answers, score, total, points, max_points, submitted_at)
     SELECT $1, $2, $3, id, 'Quiz', '[]', 1, 1, 1, 1, created_at FROM users WHERE email LIKE 'bulk%'`,
    [quizId, chapterId, activityId],
  );
});
afterAll(() => t.close());

type Page = {
  edges: { cursor: string; node: { id: string } }[];
  nodes: { id: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

type Case = {
  name: string;
  /** The query, with `$first`, `$after` (and `$last`, `$before`) for the connection's arguments. */
  query: () => string;
  page: (data: Record<string, unknown>) => Page;
  token: () => string;
  /** The ids in the documented order, as SQL reads them. */
  expected: () => Promise<string[]>;
  /** Rows that arrive while a client pages: some before its cursor, some after. */
  insert: () => Promise<void>;
};

const PAGE = 'edges { cursor node { id } } nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount';
const ARGS = 'first: $first, after: $after, last: $last, before: $before';
const VARS = '$first: Int, $after: String, $last: Int, $before: String';
const ids = async (text: string, params: unknown[] = []) => (await t.db.dataSource.query<{ id: string }[]>(text, params)).map((row) => row.id);
const root = (field: string) => (data: Record<string, unknown>) => data[field] as Page;
// Two rows: one newer than anything (before a newest-first cursor), one older than anything.
const twoRows = (insert: (stamp: string) => string) => async () => {
  for (const stamp of [`now() + interval '1 day'`, `now() - interval '30 days'`]) await t.db.dataSource.query(insert(stamp));
};

const cases: Case[] = [
  {
    name: 'courses',
    query: () => `query(${VARS}) { courses(${ARGS}) { ${PAGE} } }`,
    page: root('courses'),
    token: () => learner.token,
    expected: () => ids('SELECT id FROM courses ORDER BY created_at DESC, id'),
    insert: twoRows((at) => `INSERT INTO courses (title, description, level, created_at) VALUES ('Late course', 'd', 'First Year', ${at})`),
  },
  {
    name: 'courses matching a search (by rank, then newest)',
    query: () => `query(${VARS}) { courses(search: "Course", ${ARGS}) { ${PAGE} } }`,
    page: root('courses'),
    token: () => learner.token,
    expected: () =>
      ids(
        `SELECT id FROM courses WHERE search_text LIKE '%course%'
         ORDER BY (lower(title) LIKE '%course%') DESC, word_similarity('course', search_text) DESC, created_at DESC, id`,
      ),
    insert: twoRows((at) => `INSERT INTO courses (title, description, level, created_at) VALUES ('Lesson again', 'About a course', 'First Year', ${at})`),
  },
  {
    name: 'papers of one type',
    query: () => `query(${VARS}) { papers(type: QUIZ, ${ARGS}) { ${PAGE} } }`,
    page: root('papers'),
    token: () => learner.token,
    expected: () => ids(`SELECT id FROM papers WHERE paper_type = 'quiz' ORDER BY created_at DESC, id`),
    insert: twoRows((at) => `INSERT INTO papers (title, description, paper_type, pdf_file_id, created_at) SELECT 'Late', 'd', 'quiz', pdf_file_id, ${at} FROM papers LIMIT 1`),
  },
  {
    name: 'opportunities (closing soonest, none last, then newest)',
    query: () => `query(${VARS}) { opportunities(${ARGS}) { ${PAGE} } }`,
    page: root('opportunities'),
    token: () => learner.token,
    expected: () => ids('SELECT id FROM opportunities ORDER BY closing_date ASC NULLS LAST, created_at DESC, id'),
    insert: async () => {
      await t.db.dataSource.query(
        `INSERT INTO opportunities (title, description, type, link, closing_date) VALUES
           ('Closes first', 'd', 'Internship', 'Link not available', now() - interval '1 day'),
           ('Closes later', 'd', 'Internship', 'Link not available', now() + interval '3 days'),
           ('Never closes', 'd', 'Internship', 'Link not available', NULL)`,
      );
    },
  },
  {
    name: 'contact messages',
    query: () => `query(${VARS}) { contactMessages(${ARGS}) { ${PAGE} } }`,
    page: root('contactMessages'),
    token: () => admin.token,
    expected: () => ids('SELECT id FROM contact_messages ORDER BY created_at DESC, id'),
    insert: twoRows((at) => `INSERT INTO contact_messages (name, email, message, created_at) VALUES ('Late', 'late@example.com', 'Hi', ${at})`),
  },
  {
    name: 'accounts (oldest first)',
    query: () => `query(${VARS}) { users(${ARGS}) { ${PAGE} } }`,
    page: root('users'),
    token: () => admin.token,
    expected: () => ids('SELECT id FROM users ORDER BY created_at, id'),
    insert: twoRows((at) => `INSERT INTO users (name, surname, email, password_hash, created_at) VALUES ('Late', 'L', 'late' || gen_random_uuid() || '@example.com', 'x', ${at})`),
  },
  {
    name: 'the development mailbox',
    query: () => `query(${VARS}) { devMailbox(${ARGS}) { ${PAGE} } }`,
    page: root('devMailbox'),
    token: () => admin.token,
    expected: () => ids('SELECT id FROM dev_mailbox ORDER BY received_at DESC, id'),
    insert: twoRows((at) => `INSERT INTO dev_mailbox (sender, recipients, subject, text, received_at) VALUES ('a', 'b', 'Late', 't', ${at})`),
  },
  {
    name: 'activities',
    query: () => `query(${VARS}) { activities(${ARGS}) { ${PAGE} } }`,
    page: root('activities'),
    token: () => learner.token,
    expected: () => ids('SELECT id FROM activities ORDER BY created_at DESC, id'),
    insert: twoRows((at) => `INSERT INTO activities (title, description, poster_id, created_at) VALUES ('Late', 'd', '${tutor.id}', ${at})`),
  },
  {
    name: "a tutor's own activities",
    query: () => `query(${VARS}) { myActivities(${ARGS}) { ${PAGE} } }`,
    page: root('myActivities'),
    token: () => tutor.token,
    expected: () => ids('SELECT id FROM activities WHERE poster_id = $1 ORDER BY created_at DESC, id', [tutor.id]),
    insert: twoRows((at) => `INSERT INTO activities (title, description, poster_id, created_at) VALUES ('Late', 'd', '${tutor.id}', ${at})`),
  },
  {
    name: "an activity's chapters (oldest first)",
    query: () => `query(${VARS}) { chapters(activityId: "${activityId}", ${ARGS}) { ${PAGE} } }`,
    page: root('chapters'),
    token: () => learner.token,
    expected: () => ids('SELECT id FROM chapters WHERE activity_id = $1 ORDER BY created_at, id', [activityId]),
    insert: twoRows((at) => `INSERT INTO chapters (activity_id, title, description, created_at) VALUES ('${activityId}', 'Late', 'd', ${at})`),
  },
  {
    name: "an activity's chapters, nested",
    query: () => `query(${VARS}) { activity(id: "${activityId}") { chapters(${ARGS}) { ${PAGE} } } }`,
    page: (data) => (data.activity as { chapters: Page }).chapters,
    token: () => learner.token,
    expected: () => ids('SELECT id FROM chapters WHERE activity_id = $1 ORDER BY created_at, id', [activityId]),
    insert: twoRows((at) => `INSERT INTO chapters (activity_id, title, description, created_at) VALUES ('${activityId}', 'Late', 'd', ${at})`),
  },
  {
    name: "a chapter's quizzes for its tutor, drafts included",
    query: () => `query(${VARS}) { quizzes(chapterId: "${chapterId}", ${ARGS}) { ${PAGE} } }`,
    page: root('quizzes'),
    token: () => tutor.token,
    expected: () => ids('SELECT id FROM quizzes WHERE chapter_id = $1 ORDER BY created_at, id', [chapterId]),
    insert: twoRows((at) => `INSERT INTO quizzes (chapter_id, tutor_id, title, instructions, questions, created_at) VALUES ('${chapterId}', '${tutor.id}', 'Late', 'i', '${QUESTIONS}', ${at})`),
  },
  {
    name: "a chapter's published quizzes",
    query: () => `query(${VARS}) { publishedQuizzes(chapterId: "${chapterId}", ${ARGS}) { ${PAGE} } }`,
    page: root('publishedQuizzes'),
    token: () => learner.token,
    expected: () => ids('SELECT id FROM quizzes WHERE chapter_id = $1 AND is_published ORDER BY created_at, id', [chapterId]),
    insert: twoRows((at) => `INSERT INTO quizzes (chapter_id, tutor_id, title, instructions, questions, is_published, created_at) VALUES ('${chapterId}', '${tutor.id}', 'Late', 'i', '${QUESTIONS}', true, ${at})`),
  },
  {
    name: "a chapter's quizzes, nested, as a learner sees them",
    query: () => `query(${VARS}) { chapter(id: "${chapterId}") { quizzes(${ARGS}) { ${PAGE} } } }`,
    page: (data) => (data.chapter as { quizzes: Page }).quizzes,
    token: () => learner.token,
    expected: () => ids('SELECT id FROM quizzes WHERE chapter_id = $1 AND is_published ORDER BY created_at, id', [chapterId]),
    insert: twoRows((at) => `INSERT INTO quizzes (chapter_id, tutor_id, title, instructions, questions, is_published, created_at) VALUES ('${chapterId}', '${tutor.id}', 'Late', 'i', '${QUESTIONS}', true, ${at})`),
  },
  {
    name: "a chapter's quizzes, nested, as its tutor sees them",
    query: () => `query(${VARS}) { chapter(id: "${chapterId}") { quizzes(${ARGS}) { ${PAGE} } } }`,
    page: (data) => (data.chapter as { quizzes: Page }).quizzes,
    token: () => tutor.token,
    expected: () => ids('SELECT id FROM quizzes WHERE chapter_id = $1 ORDER BY created_at, id', [chapterId]),
    insert: twoRows((at) => `INSERT INTO quizzes (chapter_id, tutor_id, title, instructions, questions, is_published, created_at) VALUES ('${chapterId}', '${tutor.id}', 'Late draft', 'i', '${QUESTIONS}', false, ${at})`),
  },
  {
    name: "a learner's passed attempts",
    query: () => `query(${VARS}) { myQuizAttempts(passed: true, ${ARGS}) { ${PAGE} } }`,
    page: root('myQuizAttempts'),
    token: () => learner.token,
    expected: () => ids('SELECT id FROM quiz_attempts WHERE user_id = $1 AND score * 2 >= total ORDER BY submitted_at DESC, id', [learner.id]),
    insert: twoRows(
      (at) =>
        `INSERT INTO quiz_attempts (quiz_id, user_id, quiz_title, answers, score, total, points, max_points, submitted_at)
         SELECT id, '${learner.id}', 'Late', '[]', 1, 1, 1, 1, ${at} FROM quizzes q
         WHERE chapter_id = '${chapterId}' AND NOT EXISTS (SELECT 1 FROM quiz_attempts a WHERE a.quiz_id = q.id AND a.user_id = '${learner.id}') LIMIT 1`,
    ),
  },
  {
    name: 'the attempts on a quiz',
    query: () => `query(${VARS}) { quizAttempts(quizId: "${quizId}", ${ARGS}) { ${PAGE} } }`,
    page: root('quizAttempts'),
    token: () => tutor.token,
    expected: () => ids('SELECT id FROM quiz_attempts WHERE quiz_id = $1 ORDER BY submitted_at DESC, id', [quizId]),
    insert: twoRows(
      (at) =>
        `INSERT INTO quiz_attempts (quiz_id, user_id, quiz_title, answers, score, total, points, max_points, submitted_at)
         SELECT '${quizId}', id, 'Quiz', '[]', 1, 1, 1, 1, ${at} FROM users u
         WHERE NOT EXISTS (SELECT 1 FROM quiz_attempts a WHERE a.quiz_id = '${quizId}' AND a.user_id = u.id) LIMIT 1`,
    ),
  },
];

async function fetchPage(c: Case, variables: Record<string, unknown>): Promise<Page> {
  const res = await t.gql(c.query(), variables, c.token());
  expect(res.errors).toBeUndefined();
  return c.page(res.data!);
}

// Follows endCursor from the first page to the last; `between` runs after the first page.
async function walk(c: Case, between?: () => Promise<void>) {
  const seen: string[] = [];
  const sizes: number[] = [];
  let after: string | null = null;
  for (let round = 0; round < 20; round++) {
    const page: Page = await fetchPage(c, { first: 50, after });
    expect(page.nodes.map((node) => node.id)).toEqual(page.edges.map((edge) => edge.node.id));
    expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
    expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    seen.push(...page.edges.map((edge) => edge.node.id));
    sizes.push(page.edges.length);
    if (round === 0 && between) await between();
    if (!page.pageInfo.hasNextPage) return { seen, sizes, last: page };
    after = page.pageInfo.endCursor;
  }
  throw new Error('more than 20 pages');
}

describe.each(cases)('$name', (c) => {
  it('pages of 50 visit every row once, in the documented order; the last page says so; the count covers all pages', async () => {
    const expected = await c.expected();
    expect(expected.length).toBeGreaterThan(100);
    const { seen, sizes, last } = await walk(c);
    expect(seen).toEqual(expected);
    expect(sizes.slice(0, -1).every((size) => size === 50)).toBe(true);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(last.totalCount).toBe(expected.length);
  });

  it('rows added between pages neither repeat nor push a row that was there out of the walk', async () => {
    const before = await c.expected();
    const { seen } = await walk(c, c.insert);
    expect(new Set(seen).size).toBe(seen.length);
    const existing = seen.filter((id) => before.includes(id));
    expect(existing).toEqual(before);
  });

  it('pages backward with last and before, to the same rows in the same order', async () => {
    const expected = await c.expected();
    const end = expected.length;
    // The cursor of the 101st row, from a forward page.
    const forward = await fetchPage(c, { first: 1, after: (await fetchPage(c, { first: 100 })).pageInfo.endCursor });
    const back = await fetchPage(c, { last: 30, before: forward.pageInfo.endCursor });
    expect(back.edges.map((edge) => edge.node.id)).toEqual(expected.slice(70, 100));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const head = await fetchPage(c, { last: 50, before: (await fetchPage(c, { first: 10 })).pageInfo.endCursor });
    expect(head.edges.map((edge) => edge.node.id)).toEqual(expected.slice(0, 9));
    expect(head.pageInfo.hasPreviousPage).toBe(false);
    expect(end).toBeGreaterThan(100);
  });
});

describe('refused arguments', () => {
  const courses = cases[0];
  const refusal = async (variables: Record<string, unknown>) => {
    const res = await t.gql(courses.query(), variables, learner.token);
    expect(res.status).toBe(200);
    expect(res.data ?? null).toBeNull();
    return res.errors?.[0];
  };

  it('a page over 100, or under 1, is refused with the limit named', async () => {
    expect(await refusal({ first: 1000 })).toMatchObject({ message: 'first must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refusal({ first: 0 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refusal({ last: 101, before: null })).toMatchObject({ message: 'last must be a whole number from 1 to 100' });
    expect(await refusal({ first: 10, last: 10 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a tampered, foreign or malformed cursor is BAD_USER_INPUT, never a server error', async () => {
    const page = await fetchPage(courses, { first: 2 });
    const cursor = page.pageInfo.endCursor!;
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as string[];
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const papersCursor = (await fetchPage(cases[2], { first: 1 })).pageInfo.endCursor;
    for (const bad of [
      'not a cursor!',
      cursor.slice(0, -3),
      `${cursor}x`,
      papersCursor,
      encode(['courses']),
      encode(['courses', decoded[1], 'not-a-uuid']),
      encode(['courses', '2026-02-30T10:00:00.000000Z', decoded[2]]),
      encode(['courses', "2026-01-01T00:00:00.000000Z'; DROP TABLE courses; --", decoded[2]]),
      encode(['courses', null, decoded[2]]),
      encode(['courses', 12, decoded[2]]),
      encode({ courses: true }),
      'x'.repeat(5000),
    ]) {
      const error = await refusal({ first: 5, after: bad });
      expect(error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_CURSOR' } });
    }
    expect((await fetchPage(courses, { first: 1 })).totalCount).toBeGreaterThan(100);
  });
});

describe('the nested read', () => {
  it('loads 40 activities with a page of chapters each and a page of quizzes each, counts included, in at most 6 statements', async () => {
    const res = await t.gql<{ activities: { totalCount: number; edges: { node: { chapters: { totalCount: number; edges: { node: { quizzes: { totalCount: number; edges: unknown[] } } }[] } } }[] } }>(
      // Sizes as variables, as the screens send them; the cost limit counts them, so the rows select ids only
      // (100 x 5 x 5 rows, or 100 x 5 x 2 rows of ids, are over it).
      `query($activities: Int, $chapters: Int, $quizzes: Int) { activities(first: $activities) { totalCount edges { node { id
           chapters(first: $chapters) { totalCount edges { node { id quizzes(first: $quizzes) { totalCount edges { node { id } } } } } } } } } }`,
      { activities: 40, chapters: 5, quizzes: 2 },
      learner.token,
    );
    expect(res.errors).toBeUndefined();
    const activities = res.data!.activities.edges.map((edge) => edge.node);
    expect(activities).toHaveLength(40);
    const withChapters = activities.find((activity) => activity.chapters.totalCount > 100);
    expect(withChapters?.chapters.edges).toHaveLength(5);
    const withQuizzes = activities.flatMap((activity) => activity.chapters.edges).find((edge) => edge.node.quizzes.totalCount > 2);
    expect(withQuizzes?.node.quizzes.edges).toHaveLength(2);
    // 1 token lookup + 1 page + 1 count + 1 chapters (with their counts) + 1 quizzes (with theirs).
    expect(res.statements[0]).toContain('"users"');
    expect(res.statements.length).toBeLessThanOrEqual(6);
  });
});
