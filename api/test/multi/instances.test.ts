// Two API instances of the built app, as separate processes, on one database, behind a proxy (nginx
// with deploy/nginx.conf where installed). Every rule must hold across them: two instances inside one
// process would share memory and hide exactly the bugs this suite is about.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type Account, accountOn, errorCode, gql, type Instance, logLines, newSecret, type Proxy, publishedQuizOn, send, startInstance, startProxy } from './cluster';
import { defineJob, JobQueue } from '../../src/jobs/job-queue';
import { regradeJob } from '../../src/modules/quizzes/regrade.service';
import { FAILURE_DELAY } from '../../src/shared/failure-delay';
import { THROTTLE_RULES } from '../../src/shared/throttle';
import { createLogger } from '../../src/shared/logger';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { eventually, queuesSettled, type SmtpSink, startSmtpSink } from '../helpers/smtp';
import { pdfOfSize } from '../helpers/uploads';

// The test job kind the instances run (shared with instance.cjs, which cannot import TypeScript).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS (above), no types to import
const { TEST_EFFECT_JOB } = require('./effect-job.cjs') as {
  TEST_EFFECT_JOB: { name: string; options: { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean; expireInSeconds: number } };
};

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { id token } }`;
const ME = `{ me { id role } }`;

const secret = newSecret();
let db: TestDatabase;
let a: Instance;
let b: Instance;
let proxy: Proxy;
let smtp: SmtpSink;

const start = (name: string, port?: number, env?: Record<string, string>) =>
  startInstance({ name, databaseUrl: db.url, jwtSecret: secret, port, env: { DATABASE_POOL_SIZE: '8', SMTP_URL: smtp.url, SMTP_ALLOW_PLAINTEXT: '1', MAIL_RETRY_DELAY_SECONDS: '1', ...env } });

beforeAll(async () => {
  smtp = await startSmtpSink();
  db = await createTestDatabase();
  await db.dataSource.query(`CREATE TABLE job_effects (id serial PRIMARY KEY, key text NOT NULL, retry_count int NOT NULL, instance text NOT NULL)`);
  [a, b] = await Promise.all([start('A'), start('B')]);
  proxy = await startProxy([a.port, b.port]);
}, 90_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await db?.drop();
  await smtp?.stop();
});

const account = (role: 'admin' | 'tutor' | 'user'): Promise<Account> => accountOn(a, (sql, params) => db.dataSource.query(sql, params), role);

const login = (baseUrl: string, email: string, password: string, from?: string, headers?: Record<string, string>) =>
  gql<{ login: { id: string; token: string } }>(baseUrl, LOGIN, { input: { email, password } }, { from, headers });

// A published quiz of three questions (the right option always 1), its steps spread over A and B.
const quizAcrossInstances = (tutorToken: string) => publishedQuizOn([a, b], tutorToken);

describe('shared throttles', () => {
  it('wrong passwords spread over both instances slow the account down on either, and still after a restart of both', async () => {
    const victim = await account('user');
    for (let i = 0; i < FAILURE_DELAY.free; i++) {
      expect(errorCode(await login((i % 2 ? a : b).url, victim.email, `wrong-${i}`))).toBe('UNAUTHENTICATED');
    }
    // The free failures are used up on both: even the right password waits (1 s).
    for (const instance of [a, b]) expect(errorCode(await login(instance.url, victim.email, victim.password))).toBe('RATE_LIMITED');
    const waited = new Promise((resolve) => setTimeout(resolve, 1100));

    await Promise.all([a.stop(), b.stop()]);
    [a, b] = await Promise.all([start('A', a.port), start('B', b.port)]);
    await waited;
    // The count survived the restart: one more failure and the account waits again (a fresh count would allow it).
    expect(errorCode(await login(a.url, victim.email, 'wrong-again'))).toBe('UNAUTHENTICATED');
    for (const base of [a.url, b.url, proxy.url]) expect(errorCode(await login(base, victim.email, victim.password))).toBe('RATE_LIMITED');
  }, 60_000);

  it("behind the proxy, an attacker's failed logins block the attacker's address, not a user's coming from another one", async () => {
    const user = await account('user');
    const [attacker, innocent] = ['127.0.0.2', '127.0.0.3'];
    const limit = THROTTLE_RULES.loginFailuresByAddress.points;
    for (let i = 0; i < limit; i += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, j) => login(proxy.url, `nobody-${i + j}-${randomBytes(3).toString('hex')}@example.com`, 'guess', attacker)),
      );
      expect(answers.map(errorCode)).toEqual(Array(10).fill('UNAUTHENTICATED'));
    }
    expect(errorCode(await login(proxy.url, 'one-more@example.com', 'guess', attacker))).toBe('RATE_LIMITED');
    // Claiming to be someone else changes nothing: the proxy appends the real address, the app reads only that.
    expect(errorCode(await login(proxy.url, user.email, user.password, attacker, { 'x-forwarded-for': innocent }))).toBe('RATE_LIMITED');

    const ok = await login(proxy.url, user.email, user.password, innocent);
    expect(ok.data?.login.id).toBe(user.id);
    // The request log carries the same derived address the throttle used (log lines are written
    // asynchronously: give the last one a moment to arrive).
    const addresses = () => [...logLines(a), ...logLines(b)].map((line) => (line.req as { remoteAddress?: string } | undefined)?.remoteAddress);
    for (let waited = 0; !addresses().includes(innocent) && waited < 3000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(addresses()).toContain(innocent);
    expect(addresses()).toContain(attacker);
  }, 60_000);

  it('with TRUST_PROXY=0 a client-supplied X-Forwarded-For changes nothing: the socket address is counted', async () => {
    const direct = await start('C', undefined, { TRUST_PROXY: '0' });
    try {
      const user = await account('user');
      const [attacker, other] = ['127.0.0.4', '127.0.0.5'];
      const limit = THROTTLE_RULES.loginFailuresByAddress.points;
      for (let i = 0; i < limit; i += 10) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, j) => login(direct.url, `x-${i + j}-${randomBytes(3).toString('hex')}@example.com`, 'guess', attacker, { 'x-forwarded-for': `10.9.${i / 10}.${j}` })),
        );
        expect(answers.map(errorCode)).toEqual(Array(10).fill('UNAUTHENTICATED'));
      }
      // A new forwarded address every time did not spread the attempts over many keys.
      expect(errorCode(await login(direct.url, user.email, user.password, attacker, { 'x-forwarded-for': '10.200.0.1' }))).toBe('RATE_LIMITED');
      // Another socket address, even claiming the attacker's first forwarded one, is not blocked.
      expect((await login(direct.url, user.email, user.password, other, { 'x-forwarded-for': '10.9.0.0' })).data?.login.id).toBe(user.id);
    } finally {
      await direct.stop();
    }
  }, 60_000);
});

describe('state shared through PostgreSQL only', () => {
  it('a role change made through instance A revokes the old token on instance B at once', async () => {
    const admin = await account('admin');
    const learner = await account('user');
    expect((await gql<{ me: { role: string } }>(b.url, ME, {}, { token: learner.token })).data?.me.role).toBe('USER');
    const changed = await gql<{ updateUser: { role: string } }>(
      a.url,
      `mutation($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id role } }`,
      { id: learner.id, input: { email: learner.email, name: 'Multi', surname: 'user', role: 'TUTOR' } },
      { token: admin.token },
    );
    expect(changed.data?.updateUser.role).toBe('TUTOR');
    const after = await gql(b.url, ME, {}, { token: learner.token });
    expect(errorCode(after)).toBe('UNAUTHENTICATED');
  });

  it('a logout through A refuses the token on B at once', async () => {
    const learner = await account('user');
    expect((await gql(b.url, ME, {}, { token: learner.token })).errors).toBeUndefined();
    expect((await gql<{ logout: boolean }>(a.url, 'mutation { logout }', {}, { token: learner.token })).data?.logout).toBe(true);
    expect(errorCode(await gql(b.url, ME, {}, { token: learner.token }))).toBe('UNAUTHENTICATED');
  });

  it('a paper uploaded through A is downloaded byte-identical through B', async () => {
    const tutor = await account('tutor');
    const pdf = pdfOfSize(1024 * 1024);
    // Random bytes inside the document, so a byte-identical download is not a coincidence of padding.
    randomBytes(512 * 1024).copy(pdf, 256 * 1024);
    const form = new FormData();
    form.set('title', 'Scaled paper');
    form.set('description', 'Uploaded through A');
    form.set('pdf', new Blob([pdf], { type: 'application/pdf' }), 'paper.pdf');
    const uploaded = await fetch(`${a.url}/api/papers`, { method: 'POST', headers: { authorization: `Bearer ${tutor.token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const paper = (await uploaded.json()) as { pdf: { url: string } };
    const downloaded = await fetch(`${b.url}${new URL(paper.pdf.url, b.url).pathname}`);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('12 concurrent submissions of one quiz by one learner, spread over both instances, store exactly 1 attempt', async () => {
    const tutor = await account('tutor');
    const learner = await account('user');
    const { quizId, questions } = await quizAcrossInstances(tutor.token);
    const createQuiz = { id: quizId };
    const answers = questions.map((_, questionIndex) => ({ questionIndex, selectedOptionIndex: 1 }));
    const submit = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id score } }`;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => gql(i % 2 ? a.url : b.url, submit, { quizId: createQuiz.id, answers }, { token: learner.token })),
    );
    expect(results.filter((res) => res.data?.submitQuizAttempt).length).toBe(1);
    expect(results.filter((res) => errorCode(res) === 'CONFLICT').length).toBe(11);
    const [{ count }] = await db.dataSource.query('SELECT count(*)::int AS count FROM quiz_attempts WHERE quiz_id = $1 AND user_id = $2', [createQuiz.id, learner.id]);
    expect(count).toBe(1);
  });
});

describe('live updates across instances', () => {
  it("a learner submits through A; the tutor's subscriptions on B and through the proxy hear it within a second", async () => {
    const tutor = await account('tutor');
    const learner = await account('user');
    const { quizId, questions } = await quizAcrossInstances(tutor.token);
    const heard: { at: number; via: string; attemptCount: number }[] = [];
    const clients = [b.url, proxy.url].map((base) => {
      const client = createClient({
        url: `${base.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${tutor.token}` },
        retryAttempts: 0,
      });
      client.subscribe<{ quizAttemptSubmitted: { insight: { attemptCount: number } } }>(
        { query: 'subscription($quizId: ID!) { quizAttemptSubmitted(quizId: $quizId) { attempt { id } insight { attemptCount } } }', variables: { quizId } },
        {
          next: (event) => heard.push({ at: Date.now(), via: base, attemptCount: event.data!.quizAttemptSubmitted.insight.attemptCount }),
          error: (error) => heard.push({ at: Date.now(), via: `${base} error ${JSON.stringify(error)}`, attemptCount: -1 }),
          complete: () => undefined,
        },
      );
      return client;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answers = questions.map((_, questionIndex) => ({ questionIndex, selectedOptionIndex: 1 }));
      const sent = Date.now();
      const res = await gql(a.url, `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id } }`, { quizId, answers }, { token: learner.token });
      expect(res.errors).toBeUndefined();
      const deadline = Date.now() + 3_000;
      while (heard.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard.map(({ via, attemptCount }) => ({ via, attemptCount })).sort((x, y) => x.via.localeCompare(y.via))).toEqual(
        [b.url, proxy.url].map((via) => ({ via, attemptCount: 1 })).sort((x, y) => x.via.localeCompare(y.via)),
      );
      for (const { at } of heard) expect(at - sent).toBeLessThan(1_000);
    } finally {
      await Promise.all(clients.map(async (client) => { await client.dispose(); }));
    }
  });
});

describe('an accommodation across instances', () => {
  it("a change made through A moves a running attempt's deadline for the learner subscribed on B, within a second", async () => {
    const tutor = await account('tutor');
    const learner = await account('user');
    const { quizId } = await quizAcrossInstances(tutor.token);
    const settings = await gql(a.url, `mutation($id: ID!, $settings: QuizSettingsInput!) { updateQuizSettings(id: $id, settings: $settings) { id } }`, { id: quizId, settings: { timeLimitMinutes: 10 } }, { token: tutor.token });
    expect(settings.errors).toBeUndefined();
    const start = await gql<{ startQuizAttempt: { id: string; startedAt: string; deadline: string } }>(a.url, `mutation($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id startedAt deadline } }`, { quizId }, { token: learner.token });
    const attempt = start.data!.startQuizAttempt;
    const heard: { at: number; id: string; deadline: string }[] = [];
    const client = createClient({ url: `${b.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${learner.token}` }, retryAttempts: 0 });
    client.subscribe<{ myAttemptDeadlineChanged: { id: string; deadline: string } }>(
      { query: 'subscription { myAttemptDeadlineChanged { id deadline } }' },
      { next: (event) => heard.push({ at: Date.now(), ...event.data!.myAttemptDeadlineChanged }), error: (error) => heard.push({ at: Date.now(), id: `error ${JSON.stringify(error)}`, deadline: '' }), complete: () => undefined },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sent = Date.now();
      const set = await gql(a.url, `mutation($input: QuizAccommodationInput!) { setQuizAccommodation(input: $input) { id } }`, { input: { learnerId: learner.id, quizId, timeFactor: 1.5 } }, { token: tutor.token });
      expect(set.errors).toBeUndefined();
      const moved = new Date(new Date(attempt.startedAt).getTime() + 15 * 60_000).toISOString();
      const until = Date.now() + 3_000;
      while (heard.length < 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard.map(({ id, deadline }) => ({ id, deadline }))).toEqual([{ id: attempt.id, deadline: moved }]);
      expect(heard[0].at - sent).toBeLessThan(1_000);
      // And B's server reads the moved deadline (its answers to the learner's screen).
      const onB = await gql<{ quiz: { myAttemptInProgress: { deadline: string } } }>(b.url, `query($id: ID!) { quiz(id: $id) { myAttemptInProgress { deadline } } }`, { id: quizId }, { token: learner.token });
      expect(onB.data!.quiz.myAttemptInProgress.deadline).toBe(moved);
    } finally {
      await client.dispose();
    }
  });
});

describe('jobs on the PostgreSQL queue', () => {
  const effectJob = defineJob<{ key: string; failFirst?: boolean; workMs?: number }>(TEST_EFFECT_JOB.name, TEST_EFFECT_JOB.options);

  it('a job enqueued 100 times with both instances working is handled exactly 100 times, each once; a failing one is retried; a rolled-back one never runs', async () => {
    // This process only enqueues (no workers): both instances do the work.
    const jobs = new JobQueue({ connectionString: db.url, logger: createLogger('silent'), work: false, poolSize: 1 });
    jobs.register(effectJob);
    await jobs.start();
    try {
      const keys = Array.from({ length: 100 }, (_, i) => `job-${i}`);
      for (const key of keys) await db.dataSource.transaction((em) => jobs.enqueue(em, effectJob, { key, workMs: 30 }));
      await db.dataSource.transaction((em) => jobs.enqueue(em, effectJob, { key: 'flaky', failFirst: true }));
      await expect(
        db.dataSource.transaction(async (em) => {
          await jobs.enqueue(em, effectJob, { key: 'rolled-back' });
          throw new Error('the write failed after enqueueing');
        }),
      ).rejects.toThrow('the write failed');

      // Wait until the queue has nothing left to do, then count the effects.
      await queuesSettled(db.dataSource, [effectJob.name], 40_000);
      const [{ unfinished }] = await db.dataSource.query(`SELECT count(*)::int AS unfinished FROM pgboss.job WHERE name = $1 AND state <> 'completed'`, [effectJob.name]);
      expect(unfinished).toBe(0);
      const effects: { key: string; retry_count: number; instance: string }[] = await db.dataSource.query('SELECT key, retry_count, instance FROM job_effects');
      const handled = effects.filter((effect) => effect.key.startsWith('job-'));
      expect(handled).toHaveLength(100);
      expect(new Set(handled.map((effect) => effect.key))).toEqual(new Set(keys));
      // The failing job's effect happened once, on its retry.
      expect(effects.filter((effect) => effect.key === 'flaky').map((effect) => effect.retry_count)).toEqual([1]);
      expect(effects.some((effect) => effect.key === 'rolled-back')).toBe(false);
      const [{ total }] = await db.dataSource.query(`SELECT count(*)::int AS total FROM pgboss.job WHERE name = $1`, [effectJob.name]);
      expect(total).toBe(101);
      // Both instances' workers took part (each job takes 30 ms: one instance alone would need 3 s).
      expect(new Set(handled.map((effect) => effect.instance))).toEqual(new Set(['A', 'B']));
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});

describe('a regrade across instances', () => {
  it("is applied once when its job is queued twice and both instances' workers take one each", async () => {
    const tutor = await account('tutor');
    const { quizId, questions } = await quizAcrossInstances(tutor.token);
    // Two learners, one on each instance, answer option 0 throughout: wrong by the key (1).
    const learners = [await account('user'), await account('user')];
    for (const [i, learner] of learners.entries()) {
      const answers = questions.map((_, questionIndex) => ({ questionIndex, selectedOptionIndex: 0 }));
      const res = await gql([a, b][i].url, `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id } }`, { quizId, answers }, { token: learner.token });
      expect(res.errors).toBeUndefined();
    }
    const [{ question_id: questionId }] = await db.dataSource.query(`SELECT question_id FROM quiz_question_versions WHERE quiz_id = $1 AND position = 0`, [quizId]);
    const fixed = await gql(a.url, `mutation($id: ID!, $input: BankQuestionInput!) { updateBankQuestion(id: $id, input: $input) { version } }`, {
      id: questionId,
      input: { title: 'Question 1', ...questions[0], correctAnswerIndex: 0 },
    }, { token: tutor.token });
    expect(fixed.errors).toBeUndefined();
    const requested = await gql<{ regrade: { id: string } }>(b.url, `mutation($quizId: ID!, $questionId: ID!) { regrade(quizId: $quizId, questionId: $questionId, mode: FULL_CREDIT) { id } }`, { quizId, questionId }, { token: tutor.token });
    const regradeId = requested.data!.regrade.id;
    // The same regrade queued a second time (as a retry after a lost lease would run it again).
    const jobs = new JobQueue({ connectionString: db.url, logger: createLogger('silent'), work: false, poolSize: 1 });
    jobs.register(regradeJob);
    await jobs.start();
    try {
      await db.dataSource.transaction((em) => jobs.enqueue(em, regradeJob, { regradeId }));
      await queuesSettled(db.dataSource, [regradeJob.name], 40_000);
    } finally {
      await jobs.stop();
    }
    const runs = await db.dataSource.query(`SELECT state FROM pgboss.job WHERE name = $1 AND data->>'regradeId' = $2`, [regradeJob.name, regradeId]);
    expect(runs.map((run: { state: string }) => run.state)).toEqual(['completed', 'completed']);
    // Full credit once: 0/3 -> 1/3 for each (not 2/3), one trail entry each, the outcome recorded once.
    const points = await db.dataSource.query(`SELECT points::float8 AS points FROM quiz_attempts WHERE quiz_id = $1`, [quizId]);
    expect(points).toEqual([{ points: 1 }, { points: 1 }]);
    const [{ entries }] = await db.dataSource.query(`SELECT count(*)::int AS entries FROM quiz_attempt_regrades WHERE regrade_id = $1`, [regradeId]);
    expect(entries).toBe(2);
    const status = await gql<{ quizRegrade: Record<string, unknown> }>(a.url, `query($id: ID!) { quizRegrade(id: $id) { status attemptCount attemptsChanged } }`, { id: regradeId }, { token: tutor.token });
    expect(status.data!.quizRegrade).toEqual({ status: 'DONE', attemptCount: 2, attemptsChanged: 2 });
  }, 60_000);
});

describe('mail through the queue', () => {
  it('a reply made through the proxy is mailed exactly once with both instances working', async () => {
    const admin = await account('admin');
    const [{ id }] = await db.dataSource.query(`INSERT INTO contact_messages (name, email, message) VALUES ('Once', 'once@example.com', 'Hi') RETURNING id`);
    const before = smtp.received.length;
    const res = await gql(proxy.url, `mutation($id: ID!) { replyToContactMessage(id: $id, reply: "Only one of these") { id } }`, { id }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const status = `query($id: ID!) { contactMessage(id: $id) { replies { deliveryStatus } } }`;
    await eventually(async () => {
      const answer = await gql<{ contactMessage: { replies: { deliveryStatus: string }[] } }>(b.url, status, { id }, { token: admin.token });
      return answer.data?.contactMessage.replies[0].deliveryStatus === 'SENT' ? true : undefined;
    }, 'the reply to be SENT');
    await queuesSettled(db.dataSource, ['email.send']);
    expect(smtp.received.slice(before).filter((mail) => mail.to === 'once@example.com')).toHaveLength(1);
  });
});

describe('faults and stops', () => {
  it('SIGKILL of one instance under a load of writes through the proxy: every 2xx write is stored whole, the other keeps serving', async () => {
    const admin = await account('admin');
    const messages: { id: string }[] = await db.dataSource.query(
      `INSERT INTO contact_messages (name, email, message) SELECT 'Sender ' || n, 'sender' || n || '@example.com', 'Message ' || n FROM generate_series(1, 160) AS n RETURNING id`,
    );
    const reply = `mutation($id: ID!, $reply: String!) { replyToContactMessage(id: $id, reply: $reply) { id } }`;
    const acknowledged: string[] = [];
    const failed: string[] = [];
    let done = 0;
    let killed = false;
    const queue = [...messages];
    const worker = async () => {
      for (let message = queue.shift(); message; message = queue.shift()) {
        const res = await gql(proxy.url, reply, { id: message.id, reply: `Answer to ${message.id}` }, { token: admin.token }).catch(() => undefined);
        if (res?.status === 200 && res.data?.replyToContactMessage) acknowledged.push(message.id);
        else failed.push(message.id);
        done += 1;
        if (done === 40 && !killed) {
          killed = true;
          await b.stop('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(40);

    // Every acknowledged reply is stored with its e-mail, its job and the message marked replied.
    const stored: { message_id: string; outbox: number; jobs: number; replied: boolean }[] = await db.dataSource.query(`
      SELECT r.message_id,
             (SELECT count(*)::int FROM email_outbox o WHERE o.contact_reply_id = r.id) AS outbox,
             (SELECT count(*)::int FROM email_outbox o JOIN pgboss.job j ON j.name = 'email.send' AND j.data->>'outboxId' = o.id::text
               WHERE o.contact_reply_id = r.id) AS jobs,
             m.replied_at IS NOT NULL AS replied
        FROM contact_replies r JOIN contact_messages m ON m.id = r.message_id`);
    const byMessage = new Map(stored.map((row) => [row.message_id, row]));
    for (const id of acknowledged) expect(byMessage.get(id)).toMatchObject({ outbox: 1, jobs: 1, replied: true });
    // No reply is half-written, acknowledged or not.
    for (const row of stored) expect(row).toMatchObject({ outbox: 1, jobs: 1, replied: true });
    const [{ orphans }] = await db.dataSource.query(`SELECT count(*)::int AS orphans FROM contact_messages WHERE replied_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM contact_replies r WHERE r.message_id = contact_messages.id)`);
    expect(orphans).toBe(0);

    // The survivor serves, directly and through the proxy.
    expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
    const after = await Promise.all(Array.from({ length: 6 }, () => gql<{ me: { id: string } }>(proxy.url, ME, {}, { token: admin.token })));
    expect(after.filter((res) => res.data?.me.id === admin.id).length).toBeGreaterThan(0);
    if (proxy.kind === 'nginx') expect(after.every((res) => res.data?.me.id === admin.id)).toBe(true);

    b = await start('B', b.port);
  }, 90_000);

  it('SIGTERM on an idle instance exits 0 in under 2 s', async () => {
    // Idle: no job a new instance could fetch now (the mails of the load above are sent). A job the
    // instance killed above held stays active until pg-boss expires it; no other worker can take it,
    // so it cannot keep this one busy, and waiting for it would wait out its expiry.
    await eventually(
      async () => {
        const [{ ready }] = await db.dataSource.query(
          `SELECT count(*)::int AS ready FROM pgboss.job
           WHERE state IN ('created', 'retry') AND start_after <= now() AND name NOT LIKE '\\_\\_pgboss%'`,
        );
        return ready === 0 ? true : undefined;
      },
      'no job ready to fetch',
      60_000,
    );
    const idle = await start('idle');
    const started = Date.now();
    const exit = await idle.stop('SIGTERM');
    const ms = Date.now() - started;
    expect(exit).toEqual({ code: 0, signal: null });
    // What it was doing, should it ever be slow.
    if (ms >= 2000) console.log(idle.output.join('\n'));
    expect(ms).toBeLessThan(2000);
  }, 90_000);

  it('SIGTERM under load: requests in flight finish, new connections are refused, exit 0', async () => {
    const busy = await start('busy');
    const user = await account('user');
    // Others' accounts for the concurrent logins (one account's concurrent checks beyond 5 wait their turn).
    const others = await Promise.all(Array.from({ length: 6 }, () => account('user')));
    // A login whose body is only half sent when the signal arrives: in flight by any definition.
    const body = JSON.stringify({ query: LOGIN, variables: { input: { email: user.email, password: user.password } } });
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${busy.url}/graphql`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.write(body.slice(0, half));
      setTimeout(() => {
        void busy.stop('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 200);
    });
    // And a few ordinary ones started just before the signal.
    const concurrent = Promise.all(others.map((other) => login(busy.url, other.email, other.password)));
    const finished = await answer;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.text).data.login.id).toBe(user.id);
    expect((await concurrent).map((res) => res.data?.login.id)).toEqual(others.map((other) => other.id));
    await expect(send(`${busy.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
    expect(await busy.exited).toEqual({ code: 0, signal: null });
  }, 30_000);
});
