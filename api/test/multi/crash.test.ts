// Crash safety: a built instance is SIGKILLed inside the transaction of an upload, a
// timed quiz's submission and a question import, stopped there by a test-only crash point
// (shared/crash-point.ts, CRASH_POINTS, refused in production). Each leaves nothing behind, and
// the instance restarts on the same data (no migration to apply, jobs and /readyz fine), where the
// same learner submits and the same upload and import succeed.
import http from 'node:http';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { CrashPointName } from '../../src/shared/crash-point';
import { pdfOfSize } from '../helpers/uploads';
import { accountOn, gql, type Instance, logLines, newSecret, publishedQuizOn, send, startInstance } from './cluster';
import { type Database, startDatabase } from './database';

const SETTINGS = `mutation($id: ID!, $settings: QuizSettingsInput!) { updateQuizSettings(id: $id, settings: $settings) { id } }`;
const START = `mutation($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id } }`;
const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id score } }`;
const IMPORT = `mutation($chapterId: ID!, $file: Upload!) { importQuiz(chapterId: $chapterId, title: "Imported", instructions: "All", format: GIFT, file: $file) { id questions { questionText } } }`;
const UPLOAD = `mutation($input: PaperInput!, $pdf: Upload) { uploadPaper(input: $input, pdf: $pdf) { id } }`;
const GIFT = '::One::One? {=yes ~no}\n\n::Two::Two? {=yes ~no}\n\n::Three::Three? {=yes ~no}\n';
const BOUNDARY = 'crash-test-boundary';
// The instance's request sessions waiting inside a transaction (not the job queue's own).
const IN_TRANSACTION = `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND application_name <> 'learnhub-jobs'`;
// Bigger than one stored chunk (512 KiB): half of it is several chunks, some written before the kill.
const PDF = pdfOfSize(4 * 1024 * 1024);

let dir: string;
let database: Database;
let db: Client;
let instance: Instance | undefined;
const secret = newSecret();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'platform-crash-'));
  chmodSync(dir, 0o755);
  database = await startDatabase(dir);
}, 120_000);

afterAll(async () => {
  await instance?.stop('SIGKILL');
  await db?.end();
  await database?.stop();
  rmSync(dir, { recursive: true, force: true });
});

// An instance of the built app on the one database, stopping at `crashPoint` when given.
async function restart(crashPoint?: CrashPointName): Promise<Instance> {
  instance = await startInstance({
    name: crashPoint ?? 'after',
    databaseUrl: database.url,
    jwtSecret: secret,
    env: { NODE_ENV: 'test', ...(crashPoint && { CRASH_POINTS: crashPoint }) },
  });
  return instance;
}

// Waits (bounded) until the instance says it stopped at the crash point, then kills it there.
async function killAt(target: Instance, crashPoint: CrashPointName): Promise<void> {
  const reached = () => logLines(target).some((line) => line.crashPoint === crashPoint);
  for (const deadline = Date.now() + 20_000; !reached();) {
    if (Date.now() > deadline) throw new Error(`${crashPoint} not reached:\n${target.output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Stopped inside its transaction: its session has begun one and waits, uncommitted (another of the
  // instance's, a mail job's, may be in one for a moment too).
  expect(await count(IN_TRANSACTION)).toBeGreaterThanOrEqual(1);
  expect(await target.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
  // PostgreSQL sees the connection close and rolls the transaction back: what is checked next is final.
  for (const deadline = Date.now() + 10_000; await count(IN_TRANSACTION);) {
    if (Date.now() > deadline) throw new Error("the killed instance's transaction is still open");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const count = async (sql: string, values: unknown[] = []): Promise<number> => Number((await db.query<{ n: string }>(sql, values)).rows[0].n);

// Multipart parts, the way a browser's form or apollo-upload-client sends them.
const part = (name: string, value: string, file?: { filename: string; type: string }) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file.filename}"\r\nContent-Type: ${file.type}` : ''}\r\n\r\n${value}`;
const multipartHeaders = (token: string) => ({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' });
const importBody = (chapterId: string) =>
  [
    part('operations', JSON.stringify({ query: IMPORT, variables: { chapterId, file: null } })),
    part('map', JSON.stringify({ 0: ['variables.file'] })),
    part('0', GIFT, { filename: 'questions.gift.txt', type: 'text/plain' }),
    `--${BOUNDARY}--\r\n`,
  ].join('\r\n');
// Streamed to the resolver as it arrives (GraphQL multipart): the PDF part comes last, its bytes follow.
const paperHead = () =>
  [
    part('operations', JSON.stringify({ query: UPLOAD, variables: { input: { title: 'Past paper', description: 'Cut halfway' }, pdf: null } })),
    part('map', JSON.stringify({ 0: ['variables.pdf'] })),
    part('0', '', { filename: 'exam.pdf', type: 'application/pdf' }),
  ].join('\r\n');

const account = async (on: Instance, role: 'tutor' | 'user'): Promise<string> =>
  (await accountOn(on, async (sql, params) => (await db.query(sql, params)).rows, role, 'Crash')).token;

it('leaves nothing behind when killed inside a submission, an import or an upload, and restarts cleanly on the same data', async () => {
  // 1. A timed quiz's submission, killed after the attempt was graded and moved, before COMMIT.
  const first = await restart('quizzes.timed-submit');
  db = new Client({ connectionString: database.url });
  await db.connect();
  const tutor = await account(first, 'tutor');
  const learner = await account(first, 'user');
  const { quizId, questions } = await publishedQuizOn([first], tutor);
  expect((await gql(first.url, SETTINGS, { id: quizId, settings: { timeLimitMinutes: 30 } }, { token: tutor })).errors).toBeUndefined();
  expect((await gql(first.url, START, { quizId }, { token: learner })).errors).toBeUndefined();
  const answers = questions.map((_, questionIndex) => ({ questionIndex, selectedOptionIndex: 1 }));
  void gql(first.url, SUBMIT, { quizId, answers }, { token: learner }).catch(() => undefined);
  await killAt(first, 'quizzes.timed-submit');
  expect(await count('SELECT count(*) AS n FROM quiz_attempts WHERE quiz_id = $1', [quizId])).toBe(0);
  // The attempt is still in progress, as before the submission.
  expect(await count('SELECT count(*) AS n FROM quiz_attempts_in_progress WHERE quiz_id = $1', [quizId])).toBe(1);

  // 2. A question import, killed after its quiz was inserted, before COMMIT.
  const second = await restart('quizzes.draft-inserted');
  const [{ chapter_id: chapterId }] = (await db.query<{ chapter_id: string }>('SELECT chapter_id FROM quizzes WHERE id = $1', [quizId])).rows;
  const quizzesBefore = await count('SELECT count(*) AS n FROM quizzes');
  void send(`${second.url}/graphql`, { method: 'POST', headers: multipartHeaders(tutor), body: importBody(chapterId) }).catch(() => undefined);
  await killAt(second, 'quizzes.draft-inserted');
  expect(await count('SELECT count(*) AS n FROM quizzes')).toBe(quizzesBefore);

  // 3. A 4 MB PDF upload (GraphQL multipart): the body is read whole before any transaction, then its
  // chunks are written in one; the server is killed with the first chunk written, before COMMIT.
  const third = await restart('files.chunk-written');
  const upload = http.request(`${third.url}/graphql`, { method: 'POST', headers: multipartHeaders(tutor), agent: false });
  upload.on('error', () => undefined);
  upload.end(Buffer.concat([Buffer.from(paperHead()), PDF, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
  await killAt(third, 'files.chunk-written');
  upload.destroy();
  expect(await count('SELECT count(*) AS n FROM papers')).toBe(0);
  expect(await count('SELECT count(*) AS n FROM stored_files')).toBe(0);
  expect(await count('SELECT count(*) AS n FROM file_chunks')).toBe(0);

  // 4. Restarted on the same data, nothing armed: ready, nothing to migrate, and each operation succeeds.
  const after = await restart();
  expect((await send(`${after.url}/readyz`)).status).toBe(200);
  const submitted = await gql<{ submitQuizAttempt: { id: string; score: number } }>(after.url, SUBMIT, { quizId, answers }, { token: learner });
  expect(submitted.errors).toBeUndefined();
  expect(submitted.data!.submitQuizAttempt.score).toBe(questions.length);
  expect(await count('SELECT count(*) AS n FROM quiz_attempts WHERE quiz_id = $1', [quizId])).toBe(1);
  expect(await count('SELECT count(*) AS n FROM quiz_attempts_in_progress WHERE quiz_id = $1', [quizId])).toBe(0);

  const imported = JSON.parse((await send(`${after.url}/graphql`, { method: 'POST', headers: multipartHeaders(tutor), body: importBody(chapterId) })).text) as {
    data?: { importQuiz: { questions: unknown[] } };
  };
  expect(imported.data?.importQuiz.questions).toHaveLength(3);
  expect(await count('SELECT count(*) AS n FROM quizzes')).toBe(quizzesBefore + 1);

  const body = Buffer.concat([Buffer.from(paperHead()), PDF, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  const paper = await send(`${after.url}/graphql`, { method: 'POST', headers: multipartHeaders(tutor), body });
  expect(JSON.parse(paper.text)).toMatchObject({ data: { uploadPaper: { id: expect.any(String) } } });
  expect(await count('SELECT count(*) AS n FROM papers')).toBe(1);
  expect(await count('SELECT count(*) AS n FROM file_chunks')).toBe(PDF.length / (512 * 1024));

  // The restarts found the schema up to date: no instance applied a migration after the first.
  const migrated = [second, third, after].filter((one) => logLines(one).some((line) => line.msg === 'migrations applied'));
  expect(migrated.map((one) => one.name)).toEqual([]);
}, 240_000);
