import type { DataSource } from 'typeorm';
import type { Clock } from './clock';
import { hashKey } from './throttle';

/**
 * Wrong passwords for one account slow its next check down instead of locking it: the first
 * `free` cost nothing, then each failure doubles the wait before the next check (1 s after the
 * 5th, 2 s after the 6th, … at most `maxWaitSeconds`). An attacker gets a few guesses an hour; the
 * owner, who knows the password, waits at most a few minutes instead of being locked out by
 * anyone who types their address. Failures are forgotten `forgetAfterSeconds` after the last one,
 * or at once when the right password is given. (A client address's own limit stays a hard one.)
 */
export const FAILURE_DELAY = { free: 5, maxWaitSeconds: 300, forgetAfterSeconds: 15 * 60 } as const;

/** The wait before the next check once an account has `failures` failures in a row. */
export const waitAfter = (failures: number): number =>
  failures < FAILURE_DELAY.free ? 0 : Math.min(2 ** (failures - FAILURE_DELAY.free), FAILURE_DELAY.maxWaitSeconds);

export const FAILURE_DELAY_TABLE = 'login_delays';

/**
 * The delays, in PostgreSQL (every instance waits alike, a restart forgets nothing) and on the
 * services' clock. A check claims its turn before the password is verified and counts as a failure
 * until `succeeded` says otherwise, so concurrent guesses cannot share one turn.
 */
export class FailureDelay {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Takes this key's turn: 0 when the check may go ahead (and is counted), else the seconds to wait. */
  async claim(key: string): Promise<number> {
    const now = this.clock.now();
    const hashed = hashKey(key);
    return this.dataSource.transaction(async (em) => {
      await em.query(`INSERT INTO ${FAILURE_DELAY_TABLE} (key, failures, not_before, forget_at) VALUES ($1, 0, $2, $2) ON CONFLICT (key) DO NOTHING`, [hashed, now]);
      const [row] = await em.query<{ failures: number; not_before: Date; forget_at: Date }[]>(
        `SELECT failures, not_before, forget_at FROM ${FAILURE_DELAY_TABLE} WHERE key = $1 FOR UPDATE`,
        [hashed],
      );
      const forgotten = row.forget_at <= now;
      if (!forgotten && row.not_before > now) return Math.ceil((row.not_before.getTime() - now.getTime()) / 1000);
      const failures = (forgotten ? 0 : row.failures) + 1;
      const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
      await em.query(`UPDATE ${FAILURE_DELAY_TABLE} SET failures = $2, not_before = $3, forget_at = $4 WHERE key = $1`, [
        hashed,
        failures,
        at(waitAfter(failures)),
        at(FAILURE_DELAY.forgetAfterSeconds),
      ]);
      return 0;
    });
  }

  /** The right password: the key's failures are forgotten. */
  async succeeded(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${FAILURE_DELAY_TABLE} WHERE key = $1`, [hashKey(key)]);
  }
}

/** Deletes the rows whose failures are forgotten by now; idempotent. */
export async function purgeForgottenFailures(dataSource: DataSource, now: Date): Promise<number> {
  const [, deleted] = await dataSource.query<[unknown, number]>(`DELETE FROM ${FAILURE_DELAY_TABLE} WHERE forget_at < $1`, [now]);
  return deleted;
}

/** "1 second", "32 seconds", "5 minutes": a wait as a person reads it (minutes rounded up). */
export function waitInWords(seconds: number): string {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
