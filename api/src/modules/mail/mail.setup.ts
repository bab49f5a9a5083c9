import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { Logger } from '../../shared/logger';
import { startDevMailbox } from './dev-mailbox';
import { type MailTransport, smtpTransport } from './mail.transport';

export type MailOutlet = {
  transport: MailTransport | null;
  // The development mailbox's SMTP address, when it is the outlet.
  devMailboxUrl: string | null;
  close: () => Promise<void>;
};

/**
 * SMTP_URL when set; else, outside production, the development mailbox in this process; else
 * nothing (production without SMTP_URL: mail waits in the queue with the reason "mail is not configured").
 */
export async function openMailOutlet(config: Config, dataSource: DataSource, logger: Logger): Promise<MailOutlet> {
  if (config.smtpUrl) {
    const transport = smtpTransport(config.smtpUrl, { plaintext: config.smtpAllowPlaintext === true });
    return { transport, devMailboxUrl: null, close: async () => transport.close() };
  }
  if (config.env === 'production') return { transport: null, devMailboxUrl: null, close: async () => undefined };
  const mailbox = await startDevMailbox(dataSource, logger);
  // This process's own loopback server: the mail never leaves the machine, so plain text is fine.
  const transport = smtpTransport(mailbox.url, { plaintext: true });
  return {
    transport,
    devMailboxUrl: mailbox.url,
    close: async () => {
      transport.close();
      await mailbox.stop();
    },
  };
}
