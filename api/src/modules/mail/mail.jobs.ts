import { defineJob } from '../../jobs/job-queue';

/**
 * Delivers one e-mail of `email_outbox`. Enqueued in the transaction that writes the outbox row.
 * Temporary failures are tried again with backoff (8 retries: about two hours at the default 30 s);
 * the last try, or a permanent refusal, marks the mail failed.
 */
export const sendEmailJob = (retryDelaySeconds: number) =>
  defineJob<{ outboxId: string }>('email.send', { retryLimit: 8, retryDelaySeconds, retryBackoff: true, expireInSeconds: 120 });

/**
 * Every ten minutes, on one instance with a mail server: e-mails still pending with no job left to
 * send them (written before this queue existed, or whose job pg-boss gave up on, e.g. after its
 * lease ran out again and again) get a new job.
 */
export const requeueEmailsJob = defineJob<Record<string, never>>('email.requeue', { schedule: '*/10 * * * *', retryLimit: 0 });
