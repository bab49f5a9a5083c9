// The job queue in one process: enqueueing belongs to a transaction; setting up is safe to race.
import { defineJob, JobQueue } from '../src/jobs/job-queue';
import { createLogger } from '../src/shared/logger';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const queue = (kinds: ReturnType<typeof defineJob>[]) => {
  const jobs = new JobQueue({ connectionString: t.db.url, logger: createLogger('silent'), work: false, poolSize: 1 });
  for (const kind of kinds) jobs.register(kind);
  return jobs;
};

const jobsOf = (name: string): Promise<{ data: Record<string, string> }[]> => t.db.dataSource.query('SELECT data FROM pgboss.job WHERE name = $1', [name]);

it('five instances setting up the same new queues at once all start (pg-boss alone deadlocks here)', async () => {
  const kinds = [defineJob('test.race'), defineJob('test.race-2')];
  const queues = Array.from({ length: 5 }, () => queue(kinds));
  try {
    await Promise.all(queues.map((jobs) => jobs.start()));
    const [{ count }] = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM pgboss.queue WHERE name LIKE 'test.race%'`);
    expect(count).toBe(2);
  } finally {
    await Promise.all(queues.map((jobs) => jobs.stop()));
  }
});

it('a job is enqueued only inside the transaction of the write that causes it', async () => {
  const kind = defineJob<{ n: number }>('test.transactional');
  const jobs = queue([kind]);
  await jobs.start();
  try {
    await expect(jobs.enqueue(t.db.dataSource.manager, kind, { n: 1 })).rejects.toThrow('must be enqueued inside the transaction');
    await t.db.dataSource.transaction((em) => jobs.enqueue(em, kind, { n: 2 }));
    await t.db.dataSource
      .transaction(async (em) => {
        await jobs.enqueue(em, kind, { n: 3 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await jobsOf(kind.name)).map((job) => job.data)).toEqual([{ n: 2 }]);
    // A kind nobody declared is a programming error, said plainly.
    await expect(t.db.dataSource.transaction((em) => jobs.enqueue(em, defineJob('test.unknown'), {}))).rejects.toThrow('is not registered');
  } finally {
    await jobs.stop();
  }
});

describe('a contact reply', () => {
  const REPLY = `mutation($id: ID!, $reply: String!) { replyToContactMessage(id: $id, reply: $reply) { id replied } }`;
  const SEND = `mutation { sendContactMessage(input: {name: "Ada", email: "ada@example.com", message: "Hello"}) { id } }`;

  it('enqueues one e-mail job for its outbox row, in the same transaction', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const sent = await t.gql<{ sendContactMessage: { id: string } }>(SEND);
    const res = await t.gql(REPLY, { id: sent.data!.sendContactMessage.id, reply: 'Thanks' }, admin.token);
    expect(res.errors).toBeUndefined();
    const [outbox] = await t.db.dataSource.query('SELECT o.id FROM email_outbox o JOIN contact_replies r ON r.id = o.contact_reply_id WHERE r.message_id = $1', [
      sent.data!.sendContactMessage.id,
    ]);
    expect((await jobsOf('email.send')).filter((job) => job.data.outboxId === outbox.id)).toHaveLength(1);
  });

  it('whose transaction rolls back stores nothing and enqueues nothing', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const sent = await t.gql<{ sendContactMessage: { id: string } }>(SEND);
    const before = (await jobsOf('email.send')).length;
    // The last statement of the reply's transaction (marking the message replied) fails.
    await t.db.dataSource.query(`
      CREATE FUNCTION refuse_replied() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_replied BEFORE UPDATE OF replied_at ON contact_messages FOR EACH ROW EXECUTE FUNCTION refuse_replied();`);
    try {
      const res = await t.gql(REPLY, { id: sent.data!.sendContactMessage.id, reply: 'Lost' }, admin.token);
      expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await t.db.dataSource.query('DROP TRIGGER refuse_replied ON contact_messages; DROP FUNCTION refuse_replied();');
    }
    expect(await jobsOf('email.send')).toHaveLength(before);
    const [{ replies }] = await t.db.dataSource.query('SELECT count(*)::int AS replies FROM contact_replies WHERE message_id = $1', [sent.data!.sendContactMessage.id]);
    expect(replies).toBe(0);
    const [{ emails }] = await t.db.dataSource.query(`SELECT count(*)::int AS emails FROM email_outbox WHERE body LIKE '%Lost%'`);
    expect(emails).toBe(0);
  });
});
