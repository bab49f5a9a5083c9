// The CSV downloads of a gradebook and of a quiz's attempts: GET /api/activities/{id}/gradebook.csv and
// GET /api/quizzes/{id}/attempts.csv, and the GraphQL fields that return the same files. Who may
// download them, what the files hold (BOM, header, CRLF, quoting, formulas escaped), and that a
// file of 100,000 attempts is streamed from PostgreSQL: the server's memory does not grow with
// it, and a reader who goes away gives the export's connection back.
import { get, type IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse/sync';
import { Client } from 'pg';
import type { Response } from 'supertest';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { activityWithQuizzes, addAttempts, addLearners, setQuiz, type QuizPlace } from './helpers/gradebook';
import { rest } from './helpers/rest';

let t: TestApp;
let tutor: { id: string; token: string };
beforeAll(async () => {
  t = await startTestApp();
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(() => t.close());

const BOM = '\uFEFF';

// The body exactly as sent: bytes, decoded as UTF-8 (the BOM kept).
async function download(path: string, token?: string): Promise<Response & { raw: string }> {
  const req = rest(t, 'get', path, token)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const res = await req;
  const raw = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : '';
  return Object.assign(res, { raw });
}

const json = (res: { raw: string }) => JSON.parse(res.raw) as { code: string };
const rowsOf = (raw: string): string[][] => parse(raw.slice(BOM.length), { relax_quotes: false });

describe('who may download', () => {
  it("answers the activity's or quiz's tutor and admins; 401, 403 and 404 as JSON otherwise", async () => {
    const { activityId, quizzes } = await activityWithQuizzes(t, tutor.token, 1);
    const [admin, other, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
    for (const path of [`/activities/${activityId}/gradebook.csv`, `/quizzes/${quizzes[0].id}/attempts.csv`]) {
      expect((await download(path, tutor.token)).status).toBe(200);
      expect((await download(path, admin.token)).status).toBe(200);
      const refused = [await download(path), await download(path, other.token), await download(path, learner.token)];
      expect(refused.map((res) => [res.status, res.headers['content-type'], json(res).code])).toEqual([
        [401, 'application/json; charset=utf-8', 'UNAUTHENTICATED'],
        [403, 'application/json; charset=utf-8', 'FORBIDDEN'],
        [403, 'application/json; charset=utf-8', 'FORBIDDEN'],
      ]);
    }
    for (const path of ['/activities/00000000-0000-4000-8000-000000000000/gradebook.csv', '/quizzes/00000000-0000-4000-8000-000000000000/attempts.csv', '/quizzes/nope/attempts.csv']) {
      const res = await download(path, admin.token);
      expect([res.status, json(res).code]).toEqual([404, 'NOT_FOUND']);
    }
    const gql = await t.gql(`query($id: ID!) { gradebookCsv(activityId: $id) }`, { id: activityId }, other.token);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gqlQuiz = await t.gql(`query($id: ID!) { quizAttemptsCsv(quizId: $id) }`, { id: quizzes[0].id }, learner.token);
    expect(gqlQuiz.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the files', () => {
  let activityId: string;
  let quizzes: QuizPlace[];
  const people = [
    { name: 'Smith, John', surname: 'Jr', email: 'john@example.com' },
    { name: 'Say "hi"', surname: 'Quotes', email: 'quotes@example.com' },
    { name: 'Two\nlines', surname: 'Newline', email: 'newline@example.com' },
    { name: '=HYPERLINK("http://evil.example","click")', surname: '', email: 'formula@example.com' },
    { name: '+1', surname: 'Plus', email: 'plus@example.com' },
    { name: '-2', surname: 'Minus', email: 'minus@example.com' },
    { name: '@x', surname: 'At', email: 'at@example.com' },
  ];
  let ids: string[];
  beforeAll(async () => {
    ({ activityId, quizzes } = await activityWithQuizzes(t, tutor.token, 2, 'Loops, "quoted" & more'));
    await setQuiz(t, quizzes[0].id, { gradingMethod: 'LATEST' });
    ids = await addLearners(t, people);
    for (const id of ids) await addAttempts(t, quizzes[0], id, [{ points: 4 }, { points: 3 }]);
    // One of them tried the second quiz too, timed: its essay waits.
    await addAttempts(t, quizzes[1], ids[0], [{ points: 1, status: 'NEEDS_GRADING', startedAt: new Date(Date.UTC(2026, 10, 1, 8, 0, 5)), submittedAt: new Date(Date.UTC(2026, 10, 1, 8, 10, 7)) }]);
  });

  it('writes the gradebook: BOM, header, CRLF, every learner, a blank cell where a quiz was not attempted, quoted and escaped cells', async () => {
    const res = await download(`/activities/${activityId}/gradebook.csv`, tutor.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Loops-quoted-more-gradebook.csv"');
    expect(res.raw.startsWith(BOM)).toBe(true);
    // Every line ends with CRLF; the only bare LF is the one inside the quoted name.
    expect(res.raw.endsWith('\r\n')).toBe(true);
    expect(res.raw.replace(/\r\n/g, '').split('\n')).toHaveLength(2);
    const [header, ...rows] = rowsOf(res.raw);
    expect(header).toEqual(['Learner', 'Email', 'Quiz 1 (%; pass mark 50%)', 'Quiz 2 (%; pass mark 50%)', 'Average (%)']);
    const byEmail = new Map(rows.map((row) => [row[1], row]));
    expect(rows).toHaveLength(people.length);
    // LATEST counts 3 of 4; the second quiz (not attempted) is blank and left out of the average.
    expect(byEmail.get('plus@example.com')).toEqual(["'+1 Plus", 'plus@example.com', '75', '', '75']);
    expect(byEmail.get('john@example.com')).toEqual(['Smith, John Jr', 'john@example.com', '75', '25', '50']);
    expect(byEmail.get('quotes@example.com')?.[0]).toBe('Say "hi" Quotes');
    expect(byEmail.get('newline@example.com')?.[0]).toBe('Two\nlines Newline');
    expect(byEmail.get('formula@example.com')?.[0]).toBe(`'=HYPERLINK("http://evil.example","click") `);
    expect(byEmail.get('minus@example.com')?.[0]).toBe("'-2 Minus");
    expect(byEmail.get('at@example.com')?.[0]).toBe("'@x At");
    // As written: quoted where a comma, a quote or a line break is inside.
    expect(res.raw).toContain('\r\n"Smith, John Jr",john@example.com,75,25,50\r\n');
    expect(res.raw).toContain('"Say ""hi"" Quotes"');
    expect(res.raw).toContain('"Two\nlines Newline"');
  });

  it("writes a quiz's attempts: one line each, ISO 8601 UTC times, status, pass state and the counted one", async () => {
    const first = await download(`/quizzes/${quizzes[0].id}/attempts.csv`, tutor.token);
    expect(first.headers['content-disposition']).toBe('attachment; filename="Quiz-1-attempts.csv"');
    const [header, ...rows] = rowsOf(first.raw);
    expect(header).toEqual(['Learner', 'Email', 'Attempt number', 'Started', 'Submitted', 'Points', 'Max points', 'Percentage', 'Passed', 'Status', 'Counted']);
    expect(rows).toHaveLength(people.length * 2);
    expect(rows.filter((row) => row[1] === 'plus@example.com')).toEqual([
      ["'+1 Plus", 'plus@example.com', '1', '', '2026-11-01T09:00:00Z', '4', '4', '100', 'yes', 'graded', 'no'],
      ["'+1 Plus", 'plus@example.com', '2', '', '2026-11-01T09:01:00Z', '3', '4', '75', 'yes', 'graded', 'yes'],
    ]);
    const second = rowsOf((await download(`/quizzes/${quizzes[1].id}/attempts.csv`, tutor.token)).raw);
    expect(second).toEqual([header, ['Smith, John Jr', 'john@example.com', '1', '2026-11-01T08:00:05Z', '2026-11-01T08:10:07Z', '1', '4', '25', 'no', 'needs grading', 'yes']]);
  });

  it('returns the same files as strings in GraphQL', async () => {
    const rest1 = await download(`/activities/${activityId}/gradebook.csv`, tutor.token);
    const gql1 = await t.gql<{ gradebookCsv: string }>(`query($id: ID!) { gradebookCsv(activityId: $id) }`, { id: activityId }, tutor.token);
    expect(gql1.data?.gradebookCsv).toBe(rest1.raw);
    const rest2 = await download(`/quizzes/${quizzes[0].id}/attempts.csv`, tutor.token);
    const gql2 = await t.gql<{ quizAttemptsCsv: string }>(`query($id: ID!) { quizAttemptsCsv(quizId: $id) }`, { id: quizzes[0].id }, tutor.token);
    expect(gql2.data?.quizAttemptsCsv).toBe(rest2.raw);
  });
});

describe('100,000 attempts', () => {
  const LEARNERS = 2000;
  const EACH = 50;
  let quiz: QuizPlace;
  // Whether every connection of the app's pool can be had at once (one TypeORM query runner
  // each), within the pool's connect timeout: none is still held by an export.
  async function poolAllFree(): Promise<boolean> {
    const { max } = t.db.dataSource.options.extra as { max: number };
    const runners = Array.from({ length: max }, () => t.db.dataSource.createQueryRunner());
    try {
      await Promise.all(runners.map((runner) => runner.connect()));
      return true;
    } catch {
      return false;
    } finally {
      await Promise.all(runners.map((runner) => runner.release()));
    }
  }

  beforeAll(async () => {
    [quiz] = (await activityWithQuizzes(t, tutor.token, 1, 'Big')).quizzes;
    await t.db.dataSource.query(
      `WITH learners AS (
         INSERT INTO users (name, surname, email, password_hash, role)
         SELECT 'Learner ' || lpad(i::text, 5, '0'), 'of the one hundred thousand attempts', 'learner-' || i || '@big-school-of-many-learners.example.com', 'x', 'user'
           FROM generate_series(1, $2::int) i
         RETURNING id)
       INSERT INTO quiz_attempts (quiz_id, chapter_id, activity_id, user_id, quiz_title, answers, attempt_number, score, total, points, max_points, submitted_at)
       SELECT $1, $3, $4, l.id, 'Quiz 1', '[]', n, 0, 1, n % 5, 4, timestamptz '2026-11-01' + n * interval '1 minute'
         FROM learners l CROSS JOIN generate_series(1, $5::int) n`,
      [quiz.id, LEARNERS, quiz.chapterId, quiz.activityId, EACH],
    );
  }, 60_000);

  // What the process holds after a full collection: the heap's live objects and buffers, not the
  // garbage a fresh worker's young heap lets pile up between collections.
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  const retained = () => {
    collectGarbage();
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.external;
  };

  // Reads a download as it comes, keeping only counts; samples what the process retains every 200 ms meanwhile.
  async function stream(url: string, token: string, stopAfter?: number): Promise<{ lines: number; bytes: number; growth: number; res: IncomingMessage }> {
    const base = retained();
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, retained())), 200);
    try {
      return await new Promise((resolve, reject) => {
        const req = get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
          let lines = 0;
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
            if (stopAfter !== undefined && bytes >= stopAfter) {
              req.destroy();
              resolve({ lines, bytes, growth: peak - base, res });
            }
          });
          res.on('end', () => resolve({ lines, bytes, growth: peak - base, res }));
          res.on('error', reject);
        });
        req.on('error', (error) => (stopAfter === undefined ? reject(error) : undefined));
      });
    } finally {
      clearInterval(sampler);
    }
  }

  it('streams them all, the memory it retains growing by under 20 MB', async () => {
    const { url, stop } = await t.listen();
    try {
      const { lines, bytes, growth, res } = await stream(`${url}/api/quizzes/${quiz.id}/attempts.csv`, tutor.token);
      expect(res.statusCode).toBe(200);
      expect(lines).toBe(1 + LEARNERS * EACH);
      expect(bytes).toBeGreaterThan(LEARNERS * EACH * 50);
      // About 2 MB streamed 500 rows at a time; 38 MB when the cursor read all 100,000 rows at once.
      expect(growth).toBeLessThan(20 * 1024 * 1024);
    } finally {
      await stop();
    }
  }, 120_000);

  it('gives the connection back when the reader goes away mid-download', async () => {
    const { url, stop } = await t.listen();
    try {
      const { lines } = await stream(`${url}/api/quizzes/${quiz.id}/attempts.csv`, tutor.token, 64 * 1024);
      expect(lines).toBeLessThan(LEARNERS * EACH);
      // PostgreSQL no longer runs the export (its backend ends with the connection, a moment later).
      const deadline = Date.now() + 10_000;
      const running = async () =>
        (await t.db.dataSource.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%AS "attemptNumber"%' AND pid <> pg_backend_pid()`,
        ))[0].n;
      while ((await running()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await running()).toBe(0);
      // And the pool has every connection to lend again.
      expect(await poolAllFree()).toBe(true);
    } finally {
      await stop();
    }
  }, 60_000);
});

describe('a slow reader', () => {
  // More than the sockets hold (15 MB): the export waits for the reader in the middle of its rows.
  it("gets the whole file, though reading it takes longer than the database's statement timeout", async () => {
    const slow = await startTestApp({ statementTimeoutMs: 1000 });
    try {
      const owner = await slow.signIn(Role.TUTOR);
      const [quiz] = (await activityWithQuizzes(slow, owner.token, 1, 'Slow')).quizzes;
      // The fixture itself is not held to the 1 s: written on a connection of its own.
      const writer = new Client({ connectionString: slow.db.url });
      await writer.connect();
      try {
        await writer.query(
          `WITH learners AS (
             INSERT INTO users (name, surname, email, password_hash, role)
             SELECT 'Learner ' || lpad(i::text, 5, '0'), 'of the one hundred thousand attempts', 'slow-' || i || '@big-school-of-many-learners.example.com', 'x', 'user'
               FROM generate_series(1, 1000) i RETURNING id)
           INSERT INTO quiz_attempts (quiz_id, chapter_id, activity_id, user_id, quiz_title, answers, attempt_number, score, total, points, max_points)
           SELECT $1, $2, $3, l.id, 'Quiz 1', '[]', n, 0, 1, n % 5, 4 FROM learners l CROSS JOIN generate_series(1, 100) n`,
          [quiz.id, quiz.chapterId, quiz.activityId],
        );
      } finally {
        await writer.end();
      }
      const { url, stop } = await slow.listen();
      try {
        const lines = await new Promise<number>((resolve, reject) => {
          get(`${url}/api/quizzes/${quiz.id}/attempts.csv`, { headers: { authorization: `Bearer ${owner.token}` } }, (res) => {
            let count = 0;
            let paused = false;
            res.on('data', (chunk: Buffer) => {
              for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) count += 1;
              // Once, after the first rows: the reader stops for 2.5 s (the statement timeout is 1 s).
              if (!paused) {
                paused = true;
                res.pause();
                setTimeout(() => res.resume(), 2500);
              }
            });
            res.on('end', () => resolve(count));
            res.on('error', reject);
          }).on('error', reject);
        });
        expect(lines).toBe(1 + 1000 * 100);
      } finally {
        await stop();
      }
    } finally {
      await slow.close();
    }
  }, 60_000);
});
