// The world both fuzzers run in: a test app with an account of each role and one of every kind of
// record (so generated ids hit real rows), the seed and run count, the property every answer must
// hold, and the health check after a run.
import fc from 'fast-check';
import request from 'supertest';
import { Role } from '../../src/modules/users/role';
import { startTestApp, type TestApp } from '../helpers/app';
import { answers, createActivity, createChapter, createQuiz, publishedQuiz, SUBMIT } from '../helpers/learning';
import { pdfBytes } from '../helpers/uploads';

// `npm test`: a fixed seed and a few cases per operation and role; `npm run fuzz` runs more, with
// a new seed each time (FUZZ_SEED=random) unless one is given to replay a run.
export const FUZZ_SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20241124);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 3);
// Replays one operation only (e.g. FUZZ_ONLY=createQuiz or FUZZ_ONLY="POST /contact").
export const FUZZ_ONLY = process.env.FUZZ_ONLY;

export const ROLES = ['anonymous', 'learner', 'tutor', 'admin'] as const;
export type FuzzRole = (typeof ROLES)[number];

/** Each operation gets a seed of its own from the run's seed, so one replays alone. */
function seedFor(operation: string, role: string): number {
  let hash = FUZZ_SEED | 0;
  for (const char of `${operation} ${role}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

export type World = {
  t: TestApp;
  tokens: Record<FuzzRole, string | undefined>;
  /** Ids of real records, by kind (activity, chapter, quiz, user, ...). */
  ids: Record<string, string[]>;
  allIds: () => string[];
  /** Signs the four roles in again if a fuzzed call (a deleted user, a changed password) signed one out. */
  ensureSignedIn: () => Promise<void>;
};

async function gqlOk<T>(t: TestApp, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await t.gql<T>(query, variables, token);
  if (res.errors) throw new Error(`fuzz world setup: ${JSON.stringify(res.errors)}`);
  return res.data as T;
}

const ROLE_NAMES = { learner: 'USER', tutor: 'TUTOR', admin: 'ADMIN' } as const;

export async function createWorld(): Promise<World> {
  const t = await startTestApp();
  const tokens: Record<FuzzRole, string | undefined> = { anonymous: undefined, learner: undefined, tutor: undefined, admin: undefined };
  const users: Partial<Record<FuzzRole, string>> = {};
  const signInAll = async () => {
    const [learner, tutor, admin] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.TUTOR), t.signIn(Role.ADMIN)]);
    Object.assign(tokens, { learner: learner.token, tutor: tutor.token, admin: admin.token });
    Object.assign(users, { learner: learner.id, tutor: tutor.id, admin: admin.id });
  };
  await signInAll();
  const tutor = tokens.tutor!;
  const admin = tokens.admin!;
  const learner = tokens.learner!;

  const { activity, chapter, quiz } = await publishedQuiz(t, tutor);
  const draft = await createQuiz(t, tutor, chapter.id, { title: 'Draft quiz' });
  const otherActivity = await createActivity(t, tutor, { title: 'Second activity' });
  const otherChapter = await createChapter(t, tutor, otherActivity.id);
  const attempt = await gqlOk<{ submitQuizAttempt: { id: string } }>(t, SUBMIT, { quizId: quiz.id, answers: answers([1, 0, 1, 2]) }, learner);
  const course = await gqlOk<{ createCourse: { id: string } }>(
    t,
    'mutation($i: CourseInput!) { createCourse(input: $i) { id } }',
    { i: { title: 'Fuzz course', description: 'Cards', level: 'FIRST_YEAR' } },
    tutor,
  );
  const courseId = course.createCourse.id;
  const question = await gqlOk<{ addCourseQuestion: { id: string } }>(
    t,
    'mutation($i: NewCourseQuestionInput!) { addCourseQuestion(input: $i) { id } }',
    { i: { courseId, question: 'What is 2+2?', answer: '4', category: 'Maths' } },
    tutor,
  );
  const opportunity = await gqlOk<{ createOpportunity: { id: string } }>(
    t,
    'mutation($i: NewOpportunityInput!) { createOpportunity(input: $i) { id } }',
    { i: { title: 'Internship', description: 'Summer', type: 'INTERNSHIP' } },
    admin,
  );
  const message = await gqlOk<{ sendContactMessage: { id: string } }>(t, 'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) { id } }', {
    i: { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
  });
  const reply = await gqlOk<{ replyToContactMessage: { replies: { id: string }[] } }>(
    t,
    'mutation($id: ID!) { replyToContactMessage(id: $id, reply: "Thanks") { replies { id } } }',
    { id: message.sendContactMessage.id },
    admin,
  );
  const paper = await request(t.app)
    .post('/api/papers')
    .set('authorization', `Bearer ${admin}`)
    .field('title', 'Past exam')
    .field('description', '2023')
    .attach('pdf', pdfBytes(), 'exam.pdf');
  if (paper.status !== 201) throw new Error(`fuzz world setup: paper ${paper.status} ${paper.text}`);
  // Users the fuzzed admin calls may update or delete: never the accounts the run signs in with.
  const victims = await Promise.all([t.signIn(Role.USER), t.signIn(Role.TUTOR)]);

  const ids: Record<string, string[]> = {
    activity: [activity.id, otherActivity.id],
    chapter: [chapter.id, otherChapter.id],
    quiz: [quiz.id, draft.id],
    attempt: [attempt.submitQuizAttempt.id],
    course: [courseId],
    courseQuestion: [question.addCourseQuestion.id],
    opportunity: [opportunity.createOpportunity.id],
    contactMessage: [message.sendContactMessage.id],
    contactReply: reply.replyToContactMessage.replies.map((r) => r.id),
    paper: [paper.body.id],
    user: victims.map((victim) => victim.id),
  };
  const allIds = () => Object.values(ids).flat();
  const ensureSignedIn = async () => {
    for (const role of ['learner', 'tutor', 'admin'] as const) {
      const me = await t.gql<{ me: { id: string; role: string } | null }>('{ me { id role } }', {}, tokens[role]);
      if (me.data?.me?.id !== users[role] || me.data?.me?.role !== ROLE_NAMES[role]) {
        await signInAll();
        return;
      }
    }
  };
  return { t, tokens, ids, allIds, ensureSignedIn };
}

/** Figures of a run, printed once at its end. */
export type Tally = { transport: string; operations: Set<string>; cases: number; statuses: Map<number, number>; failures: string[]; excused: Map<string, number> };
export const newTally = (transport: string): Tally => ({ transport, operations: new Set(), cases: 0, statuses: new Map(), failures: [], excused: new Map() });
/** Counts an answer let through by a documented exception (see where it is called), so the figures show it. */
export const excuse = (tally: Tally, why: string) => tally.excused.set(why, (tally.excused.get(why) ?? 0) + 1);
export const count = (tally: Tally, status: number) => tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);

export function report(tally: Tally): string {
  const statuses = [...tally.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const excused = [...tally.excused.entries()].map(([why, n]) => `${why}: ${n}`).join(', ');
  return `fuzz ${tally.transport}: seed ${FUZZ_SEED}, ${tally.operations.size} operations, ${FUZZ_RUNS} runs per operation and role, ${tally.cases} cases (${statuses}), ${tally.failures.length} failures${excused ? `; excused: ${excused}` : ''}`;
}

/** Runs one operation's property for one role; a failure (with fast-check's seed and path) is kept, and the run goes on. */
export async function fuzzOne<T>(tally: Tally, name: string, role: FuzzRole, arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>): Promise<void> {
  tally.operations.add(name);
  let failure = '';
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        tally.cases += 1;
        try {
          await check(value);
        } catch (error) {
          failure = (error as Error).message;
          throw error;
        }
      }),
      // No shrinking by default (each step is a request): the first counterexample is reported as generated.
      { seed: seedFor(name, role), numRuns: FUZZ_RUNS, endOnFailure: !process.env.FUZZ_SHRINK },
    );
  } catch (error) {
    const where = /seed: -?\d+, path: "[^"]*"/.exec((error as Error).message)?.[0] ?? '';
    tally.failures.push(`${name} as ${role} (FUZZ_SEED=${FUZZ_SEED} FUZZ_ONLY="${name}"; ${where}): ${failure || (error as Error).message.slice(0, 1000)}`);
  }
}

/** After a run: the process answers, GraphQL runs, and the pool has free connections. */
export async function expectHealthy(world: World): Promise<void> {
  const { t } = world;
  expect((await request(t.app).get('/healthz')).status).toBe(200);
  expect((await request(t.app).get('/readyz')).status).toBe(200);
  await world.ensureSignedIn();
  const me = await t.gql<{ me: { role: string } }>('{ me { role } }', {}, world.tokens.learner);
  expect(me.data?.me.role).toBe('USER');
  // No connection was left inside a transaction by a request that failed half-way.
  const [open] = await t.db.dataSource.query<{ count: number }[]>(
    "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'",
  );
  expect(open.count).toBe(0);
  // Every connection can be taken at once: none is stuck in a transaction left open.
  const held = await Promise.all(Array.from({ length: t.config.databasePoolSize }, () => t.db.dataSource.query('SELECT 1 AS one')));
  expect(held).toHaveLength(t.config.databasePoolSize);
}
