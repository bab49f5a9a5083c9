import { once } from 'node:events';
import { LIMIT_MESSAGES } from './limits';
import { ReadRefused, ReadRunner } from './read-runner';

// The worker runs api/dist's compiled JS: `npm run build -w api` before this file.

// A legitimate file that takes a while to read: 500 questions of 50 HTML options each.
const slowGift = Array.from({ length: 500 }, (_, i) => `Q${i} <p>${'<i>x</i> '.repeat(40)}</p>? {=a ${Array.from({ length: 49 }, (_, k) => `~<b>o${k}</b>`).join(' ')}}`).join('\n\n');

describe('ReadRunner', () => {
  const runners: ReadRunner[] = [];
  const runner = (timeoutMs?: number, bounds: { maxThreads?: number; maxQueue?: number } = {}) => {
    const made = new ReadRunner({ timeoutMs, ...bounds });
    runners.push(made);
    return made;
  };
  afterAll(() => Promise.all(runners.map((made) => made.close())));

  it('reads a file in a worker thread and passes a refusal back as data', async () => {
    const reader = runner();
    await expect(reader.read({ kind: 'questions', format: 'GIFT', text: 'Q? {=a ~b}' })).resolves.toMatchObject({ questions: [{ questionText: 'Q?', options: ['a', 'b'] }] });
    const refused = reader.read({ kind: 'questions', format: 'MOODLE_XML', text: '<quiz><question>' });
    await expect(refused).rejects.toBeInstanceOf(ReadRefused);
    await expect(refused).rejects.toMatchObject({ why: 'unreadable', message: expect.stringMatching(/not well-formed XML/) });
  });

  it('terminates the worker of a file that takes longer than the time limit, and reads the next file in a new one', async () => {
    const reader = runner(30);
    // A thread that is up and waiting, so the slow file is running (not queued) when its time is up.
    await reader.read({ kind: 'questions', format: 'GIFT', text: 'Q? {=a ~b}' }, { timeoutMs: 20_000 });
    const [worker] = reader.pool().threads;
    const started = Date.now();
    const reading = reader.read({ kind: 'questions', format: 'GIFT', text: slowGift });
    expect(worker).toBeDefined();
    const exited = once(worker, 'exit');
    await expect(reading).rejects.toMatchObject({ why: 'timeout', message: LIMIT_MESSAGES.tooSlow });
    // The thread itself is stopped (not left running with its result ignored).
    await exited;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(reader.pool().threads).not.toContain(worker);

    const patient = runner(20_000);
    await expect(patient.read({ kind: 'questions', format: 'GIFT', text: slowGift })).resolves.toMatchObject({ skipped: expect.any(Array) });
  });

  it('refuses a file when every thread is busy and the queue is full, instead of piling them up', async () => {
    const reader = runner(20_000, { maxThreads: 1, maxQueue: 1 });
    // One running and one waiting: the other four are refused at once.
    const settled = await Promise.allSettled(Array.from({ length: 6 }, () => reader.read({ kind: 'questions', format: 'GIFT', text: slowGift })));
    const refused = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'rejected', 'rejected']);
    for (const reason of refused) expect(reason).toMatchObject({ why: 'busy', message: LIMIT_MESSAGES.busy });
  });
});
