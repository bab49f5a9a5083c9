import { DEFAULT_AUDIT_LOG_RETENTION_DAYS } from '../../config';
import { byTime, pageOf } from '../../db/keyset';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { PageRequest, Slice } from '../../shared/pagination';
import { idOfResult, insertAuditRow, MutationAudit, runAudited } from './audit-context';
import { AuditEntry, type AuditOutcome } from './audit-entry.entity';

/** Who asked, and how: what every row of a request shares. */
export type AuditCaller = { actorId: string | null; apiTokenId: string | null; clientAddress: string | null; requestId: string | null };
/** What was asked: the operation and the ids its arguments name. */
export type AuditAsk = { operation: string; operationName?: string | null; targetIds: string[] };
export type AuditFilters = { userId?: string | null; operation?: string | null; outcome?: AuditOutcome | null };

// Newest first (audit_log_at_idx and, filtered, the index of the filter).
const NEWEST_FIRST = byTime('audit-log', 'a.at', 'a.id');
// The purge deletes this many rows per statement, so it never holds a long lock or a huge WAL burst.
const PURGE_BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class AuditService {
  private readonly entries = this.deps.dataSource.getRepository(AuditEntry);

  constructor(private readonly deps: Deps) {}

  /**
   * Runs one mutation with its row in the async context (audit-context.ts): the row is written in
   * the first transaction the mutation commits. One that committed none (raw autocommit SQL) gets
   * its row once it has succeeded. The id of what it answered joins the targets afterwards (known
   * only then). A failure writes nothing here: a refusal is written by the caller (`refusal`).
   */
  async mutation<T>(caller: AuditCaller, ask: AuditAsk, run: () => Promise<T> | T): Promise<T> {
    const audit = new MutationAudit({
      ...caller,
      at: this.deps.clock.now(),
      operation: ask.operation,
      operationName: ask.operationName ?? null,
      outcome: 'SUCCEEDED',
      reason: null,
      targetIds: ask.targetIds,
    });
    const result = await runAudited(audit, run);
    try {
      const returned = idOfResult(result);
      const isNew = returned !== null && !audit.record.targetIds.includes(returned);
      if (audit.state === 'open') {
        if (isNew) audit.record.targetIds = [...audit.record.targetIds, returned];
        await insertAuditRow(this.deps.dataSource, audit.id, audit.record);
      } else if (isNew) {
        await this.deps.dataSource.query(`UPDATE audit_log SET target_ids = array_append(target_ids, $2) WHERE id = $1 AND cardinality(target_ids) < 20`, [audit.id, returned]);
      }
    } catch (error) {
      // The mutation itself has succeeded: its answer is not turned into an error for this.
      this.deps.logger.error({ err: error, requestId: caller.requestId, operation: ask.operation }, 'audit row not written');
    }
    return result;
  }

  /** A refused authorization, written at once (nothing of the request committed). */
  async refusal(caller: AuditCaller, ask: AuditAsk, error: Pick<AppError, 'code' | 'message'>): Promise<void> {
    const audit = new MutationAudit({
      ...caller,
      at: this.deps.clock.now(),
      operation: ask.operation,
      operationName: ask.operationName ?? null,
      outcome: 'REFUSED',
      reason: `${error.code}: ${error.message}`,
      targetIds: ask.targetIds,
    });
    try {
      await insertAuditRow(this.deps.dataSource, audit.id, audit.record);
    } catch (failure) {
      this.deps.logger.error({ err: failure, requestId: caller.requestId, operation: ask.operation }, 'audit row not written');
    }
  }

  /** The admin's list: newest first, filtered by user, operation (exactly) and outcome. */
  list(filters: AuditFilters, page: PageRequest): Promise<Slice<AuditEntry>> {
    const qb = this.entries.createQueryBuilder('a');
    if (filters.userId != null) {
      if (!isUuid(filters.userId)) throw new AppError('BAD_USER_INPUT', 'userId is not a user id');
      qb.andWhere('a.actor_id = :userId', { userId: filters.userId });
    }
    if (filters.operation != null) qb.andWhere('a.operation = :operation', { operation: filters.operation });
    if (filters.outcome != null) qb.andWhere('a.outcome = :outcome', { outcome: filters.outcome });
    return pageOf(qb, NEWEST_FIRST, page);
  }

  /**
   * Deletes the rows older than AUDIT_LOG_RETENTION_DAYS (on the services' clock), PURGE_BATCH at a
   * time (oldest first, from audit_log_at_idx); returns how many went.
   */
  async purgeExpired(batch = PURGE_BATCH): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - (this.deps.config.auditLogRetentionDays ?? DEFAULT_AUDIT_LOG_RETENTION_DAYS) * DAY_MS);
    let total = 0;
    for (;;) {
      const [, deleted] = await this.deps.dataSource.query<[unknown, number]>(
        `DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log WHERE at < $1 ORDER BY at LIMIT $2)`,
        [before, batch],
      );
      total += deleted;
      if (deleted < batch) return total;
    }
  }
}
