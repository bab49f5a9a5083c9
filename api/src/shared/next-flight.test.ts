import { nextFlight } from './next-flight';

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('nextFlight', () => {
  it('answers the calls that arrive while a run is in flight with the next run, never the one in flight', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    const call = nextFlight((key) => {
      const run = deferred();
      runs.push(run);
      return run.promise.then((value) => `${key}:${value}`);
    });
    const first = call('a');
    expect(runs).toHaveLength(1);
    // Two more arrive while the first run is in flight: they wait, together, for a second run.
    const second = call('a');
    const third = call('a');
    expect(runs).toHaveLength(1);
    runs[0].resolve('before');
    expect(await first).toBe('a:before');
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toHaveLength(2);
    runs[1].resolve('after');
    expect(await second).toBe('a:after');
    expect(await third).toBe('a:after');
  });

  it('runs other keys at once, and passes a failure to the calls of its run only', async () => {
    const call = nextFlight(async (key) => {
      if (key === 'bad') throw new Error('down');
      return key;
    });
    const results = await Promise.allSettled([call('bad'), call('good')]);
    expect(results).toEqual([
      { status: 'rejected', reason: new Error('down') },
      { status: 'fulfilled', value: 'good' },
    ]);
    expect(await call('bad').catch((error: unknown) => (error as Error).message)).toBe('down');
  });
});
