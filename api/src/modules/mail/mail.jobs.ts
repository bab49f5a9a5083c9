import { defineJob } from '../../jobs/job-queue';

/**
 * One e-mail of `email_outbox` to deliver. Enqueued in the transaction that writes the outbox row;
 * its sender (SMTP) is the mail issue's work, so until then the jobs wait in the queue, unclaimed.
 * Temporary failures are retried with backoff for about an hour.
 */
export const sendEmailJob = defineJob<{ outboxId: string }>('email.send', {
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});
