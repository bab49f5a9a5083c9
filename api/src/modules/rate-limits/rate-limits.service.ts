import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { sql } from '../../db/sql';
import { chargeSqlStatements, measured } from '../../shared/request-metrics';
import type { AuthUser, Viewer } from '../../shared/auth/access';
import { throttleKeyOf } from '../../shared/client-address';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { assertId } from '../../shared/ids';
import { User } from '../users/user.entity';

const DEFAULT_POINTS_PER_HOUR = 5_000;
const DEFAULT_ANONYMOUS_POINTS_PER_HOUR = 50_000;
// What an admin may give one user.
const MAX_POINTS_PER_HOUR = 10_000_000;
const WINDOW = `interval '1 hour'`;

/**
 * Whose budget a request spends: a personal access token's own (`token:<id>`, each token its own, at
 * its user's rate), a session of the web app's user (`user:<id>`), or, signed out, the client
 * address's (`address:<key>`, an IPv6 address by its /64, as the throttles count).
 */
export type BudgetOwner = { key: string; userId: string | null };

export function budgetOwnerOf(viewer: Pick<Viewer, 'user' | 'apiToken'>, ip: string): BudgetOwner {
  if (viewer.user && viewer.apiToken) return { key: `token:${viewer.apiToken.id}`, userId: viewer.user.id };
  if (viewer.user) return { key: `user:${viewer.user.id}`, userId: viewer.user.id };
  return { key: `address:${throttleKeyOf({ ip })}`, userId: null };
}

/** A budget after a request's spend (or a look without one). */
export type Budget = {
  limit: number;
  used: number;
  remaining: number;
  resetAt: Date;
  // The points this request asked for (spent, unless refused).
  requested: number;
  // Over budget: the request was refused and spent nothing.
  refused: boolean;
  // Seconds until the window ends (at least 1).
  retryAfterSeconds: number;
};

type Spent = { budget: Budget; sqlStatements: number };
type Spend = { points: number; resolve: (spent: Spent) => void; reject: (error: unknown) => void };

type Row = { used: number | null; resetsAt: Date | null; refused: boolean | null; limit: number };

/**
 * The API's points budgets, shared by every instance (table api_rate_budgets): a fixed window of an
 * hour from the first spend after the last one ended, as GitHub's. Each spend is one statement on
 * the services' clock: it starts a new window when the last has ended, adds the points when they
 * fit in what is left, and otherwise leaves the count as it was and says the request was refused (a
 * refused request spends nothing, so a smaller one after it may pass). The limit is read in the
 * same statement: the user's own (`users.api_points_per_hour`, set by an admin) or the default.
 * rate-limiter-flexible (shared/throttle.ts) is not used: it has one fixed budget per limiter and
 * reads Date.now(), where a budget here is per user and tests move the services' clock.
 */
export class RateLimitService {
  private readonly dataSource: DataSource;
  private readonly perUser: number;
  private readonly perAddress: number;

  constructor(private readonly deps: Deps) {
    this.dataSource = deps.dataSource;
    this.perUser = deps.config.rateLimitPointsPerHour ?? DEFAULT_POINTS_PER_HOUR;
    this.perAddress = deps.config.rateLimitAnonymousPointsPerHour ?? DEFAULT_ANONYMOUS_POINTS_PER_HOUR;
  }

  private defaultFor(owner: BudgetOwner): number {
    return owner.userId ? this.perUser : this.perAddress;
  }

  /**
   * Spends `points` of the owner's budget, unless they do not fit in what is left (then `refused`).
   *
   * Spends of one owner are coalesced: while one owner's statement is in flight, the spends that
   * arrive for that owner wait and go together in the next statement, with their sum (what a busy
   * tool or a class behind one address sends at once costs one statement, not one each). Each is
   * answered as if it had been alone, in arrival order. When the sum does not fit, the batch is
   * spent one request at a time, so each is refused or passes on its own. Nothing is counted in
   * this process: every point is written before its request is answered, so every instance sees
   * the same count; a request never waits for more than the one statement before its own.
   */
  async spend(owner: BudgetOwner, points: number): Promise<Budget> {
    if (points <= 0) return this.status(owner);
    const { budget, sqlStatements } = await new Promise<Spent>((resolve, reject) => {
      const waiting = this.waiting.get(owner.key);
      if (waiting) waiting.spends.push({ points, resolve, reject });
      else this.waiting.set(owner.key, { owner, spends: [{ points, resolve, reject }] });
      if (!this.inFlight.has(owner.key)) void this.flush(owner.key);
    });
    // The statements that served it, charged to this request's count (request-metrics.ts).
    chargeSqlStatements(sqlStatements);
    return budget;
  }

  private readonly waiting = new Map<string, { owner: BudgetOwner; spends: Spend[] }>();
  private readonly inFlight = new Set<string>();

  private async flush(key: string): Promise<void> {
    const batch = this.waiting.get(key);
    if (!batch) return;
    this.waiting.delete(key);
    this.inFlight.add(key);
    try {
      const total = batch.spends.reduce((sum, spend) => sum + spend.points, 0);
      // Apart from the request that started it: each spend is charged the statements that served it.
      const { value: together, sqlStatements } = await measured(() => this.spendOnce(batch.owner, total));
      if (!together.refused || batch.spends.length === 1) {
        // Each answered as if alone, in order: the used count after its own points.
        let after = together.used - total;
        for (const spend of batch.spends) {
          after += spend.points;
          spend.resolve({ budget: { ...together, used: after, remaining: Math.max(0, together.limit - after), requested: spend.points }, sqlStatements });
        }
      } else {
        for (const spend of batch.spends) {
          const alone = await measured(() => this.spendOnce(batch.owner, spend.points));
          spend.resolve({ budget: alone.value, sqlStatements: sqlStatements + alone.sqlStatements });
        }
      }
    } catch (error) {
      for (const spend of batch.spends) spend.reject(error);
    } finally {
      this.inFlight.delete(key);
      if (this.waiting.has(key)) void this.flush(key);
    }
  }

  private async spendOnce(owner: BudgetOwner, points: number): Promise<Budget> {
    const now = this.deps.clock.now();
    const [row] = await sql<Row>(
      this.dataSource,
      `WITH budget AS (SELECT COALESCE((SELECT api_points_per_hour FROM users WHERE id = $4::uuid), $5::int) AS points)
       INSERT INTO api_rate_budgets AS b (key, used, resets_at, refused)
       SELECT $1, CASE WHEN $2::int <= budget.points THEN $2::int ELSE 0 END, $3::timestamptz + ${WINDOW}, $2::int > budget.points FROM budget
       ON CONFLICT (key) DO UPDATE SET
         used = CASE WHEN b.resets_at <= $3::timestamptz THEN excluded.used
                     WHEN b.used + $2::int <= (SELECT points FROM budget) THEN b.used + $2::int
                     ELSE b.used END,
         refused = CASE WHEN b.resets_at <= $3::timestamptz THEN excluded.refused ELSE b.used + $2::int > (SELECT points FROM budget) END,
         resets_at = CASE WHEN b.resets_at <= $3::timestamptz THEN excluded.resets_at ELSE b.resets_at END
       RETURNING b.used, b.resets_at AS "resetsAt", b.refused, (SELECT points FROM budget) AS "limit"`,
      [owner.key, points, now, owner.userId, this.defaultFor(owner)],
    );
    return budgetOf(row, points, now);
  }

  /** The owner's budget as it stands, spending nothing (the `rateLimit` query). */
  async status(owner: BudgetOwner): Promise<Budget> {
    const now = this.deps.clock.now();
    const [row] = await sql<Row>(
      this.dataSource,
      `SELECT COALESCE((SELECT api_points_per_hour FROM users WHERE id = $2::uuid), $3::int) AS "limit", b.used, b.resets_at AS "resetsAt", false AS refused
       FROM (SELECT 1) one LEFT JOIN api_rate_budgets b ON b.key = $1 AND b.resets_at > $4::timestamptz`,
      [owner.key, owner.userId, this.defaultFor(owner), now],
    );
    return budgetOf(row, 0, now);
  }

  /** An admin sets one user's budget (the user's session and each of their tokens): null for the default. */
  async setUserLimit(_admin: AuthUser, userId: string, pointsPerHour: number | null): Promise<User> {
    if (pointsPerHour !== null && (!Number.isInteger(pointsPerHour) || pointsPerHour < 1 || pointsPerHour > MAX_POINTS_PER_HOUR)) {
      throw new AppError('BAD_USER_INPUT', `A budget is a whole number of points from 1 to ${MAX_POINTS_PER_HOUR.toLocaleString('en-US')} an hour, or null for the default`, {
        fieldErrors: { pointsPerHour: 'From 1 to 10,000,000' },
      });
    }
    const id = assertId(userId, 'User');
    const [updated] = await sql<{ id: string }>(this.dataSource, `UPDATE users SET api_points_per_hour = $2 WHERE id = $1::uuid RETURNING id`, [id, pointsPerHour]);
    if (!updated) throw notFound('User');
    return this.dataSource.getRepository(User).findOneByOrFail({ id });
  }
}

function budgetOf(row: Row | undefined, requested: number, now: Date): Budget {
  const limit = row?.limit ?? DEFAULT_POINTS_PER_HOUR;
  const used = row?.used ?? 0;
  // No window yet: one would start now.
  const resetAt = row?.resetsAt ?? new Date(now.getTime() + 60 * 60 * 1000);
  return {
    limit,
    used,
    remaining: Math.max(0, limit - used),
    resetAt,
    requested,
    refused: row?.refused ?? false,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Deletes the budgets whose window has ended (the `throttles.purge` job); idempotent. */
export async function purgeEndedBudgets(dataSource: DataSource, now: Date): Promise<number> {
  const [, deleted] = await dataSource.query<[unknown, number]>(`DELETE FROM api_rate_budgets WHERE resets_at <= $1`, [now]);
  return deleted;
}

/** Per request: the budgets admins gave these users (null: the default), in one statement (`User.apiPointsPerHour`). */
export function createRateLimitLoaders(dataSource: DataSource) {
  return {
    apiPointsPerHour: new DataLoader<string, number | null>(async (ids) => {
      const rows = await sql<{ id: string; points: number | null }>(dataSource, `SELECT id, api_points_per_hour AS points FROM users WHERE id = ANY($1::uuid[])`, [ids]);
      const byId = new Map(rows.map((row) => [row.id, row.points]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
