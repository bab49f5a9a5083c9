import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../shared/logger';
import { DevMail } from './mail.entity';

export type DevMailbox = { url: string; stop: () => Promise<void> };

const MAX_MAIL_BYTES = 10 * 1024 * 1024;

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');

/**
 * The development default when no SMTP_URL is set (never in production): an SMTP server in this
 * process, on a free loopback port, that keeps what it receives in the database, where admins read
 * it at /dev/mailbox. Every instance may run one: they all write to the same table.
 */
export async function startDevMailbox(dataSource: DataSource, logger: Logger): Promise<DevMailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    banner: 'LearnHub development mailbox',
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          await dataSource.getRepository(DevMail).insert({
            messageId: parsed.messageId ?? null,
            sender: addresses(parsed.from).slice(0, 500) || '(none)',
            recipients: addresses(parsed.to).slice(0, 2000) || '(none)',
            subject: (parsed.subject ?? '(no subject)').slice(0, 1000),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
          callback();
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'development mailbox could not store a mail');
          callback(new Error('could not store the mail'));
        });
    },
  });
  server.on('error', (error) => logger.error({ err: error }, 'development mailbox error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
