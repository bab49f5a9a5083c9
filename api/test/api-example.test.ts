// The README's worked example of "Using the API from another tool" (examples/export-gradebooks.mjs)
// runs as written against a real server with a real token: it pages the tutor's activities and
// writes each gradebook as CSV; a token without read:results is told which scope it lacks.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { activityWithQuizzes, addAttempts, addLearners } from './helpers/gradebook';

const run = promisify(execFile);
const SCRIPT = join(__dirname, '../../examples/export-gradebooks.mjs');

let t: TestApp;
let server: Awaited<ReturnType<TestApp['listen']>>;
let folder: string;
beforeAll(async () => {
  t = await startTestApp();
  server = await t.listen();
  folder = await mkdtemp(join(tmpdir(), 'gradebooks-'));
});
afterAll(async () => {
  await server?.stop();
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

const tokenOf = async (userId: string, scopes: string[]) =>
  (await t.services.apiTokens.create({ id: userId, role: Role.TUTOR, name: 'T', surname: 'T', email: 'x@example.com' }, { name: 'Export', scopes, expiresAt: t.services.apiTokens.expiryIn(7) })).secret;

const example = (token: string) => run(process.execPath, [SCRIPT, folder], { env: { ...process.env, LEARNHUB_URL: `${server.url}/`, LEARNHUB_TOKEN: token }, timeout: 20_000 });

it("writes each of the tutor's gradebooks as a CSV file with the token", async () => {
  const tutor = await t.signIn(Role.TUTOR);
  const { quizzes } = await activityWithQuizzes(t, tutor.token, 2, 'Loops & arrays');
  await activityWithQuizzes(t, tutor.token, 1, 'Functions');
  const [ada] = await addLearners(t, [{ name: 'Ada', surname: 'Lovelace' }]);
  await addAttempts(t, quizzes[0], ada, [{ points: 3 }]);

  const { stdout } = await example(await tokenOf(tutor.id, ['read:courses', 'read:results']));
  const files = (await readdir(folder)).sort();
  expect(files).toEqual([expect.stringMatching(/^functions-[0-9a-f]{8}\.csv$/), expect.stringMatching(/^loops-arrays-[0-9a-f]{8}\.csv$/)]);
  const loops = await readFile(join(folder, files[1]), 'utf8');
  // The same file as the web's Export CSV: a BOM, a header naming each quiz, Ada's row with her 75 %.
  expect(loops.startsWith('\uFEFF')).toBe(true);
  expect(loops).toContain('Quiz 1');
  expect(loops).toMatch(/Lovelace.*75/);
  expect(stdout).toContain('2 gradebooks written to');
});

it('a token without read:results is refused with the scope it lacks', async () => {
  const tutor = await t.signIn(Role.TUTOR);
  await activityWithQuizzes(t, tutor.token, 1);
  await expect(example(await tokenOf(tutor.id, ['read:courses']))).rejects.toMatchObject({ stderr: expect.stringContaining('FORBIDDEN: This API token lacks the scope read:results') });
});
