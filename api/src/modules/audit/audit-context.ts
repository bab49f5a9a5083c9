import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { type EntitySubscriberInterface, EventSubscriber, type QueryRunner, type TransactionCommitEvent, type TransactionRollbackEvent } from 'typeorm';
import type { AuditOutcome } from './audit-entry.entity';

/** A row of the audit log before it is written. */
export type AuditRecord = {
  at: Date;
  actorId: string | null;
  apiTokenId: string | null;
  operation: string;
  operationName: string | null;
  outcome: AuditOutcome;
  reason: string | null;
  targetIds: string[];
  clientAddress: string | null;
  requestId: string | null;
};

const INSERT = `INSERT INTO audit_log (id, at, actor_id, api_token_id, operation, operation_name, outcome, reason, target_ids, client_address, request_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

// Bounded columns: a huge input never makes a huge row.
const MAX_TARGETS = 20;
const clip = (text: string | null, max: number): string | null => (text === null ? null : text.length > max ? text.slice(0, max) : text);

/** Writes one row with `run` (a transaction's query runner, or the pool for an autocommit). */
export function insertAuditRow(run: { query: (sql: string, parameters: unknown[]) => Promise<unknown> }, id: string, record: AuditRecord): Promise<unknown> {
  return run.query(INSERT, [
    id,
    record.at,
    record.actorId,
    record.apiTokenId,
    clip(record.operation, 200),
    clip(record.operationName, 200),
    record.outcome,
    clip(record.reason, 1000),
    record.targetIds.slice(0, MAX_TARGETS).map((target) => target.slice(0, 100)),
    clip(record.clientAddress, 100),
    clip(record.requestId, 200),
  ]);
}

/**
 * The mutation running in this async context: its row, and whether the row is written yet.
 * `pending`: written in a transaction that has not committed yet (by `runner`); `committed`: in the
 * database with the mutation's writes.
 */
export class MutationAudit {
  readonly id = randomUUID();
  state: 'open' | 'pending' | 'committed' = 'open';
  runner: QueryRunner | null = null;
  constructor(readonly record: AuditRecord) {}
}

const current = new AsyncLocalStorage<MutationAudit>();

/** Runs one mutation (a root mutation field, a REST write) with its audit row in the async context. */
export const runAudited = <T>(audit: MutationAudit, run: () => T): T => current.run(audit, run);

type Depth = { transactionDepth?: number };

/**
 * Writes the running mutation's row inside the first transaction it commits, just before the
 * COMMIT, with that transaction's own connection: the row commits or rolls back with the
 * mutation's writes. Only the outermost level counts (a savepoint's release is not a commit), and a
 * transaction rolled back after the row was written in it (COMMIT failing, a deferred constraint)
 * leaves the mutation without a row again (AuditService.mutation writes it after a success
 * that committed nothing).
 */
@EventSubscriber()
export class AuditSubscriber implements EntitySubscriberInterface {
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const audit = current.getStore();
    if (!audit || audit.state !== 'open') return;
    if (((event.queryRunner as unknown as Depth).transactionDepth ?? 1) > 1) return;
    audit.state = 'pending';
    audit.runner = event.queryRunner;
    await insertAuditRow(event.queryRunner, audit.id, audit.record);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const audit = current.getStore();
    if (audit?.state === 'pending' && audit.runner === event.queryRunner && !event.queryRunner.isTransactionActive) {
      audit.state = 'committed';
      audit.runner = null;
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const audit = current.getStore();
    if (audit?.state === 'pending' && audit.runner === event.queryRunner && !event.queryRunner.isTransactionActive) {
      audit.state = 'open';
      audit.runner = null;
    }
  }
}

const ID_KEY = /^(id|.*Id|.*Ids)$/;

/**
 * The ids an operation's arguments name: every `id`, `...Id` and `...Ids` at any depth (strings,
 * or lists of them), in order, each once, at most MAX_TARGETS.
 */
export function idsIn(args: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number): void => {
    if (found.size >= MAX_TARGETS || depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 100)) walk(item, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (ID_KEY.test(key)) {
        for (const id of Array.isArray(item) ? item : [item]) if (typeof id === 'string' && id && found.size < MAX_TARGETS) found.add(id);
      } else walk(item, depth + 1);
    }
  };
  walk(args, 0);
  return [...found];
}

/** The id of what a mutation answered: its own `id`, else that of an object it holds (`{ token { id } }`). */
export function idOfResult(result: unknown): string | null {
  if (result === null || typeof result !== 'object') return null;
  const own = (result as { id?: unknown }).id;
  if (typeof own === 'string') return own;
  for (const value of Object.values(result as Record<string, unknown>)) {
    const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
    if (typeof id === 'string') return id;
  }
  return null;
}
