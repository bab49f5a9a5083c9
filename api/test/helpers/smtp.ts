// A real SMTP server in the test process (smtp-server, from the nodemailer project): it keeps what
// it receives, and can answer chosen mails with an SMTP error (451 temporary, 550 permanent).
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { messageId: string | undefined; to: string; from: string; subject: string; text: string; html: string };

export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  // The SMTP code to answer the n-th DATA command with (1-based), or null to accept it.
  refuse: (answer: (attempt: number) => number | null) => void;
  attempts: () => number;
  stop: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  let answer: (attempt: number) => number | null = () => null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      attempts += 1;
      const code = answer(attempts);
      simpleParser(stream).then(
        (mail) => {
          if (code) {
            const error = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable: no such user' : 'Try again later'), { responseCode: code });
            callback(error);
            return;
          }
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          received.push({ messageId: mail.messageId, to, from: mail.from?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' });
          callback();
        },
        (error: unknown) => callback(error as Error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (next) => {
      answer = next;
    },
    attempts: () => attempts,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` returns a value other than undefined (bounded). */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until every job of these queues (all of ours when none are named) has finished, completed or
 * given up: after that nothing more can be sent.
 */
export const queuesSettled = (dataSource: { query: (sql: string, params?: unknown[]) => Promise<{ open: number }[]> }, names?: string[], timeoutMs?: number) =>
  eventually(
    async () => {
      const [{ open }] = await dataSource.query(
        `SELECT count(*)::int AS open FROM pgboss.job WHERE state NOT IN ('completed', 'failed', 'cancelled') AND name NOT LIKE '\\_\\_pgboss%' AND ($1::text[] IS NULL OR name = ANY($1))`,
        [names ?? null],
      );
      return open === 0 ? true : undefined;
    },
    `the queues ${names?.join(', ') ?? '(all)'} to settle`,
    timeoutMs,
  );
