import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { AppError } from './errors';

/**
 * Throttles shared by every instance: counts live in PostgreSQL (table `rate_limits`, made by a
 * migration) through rate-limiter-flexible, so N instances do not make a limit N times looser and a
 * restart forgets nothing. A key that has been refused is also blocked in this process's memory
 * until its window ends, so an attack on it costs no more database work.
 */
export type ThrottleRule = { points: number; windowSeconds: number };

export const THROTTLE_RULES = {
  // Failed logins from one client address, for any accounts: high enough that a class behind one
  // school NAT address is not locked out by a few typos.
  loginFailuresByAddress: { points: 100, windowSeconds: 15 * 60 },
  // Contact messages: per address when anonymous, per account when signed in.
  contactByAddress: { points: 5, windowSeconds: 10 * 60 },
  contactByAccount: { points: 20, windowSeconds: 10 * 60 },
  // Password-reset requests, per e-mail address typed (whether an account has it or not) and per address.
  passwordResetByEmail: { points: 5, windowSeconds: 60 * 60 },
  passwordResetByAddress: { points: 20, windowSeconds: 60 * 60 },
  // Signups from one client address (each costs an argon2 hash and a mail to any address): an hour's
  // and a day's. High enough for a class signing up behind one school address.
  signupsByAddress: { points: 50, windowSeconds: 60 * 60 },
  signupsByAddressDaily: { points: 200, windowSeconds: 24 * 60 * 60 },
  // Signups per address typed, taken or not (each mails it): no one's inbox is flooded.
  signupsByEmail: { points: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

type ThrottleName = keyof typeof THROTTLE_RULES;

// One account's key in the failed-password counts (login and change of password share it).
export const accountThrottleKey = (userId: string): string => `id:${userId}`;

export const THROTTLE_TABLE = 'rate_limits';

// Keys are hashed: fixed length whatever was typed, and no e-mail addresses at rest in the table.
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

class Throttle {
  constructor(
    readonly name: ThrottleName,
    private readonly limiter: RateLimiterPostgres,
  ) {}

  /**
   * Counts one event: 0 when it is allowed, else the seconds until the key's window lets one
   * through again (the key had already used its points).
   */
  async consume(key: string): Promise<number> {
    try {
      await this.limiter.consume(hashKey(key));
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** Gives back one point (an event that turned out not to count, e.g. a successful login). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(hashKey(key));
  }

  /** Forgets the key altogether. */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(hashKey(key));
  }
}

export type Throttles = Record<ThrottleName, Throttle>;

export function createThrottles(dataSource: DataSource): Throttles {
  const entries = Object.entries(THROTTLE_RULES).map(([name, rule]) => {
    const limiter = new RateLimiterPostgres({
      // rate-limiter-flexible's TypeORM support: it queries through the data source's own pool.
      storeClient: dataSource,
      storeType: 'typeorm',
      tableName: THROTTLE_TABLE,
      tableCreated: true,
      // Expired rows are removed by the `throttles.purge` job (one instance, not every one).
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points: rule.points,
      duration: rule.windowSeconds,
      // Blocked in memory once an event is refused (not when the last allowed one is counted: that
      // one may still be given back, as a successful login is).
      inMemoryBlockOnConsumed: rule.points + 1,
    });
    return [name, new Throttle(name as ThrottleName, limiter)] as const;
  });
  return Object.fromEntries(entries) as Throttles;
}

/** RATE_LIMITED with `message` and the longest of the waits, when any throttle refused (consume's answers). */
export function refuseWhileWaiting(waits: readonly number[], message: string): void {
  const retryAfterSeconds = Math.max(0, ...waits);
  if (retryAfterSeconds > 0) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds });
}

/** Deletes the rows of windows that ended over an hour ago; idempotent. */
export async function purgeExpiredThrottles(dataSource: DataSource, nowMs: number): Promise<number> {
  const [, deleted] = await dataSource.query<[unknown, number]>(`DELETE FROM ${THROTTLE_TABLE} WHERE expire < $1`, [nowMs - 60 * 60 * 1000]);
  return deleted;
}
