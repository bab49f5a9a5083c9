// Live updates survive a database restart: a built instance on a PostgreSQL of its own,
// a tutor subscribed over WebSocket; PostgreSQL stops and starts again; the instance's listener
// opens its connection again and the next submission is heard.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { accountOn, gql, type Instance, logLines, newSecret, publishedQuizOn, sqlAt, startInstance } from './cluster';
import { type Database, startDatabase } from './database';

const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id } }`;

let dir: string;
let database: Database;
let instance: Instance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'platform-live-restart-'));
  chmodSync(dir, 0o755);
  database = await startDatabase(dir);
  instance = await startInstance({ name: 'L', databaseUrl: database.url, jwtSecret: newSecret() });
}, 120_000);

afterAll(async () => {
  await instance?.stop('SIGKILL');
  await database?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const account = (role: 'tutor' | 'user'): Promise<{ id: string; token: string }> => accountOn(instance, sqlAt(database.url), role, 'Live');

const until = async (done: () => boolean, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
};

it('listens again after PostgreSQL restarts, and the next submission is heard', async () => {
  const tutor = await account('tutor');
  const { quizId, questions } = await publishedQuizOn([instance], tutor.token);
  const answers = questions.map((_, questionIndex) => ({ questionIndex, selectedOptionIndex: 1 }));
  const heard: string[] = [];
  const client = createClient({ url: `${instance.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tutor.token}` }, retryAttempts: 0 });
  try {
    client.subscribe<{ quizAttemptSubmitted: { attempt: { id: string } } }>(
      { query: 'subscription($quizId: ID!) { quizAttemptSubmitted(quizId: $quizId) { attempt { id } } }', variables: { quizId } },
      { next: (event) => heard.push(event.data!.quizAttemptSubmitted.attempt.id), error: () => undefined, complete: () => undefined },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await gql<{ submitQuizAttempt: { id: string } }>(instance.url, SUBMIT, { quizId, answers }, { token: (await account('user')).token });
    expect(await until(() => heard.length === 1, 2_000)).toBe(true);
    expect(heard).toEqual([before.data!.submitQuizAttempt.id]);

    const listening = () => logLines(instance).filter((line) => line.msg === 'notices: listening again').length;
    await database.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    database = await startDatabase(dir);
    expect(await until(() => listening() === 1, 20_000)).toBe(true);

    // The pool's connections died with the server: the first request after may meet one; try again then.
    const learner = await account('user').catch(() => account('user'));
    let after = await gql<{ submitQuizAttempt: { id: string } }>(instance.url, SUBMIT, { quizId, answers }, { token: learner.token });
    if (!after.data) after = await gql<{ submitQuizAttempt: { id: string } }>(instance.url, SUBMIT, { quizId, answers }, { token: learner.token });
    expect(after.errors).toBeUndefined();
    expect(await until(() => heard.length === 2, 2_000)).toBe(true);
    expect(heard[1]).toBe(after.data!.submitQuizAttempt.id);
  } finally {
    await client.dispose();
  }
}, 90_000);
