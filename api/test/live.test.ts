// Live updates over a real WebSocket (graphql-ws) on a listening app and its real
// database: a submission announced by PostgreSQL reaches the quiz's tutor, only the quiz's tutor
// and admins may subscribe, a caller signed out or demoted meanwhile hears nothing more, nothing
// rolled back is announced, the same limits as over HTTP, and the listener survives a lost connection.
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { answers, createActivity, createChapter, createQuiz, publishedQuiz, SUBMIT } from './helpers/learning';
import { until } from './helpers/live';

const SUBSCRIPTION = `subscription($quizId: ID!) { quizAttemptSubmitted(quizId: $quizId) {
  attempt { id quizId score total answers { questionIndex isCorrect } }
  insight { quizId attemptCount passedCount averagePercentage } } }`;

type Event = { data?: { quizAttemptSubmitted: { attempt: { id: string; score: number }; insight: { attemptCount: number; passedCount: number } } }; errors?: { message: string; extensions?: { code?: string } }[] };

let t: TestApp;
let wsUrl: string;
let tutor: { id: string; token: string };
const clients: Client[] = [];

beforeAll(async () => {
  t = await startTestApp();
  ({ wsUrl } = await t.listen());
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(async () => {
  await Promise.all(clients.map(async (client) => { await client.dispose(); }));
  await t.close();
});

// A graphql-ws client as a browser's Apollo link would be, with the session token if given.
function connect(token?: string, onClose?: (code: number, reason: string) => void): Client {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (event) => onClose?.((event as { code: number }).code, (event as { reason: string }).reason) },
  });
  clients.push(client);
  return client;
}

/** Subscribes and collects what arrives; `ready` once the server has checked the subscription (an error, or 300 ms without one). */
function subscribe(client: Client, query: string, variables: Record<string, unknown>) {
  const events: Event[] = [];
  let failure: unknown;
  let completed = false;
  const stop = client.subscribe<Event['data']>({ query, variables }, {
    next: (value) => events.push(value as Event),
    error: (error) => (failure = error),
    complete: () => (completed = true),
  });
  return {
    events,
    stop,
    get failure() {
      return failure;
    },
    get completed() {
      return completed;
    },
  };
}

// The errors a refused subscription got: as an error message, or as a result with errors (an exception in its subscribe).
const refusal = async (watch: { failure: unknown; events: Event[] }) => {
  expect(await until(() => watch.failure !== undefined || watch.events.length > 0)).toBe(true);
  return (watch.failure ?? watch.events[0].errors) as { message: string; extensions?: { code?: string } }[];
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

async function submit(quizId: string, token: string, picks = [1, 1, 1, 0]) {
  const res = await t.gql<{ submitQuizAttempt: { id: string } }>(SUBMIT, { quizId, answers: answers(picks) }, token);
  return res;
}

describe('a tutor watching a quiz', () => {
  it('hears each stored attempt within a second, with the insight as it then stands', async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    const watching = subscribe(connect(tutor.token), SUBSCRIPTION, { quizId: quiz.id });
    await settle();
    const learner = await t.signIn(Role.USER);
    const started = Date.now();
    const res = await submit(quiz.id, learner.token);
    expect(await until(() => watching.events.length === 1, 1_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(watching.events[0].errors).toBeUndefined();
    expect(watching.events[0].data!.quizAttemptSubmitted).toMatchObject({
      attempt: { id: res.data!.submitQuizAttempt.id, score: 3, total: 4 },
      insight: { quizId: quiz.id, attemptCount: 1, passedCount: 1, averagePercentage: 75 },
    });

    // A second learner: one more event, the figures moved on; another quiz's attempts are not heard.
    const other = await publishedQuiz(t, tutor.token);
    await submit(other.quiz.id, learner.token);
    await submit(quiz.id, (await t.signIn(Role.USER)).token, [0, 0, 0, 0]);
    expect(await until(() => watching.events.length === 2)).toBe(true);
    await settle();
    expect(watching.events).toHaveLength(2);
    expect(watching.events[1].data!.quizAttemptSubmitted.insight).toMatchObject({ attemptCount: 2, passedCount: 1 });
  });

  it('hears nothing of a submission refused or a change rolled back', async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    const learner = await t.signIn(Role.USER);
    await submit(quiz.id, learner.token);
    const watching = subscribe(connect(tutor.token), SUBSCRIPTION, { quizId: quiz.id });
    await settle();
    // A second attempt where one is allowed: refused, nothing stored, nothing announced.
    expect((await submit(quiz.id, learner.token)).errors![0].extensions!.code).toBe('CONFLICT');
    // An attempt stored, announced, then rolled back: PostgreSQL delivers notices only on commit.
    const runner = t.db.dataSource.createQueryRunner();
    await runner.startTransaction();
    const another = await t.signIn(Role.USER);
    await runner.query(
      `INSERT INTO quiz_attempts (quiz_id, user_id, quiz_title, answers, score, total, points, max_points) VALUES ($1, $2, 'x', '[]', 0, 1, 0, 1)
       RETURNING id, pg_notify('learnhub_events', json_build_object('topic', 'quizAttemptSubmitted', 'id', quiz_id, 'detail', json_build_object('attemptId', id))::text)`,
      [quiz.id, another.id],
    );
    await runner.rollbackTransaction();
    await runner.release();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(watching.events).toEqual([]);
  });
});

describe('who may subscribe', () => {
  it('refuses visitors, learners and another tutor, and lets an admin watch any quiz', async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    const learner = await t.signIn(Role.USER);
    const cases = [
      [undefined, 'UNAUTHENTICATED'],
      [learner.token, 'FORBIDDEN'],
      [(await t.signIn(Role.TUTOR)).token, 'FORBIDDEN'],
    ] as const;
    for (const [token, code] of cases) {
      const errors = await refusal(subscribe(connect(token), SUBSCRIPTION, { quizId: quiz.id }));
      expect(errors[0].extensions?.code).toBe(code);
    }
    const admin = await t.signIn(Role.ADMIN);
    const watching = subscribe(connect(admin.token), SUBSCRIPTION, { quizId: quiz.id });
    await settle();
    await submit(quiz.id, learner.token);
    expect(await until(() => watching.events.length === 1)).toBe(true);
    expect(watching.events[0].data!.quizAttemptSubmitted.insight.attemptCount).toBe(1);
  });

  it("refuses a browser page's socket from an origin not allowed, as CORS does", async () => {
    const open = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { origin });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('error', () => undefined);
      });
    expect(await open('http://evil.example')).toBe(401);
    // The test config's allowed origin, and the server's own.
    expect(await open('http://allowed.example')).toBe(101);
    expect(await open(wsUrl.replace(/^ws/, 'http').replace('/graphql', ''))).toBe(101);
  });

  it('refuses a subscription on a socket whose session was revoked since it opened', async () => {
    const revoked = await t.signIn(Role.TUTOR);
    const { quiz } = await publishedQuiz(t, revoked.token);
    const client = connect(revoked.token);
    const first = subscribe(client, SUBSCRIPTION, { quizId: quiz.id });
    await settle();
    expect(first.failure).toBeUndefined();
    await t.services.auth.revokeTokens(revoked.id);
    const second = subscribe(client, SUBSCRIPTION, { quizId: quiz.id });
    expect((await refusal(second))[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('closes a connection whose token was tampered with, with 4401', async () => {
    const closes: number[] = [];
    const client = connect(`${tutor.token.slice(0, -3)}abc`, (code) => closes.push(code));
    subscribe(client, SUBSCRIPTION, { quizId: '00000000-0000-4000-8000-000000000000' });
    expect(await until(() => closes.length > 0)).toBe(true);
    expect(closes[0]).toBe(4401);
  });

  it('stops telling a tutor whose role changed meanwhile (the next event is not delivered)', async () => {
    const demoted = await t.signIn(Role.TUTOR);
    const { quiz } = await publishedQuiz(t, demoted.token);
    const watching = subscribe(connect(demoted.token), SUBSCRIPTION, { quizId: quiz.id });
    await settle();
    await submit(quiz.id, (await t.signIn(Role.USER)).token);
    expect(await until(() => watching.events.length === 1)).toBe(true);
    const admin = await t.signIn(Role.ADMIN);
    const changed = await t.gql(
      `mutation($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id role } }`,
      { id: demoted.id, input: { email: demoted.email, name: 'Test', surname: 'tutor', role: 'USER' } },
      admin.token,
    );
    expect(changed.errors).toBeUndefined();
    await submit(quiz.id, (await t.signIn(Role.USER)).token);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(watching.events).toHaveLength(1);
  });
});

describe("a chapter's quizzes", () => {
  const CHANGES = `subscription($chapterId: ID!) { chapterQuizzesChanged(chapterId: $chapterId) {
    chapterId quizId change quiz { id title isPublished questions { questionText correctAnswerIndex } } } }`;
  type Change = { change: string; quizId: string; quiz: { isPublished: boolean; questions: { correctAnswerIndex: number | null }[] } | null };
  const changes = (watch: { events: Event[] }) => watch.events.map((e) => (e as unknown as { data: { chapterQuizzesChanged: Change } }).data.chapterQuizzesChanged);

  it('tells learners of published quizzes only, never with correct answers, and its tutor of every change', async () => {
    const activity = await createActivity(t, tutor.token);
    const chapter = await createChapter(t, tutor.token, activity.id);
    const learner = await t.signIn(Role.USER);
    const learnerWatch = subscribe(connect(learner.token), CHANGES, { chapterId: chapter.id });
    const tutorWatch = subscribe(connect(tutor.token), CHANGES, { chapterId: chapter.id });
    await settle();
    const quiz = await createQuiz(t, tutor.token, chapter.id);
    // Each change is told with the quiz as it is when told: the next waits until the tutor has it.
    const call = async (query: string, told: number) => {
      expect((await t.gql(query, { id: quiz.id }, tutor.token)).errors).toBeUndefined();
      expect(await until(() => tutorWatch.events.length === told)).toBe(true);
    };
    expect(await until(() => tutorWatch.events.length === 1)).toBe(true);
    await call('mutation($id: ID!) { publishQuiz(id: $id) { id } }', 2);
    await call('mutation($id: ID!) { unpublishQuiz(id: $id) { id } }', 3);
    await call('mutation($id: ID!) { deleteQuiz(id: $id) }', 4);
    expect(await until(() => tutorWatch.events.length === 4 && learnerWatch.events.length === 3)).toBe(true);
    await settle();
    expect(changes(tutorWatch).map((c) => [c.change, c.quizId, c.quiz?.isPublished ?? null])).toEqual([
      ['CREATED', quiz.id, false],
      ['PUBLISHED', quiz.id, true],
      ['UNPUBLISHED', quiz.id, false],
      ['DELETED', quiz.id, null],
    ]);
    // The draft's creation is not the learner's to hear; once published it is, without its answers.
    expect(changes(learnerWatch).map((c) => [c.change, c.quiz?.isPublished ?? null])).toEqual([
      ['PUBLISHED', true],
      ['UNPUBLISHED', null],
      ['DELETED', null],
    ]);
    expect(changes(learnerWatch)[0].quiz!.questions.every((q) => q.correctAnswerIndex === null)).toBe(true);
    expect(changes(tutorWatch)[1].quiz!.questions.every((q) => q.correctAnswerIndex === 1)).toBe(true);
  });

  it('needs a signed-in user and a chapter that exists', async () => {
    const anonymous = subscribe(connect(), CHANGES, { chapterId: '00000000-0000-4000-8000-000000000000' });
    expect((await refusal(anonymous))[0].extensions?.code).toBe('UNAUTHENTICATED');
    const missing = subscribe(connect(tutor.token), CHANGES, { chapterId: '00000000-0000-4000-8000-000000000000' });
    expect((await refusal(missing))[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('contact messages', () => {
  it('tells admins of each message as it arrives and of each reply\'s delivery state; no one else may listen', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const received = subscribe(connect(admin.token), 'subscription { contactMessageReceived { id name message replied } }', {});
    const delivery = subscribe(connect(admin.token), 'subscription { contactReplyDeliveryChanged { id body deliveryStatus } }', {});
    const learner = await t.signIn(Role.USER);
    const refused = subscribe(connect(learner.token), 'subscription { contactMessageReceived { id } }', {});
    await settle();
    const sent = await t.gql<{ sendContactMessage: { id: string } }>(
      'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
      { input: { name: 'Visitor', email: 'visitor@example.com', message: 'Is there a course on Rust?' } },
    );
    expect(sent.errors).toBeUndefined();
    expect(await until(() => received.events.length === 1)).toBe(true);
    expect(received.events[0].data).toEqual({ contactMessageReceived: { id: sent.data!.sendContactMessage.id, name: 'Visitor', message: 'Is there a course on Rust?', replied: false } });
    const replied = await t.gql('mutation($id: ID!) { replyToContactMessage(id: $id, reply: "Not yet: soon.") { id } }', { id: sent.data!.sendContactMessage.id }, admin.token);
    expect(replied.errors).toBeUndefined();
    expect(await until(() => delivery.events.length === 1)).toBe(true);
    expect(delivery.events[0].data).toMatchObject({ contactReplyDeliveryChanged: { body: 'Not yet: soon.', deliveryStatus: 'QUEUED' } });
    expect((await refusal(refused))[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('limits', () => {
  it('refuses a subscription over the alias limit, and queries over the socket', async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    const client = connect(tutor.token);
    const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: quizId`).join(' ');
    const tooMany = subscribe(client, `subscription($quizId: ID!) { quizAttemptSubmitted(quizId: $quizId) { insight { ${aliases} } } }`, { quizId: quiz.id });
    expect(await until(() => tooMany.failure !== undefined)).toBe(true);
    expect(JSON.stringify(tooMany.failure)).toMatch(/aliases/i);
    const query = subscribe(client, '{ courses(first: 1) { totalCount } }', {});
    expect(await until(() => query.failure !== undefined)).toBe(true);
    expect(JSON.stringify(query.failure)).toContain('Only subscriptions are served over WebSocket');
    const unknown = subscribe(client, 'subscription { quizAttemptSubmitted(quizId: "x") { nothing } }', {});
    expect(await until(() => unknown.failure !== undefined)).toBe(true);
    expect(unknown.failure).toEqual([expect.objectContaining({ message: expect.stringContaining('nothing'), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
  });
});

describe('keep-alive', () => {
  it('drops a client that does not answer the pings, and keeps one that does', async () => {
    const quick = await t.listen({ keepAliveMs: 200 });
    const open = (autoPong: boolean) =>
      new Promise<{ socket: WebSocket; closed: Promise<number> }>((resolve) => {
        const socket = new WebSocket(quick.wsUrl, 'graphql-transport-ws', { autoPong });
        const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
        socket.on('open', () => resolve({ socket, closed }));
      });
    const [silent, answering] = [await open(false), await open(true)];
    // Terminated (no close frame: 1006) after a ping and a wait of one interval without a pong.
    expect(await Promise.race([silent.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000))])).toBe(1006);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.close();
    await quick.stop();
  });
});

describe('the listener', () => {
  it('listens again after its connection is cut, and events flow again', async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    const watching = subscribe(connect(tutor.token), SUBSCRIPTION, { quizId: quiz.id });
    await settle();
    const cut = await t.db.dataSource.query<{ ok: boolean }[]>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'learnhub-listener'`,
    );
    expect(cut).toEqual([{ ok: true }]);
    // Until it is listening again (it retries after 100 ms, then longer), a submission may go unheard; then they are heard.
    expect(
      await until(async () => {
        // Connected, and its LISTEN done (the last statement of an idle connection).
        const rows = await t.db.dataSource.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'learnhub-listener' AND state = 'idle' AND query LIKE 'LISTEN%'`,
        );
        return rows[0].n === 1;
      }),
    ).toBe(true);
    await submit(quiz.id, (await t.signIn(Role.USER)).token);
    expect(await until(() => watching.events.length === 1)).toBe(true);
  });
});
