import { defineJob } from '../../jobs/job-queue';

/**
 * Delivers one e-mail of `email_outbox`. Enqueued in the transaction that writes the outbox row.
 * Temporary failures are tried again with backoff (8 retries: about two hours at the default 30 s);
 * the last try, or a permanent refusal, marks the mail failed.
 */
export const sendEmailJob = (retryDelaySeconds: number) =>
  defineJob<{ outboxId: string }>('email.send', { retryLimit: 8, retryDelaySeconds, retryBackoff: true, expireInSeconds: 120 });
