import type { DataSource, EntityManager } from 'typeorm';
import { DECLARED_CHANGE_SETTING, PUBLIC_READ_CHANGES_CHANNEL, PublicReadChanges } from './public-read-changes';
import { currentRequestMetrics, trackRequestMetrics } from './request-metrics';

class Course {}
class Paper {}

// The statements a declaration sends, without a database: what matters here is what it says and when this instance forgets.
const manager = () => {
  const sent: unknown[][] = [];
  return { sent, em: { query: async (...args: unknown[]) => sent.push(args) } as unknown as EntityManager };
};

const changesCounting = () => {
  const changes = new PublicReadChanges({} as DataSource);
  let forgotten = 0;
  changes.onChange(() => (forgotten += 1));
  return { changes, forgotten: () => forgotten };
};

describe('PublicReadChanges', () => {
  it('declares a change in the transaction: a notice on the channel naming the entities, and the setting the guard reads', async () => {
    const { changes } = changesCounting();
    const { sent, em } = manager();
    await changes.changed(em, Course, Paper);
    expect(sent).toHaveLength(1);
    const [sql, params] = sent[0] as [string, string[]];
    expect(sql).toContain('pg_notify');
    expect(params[0]).toBe(PUBLIC_READ_CHANGES_CHANNEL);
    expect(params[1]).toMatch(/^[\w-]+:1:Course,Paper$/);
    expect(params.slice(2)).toEqual([DECLARED_CHANGE_SETTING, 'Course,Paper']);
  });

  it('forgets at once, again when the request that declared it answers, and not a third time when its own notice comes back', async () => {
    const { changes, forgotten } = changesCounting();
    const { sent, em } = manager();
    await changes.changed(em, Course);
    expect(forgotten()).toBe(1);
    changes.settle([1]);
    expect(forgotten()).toBe(2);
    const payload = (sent[0][1] as string[])[1];
    changes.heard(payload);
    expect(forgotten()).toBe(2);
    // Heard once more (it cannot be, but a copy must not be taken for settled twice).
    changes.heard(payload);
    expect(forgotten()).toBe(3);
  });

  it("forgets on another instance's notice, on its own notice not settled yet (a job's), and on a notice it does not understand", async () => {
    const { changes, forgotten } = changesCounting();
    const { sent, em } = manager();
    await changes.changed(em, Course);
    const own = (sent[0][1] as string[])[1];
    changes.heard('another-instance:1:Course');
    changes.heard(own);
    changes.heard(undefined);
    changes.heard('');
    expect(forgotten()).toBe(1 + 4);
  });

  it('tells the request being handled which changes it declared', async () => {
    const { changes } = changesCounting();
    const { em } = manager();
    const settled: (readonly number[])[] = [];
    const res = { locals: {}, writeHead: () => undefined } as never;
    await new Promise<void>((resolve) =>
      trackRequestMetrics((ids) => settled.push(ids))({} as never, res, () => {
        void (async () => {
          await changes.changed(em, Course);
          await changes.changed(em, Paper);
          expect(currentRequestMetrics()?.publicReadChanges).toEqual([1, 2]);
          resolve();
        })();
      }),
    );
  });
});
