import { In, type EntityManager } from 'typeorm';
import { findById } from '../../db/find';
import { ALL, announce } from '../../graphql/live/events';
import { JOB_SCHEMA, type JobKind, type JobRun } from '../../jobs/job-queue';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { assertId } from '../../shared/ids';
import { byTime, pageOf } from '../../db/keyset';
import type { PageRequest, Slice } from '../../shared/pagination';
import { sendEmailJob } from './mail.jobs';
import { DevMail, OutboxEmail, type MailKind } from './mail.entity';
import type { MailContent } from './mail.templates';
import type { MailTransport } from './mail.transport';
import { classifySendFailure } from './mail.transport';

export const MAIL_NOT_CONFIGURED = 'mail is not configured';
export const MAILBOX_OFF = 'The development mailbox is off: mail goes out through SMTP_URL.';
const ONLY_FAILED_RETRY = 'Only a delivery that failed can be tried again';

// One Message-ID per outbox row: a retry after a crash re-sends the same message, which receiving
// servers and clients recognise, rather than a second one.
const messageIdFor = (id: string, publicUrl: string): string => `<${id}@${new URL(publicUrl).hostname || 'learnhub.local'}>`;

// Newest first (dev_mailbox_received_idx).
const MAILBOX_NEWEST_FIRST = byTime('dev-mailbox', 'd.received_at', 'd.id');

// A contact reply's e-mail changed state: admins watching its message hear it.
const announceDelivery = async (em: EntityManager, mail: Pick<OutboxEmail, 'contactReplyId'>) => {
  if (mail.contactReplyId) await announce(em, 'contactReplyDeliveryChanged', ALL, { replyId: mail.contactReplyId });
};

// A password-reset or signup link is a secret: once its mail is delivered or given up, it is not kept.
const SECRET_KINDS: ReadonlySet<MailKind> = new Set(['password-reset', 'signup-confirm']);
const withoutSecrets = (mail: Pick<OutboxEmail, 'kind'>): Partial<Pick<OutboxEmail, 'body' | 'html'>> =>
  SECRET_KINDS.has(mail.kind) ? { body: '(link removed once the mail was settled)', html: null } : {};

export class MailService {
  readonly job: JobKind<{ outboxId: string }>;
  private readonly outbox = this.deps.dataSource.getRepository(OutboxEmail);

  constructor(
    private readonly deps: Deps,
    // null: no SMTP_URL in production; mail waits in the queue, saying why.
    private readonly transport: MailTransport | null,
    // The development mailbox is catching this instance's mail (no SMTP_URL, not production).
    private readonly devMailbox = false,
  ) {
    this.job = sendEmailJob(deps.config.mailRetryDelaySeconds);
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /** Writes the e-mail and the job that sends it, inside the caller's transaction. */
  async queue(em: EntityManager, kind: MailKind, to: string, content: MailContent, links: { contactReplyId?: string } = {}): Promise<OutboxEmail> {
    const mail = await em.save(
      em.create(OutboxEmail, {
        kind,
        toAddress: to,
        subject: content.subject,
        body: content.text,
        html: content.html,
        status: 'pending',
        contactReplyId: links.contactReplyId ?? null,
        lastError: this.transport ? null : MAIL_NOT_CONFIGURED,
      }),
    );
    await this.deps.jobs.enqueue(em, this.job, { outboxId: mail.id });
    await announceDelivery(em, mail);
    return mail;
  }

  /**
   * The `email.send` handler. Idempotent: the row is locked while the mail goes out, so a second run
   * of the job waits and then finds it sent; a mail already sent or given up is not sent again.
   */
  async deliver(outboxId: string, run: JobRun): Promise<void> {
    const transport = this.transport;
    if (!transport) throw new Error(MAIL_NOT_CONFIGURED);
    const { mailFrom, publicUrl } = this.deps.config;
    const retryReason = await this.deps.dataSource.transaction(async (em): Promise<string | null> => {
      const mail = await em.findOne(OutboxEmail, { where: { id: outboxId }, lock: { mode: 'pessimistic_write' } });
      // Gone with its contact message, or already settled.
      if (!mail || mail.status !== 'pending') return null;
      const now = this.deps.clock.now();
      try {
        await transport.send({ messageId: messageIdFor(mail.id, publicUrl), from: mailFrom, to: mail.toAddress, subject: mail.subject, text: mail.body, html: mail.html ?? undefined });
      } catch (error) {
        const failure = classifySendFailure(error);
        const giveUp = failure.permanent || run.retryCount >= this.job.retryLimit;
        const settled = giveUp && { status: 'failed' as const, failedAt: now, ...withoutSecrets(mail) };
        await em.update(OutboxEmail, { id: mail.id }, { lastError: failure.reason, attempts: () => 'attempts + 1', ...settled });
        await announceDelivery(em, mail);
        return giveUp ? null : failure.reason;
      }
      await em.update(OutboxEmail, { id: mail.id }, { status: 'sent', sentAt: now, lastError: null, attempts: () => 'attempts + 1', ...withoutSecrets(mail) });
      await announceDelivery(em, mail);
      return null;
    });
    // Recorded and committed; throwing now has the queue try again later, with backoff.
    if (retryReason) throw new Error(retryReason);
  }

  /**
   * Gives a new job to every e-mail pending for over `graceMs` that no job will send any more.
   * Idempotent: an e-mail whose job is waiting, retrying or running is left alone. Returns how many.
   */
  async requeueOrphans(graceMs = 10 * 60 * 1000, limit = 500): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - graceMs);
    const orphans: { id: string }[] = await this.deps.dataSource.query(
      `SELECT o.id FROM email_outbox o
        WHERE o.status = 'pending' AND o.created_at < $1
          AND NOT EXISTS (SELECT 1 FROM ${JOB_SCHEMA}.job j
                           WHERE j.name = $2 AND j.data->>'outboxId' = o.id::text AND j.state IN ('created', 'retry', 'active'))
        ORDER BY o.created_at
        LIMIT $3`,
      [cutoff, this.job.name, limit],
    );
    for (const { id } of orphans) await this.deps.dataSource.transaction((em) => this.deps.jobs.enqueue(em, this.job, { outboxId: id }));
    if (orphans.length) this.deps.logger.warn({ emails: orphans.length }, 'pending e-mails without a job were queued again');
    return orphans.length;
  }

  /** An admin tries a failed delivery again: queued anew, with a new job. */
  async retry(outboxId: unknown): Promise<OutboxEmail> {
    const id = assertId(outboxId, 'Reply');
    return this.deps.dataSource.transaction(async (em) => {
      const mail = await em.findOne(OutboxEmail, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!mail) throw notFound('Reply');
      if (mail.status !== 'failed') throw new AppError('BAD_USER_INPUT', ONLY_FAILED_RETRY);
      await em.update(OutboxEmail, { id }, { status: 'pending', failedAt: null, lastError: this.transport ? null : MAIL_NOT_CONFIGURED });
      await this.deps.jobs.enqueue(em, this.job, { outboxId: id });
      await announceDelivery(em, mail);
      return em.findOneOrFail(OutboxEmail, { where: { id } });
    });
  }

  /** The e-mail of each contact reply, by reply id, in one statement. */
  async ofContactReplies(replyIds: readonly string[]): Promise<Map<string, OutboxEmail>> {
    if (replyIds.length === 0) return new Map();
    const mails = await this.outbox.find({ where: { contactReplyId: In([...replyIds]) } });
    const byReply = new Map<string, OutboxEmail>();
    for (const mail of mails) if (mail.contactReplyId !== null) byReply.set(mail.contactReplyId, mail);
    return byReply;
  }

  /** The development mailbox, newest first (admins; only while it is on). */
  mailbox(page: PageRequest): Promise<Slice<DevMail>> {
    this.assertMailboxOn();
    return pageOf(this.deps.dataSource.getRepository(DevMail).createQueryBuilder('d'), MAILBOX_NEWEST_FIRST, page);
  }

  async mailboxMail(id: unknown): Promise<DevMail> {
    this.assertMailboxOn();
    return findById(this.deps.dataSource.getRepository(DevMail), id, 'Mail');
  }

  private assertMailboxOn(): void {
    if (!this.devMailbox) throw new AppError('NOT_FOUND', MAILBOX_OFF, { reason: 'MAILBOX_OFF' });
  }
}
