import nodemailer from 'nodemailer';

export type OutgoingMail = { messageId: string; from: string; to: string; subject: string; text: string; html?: string };

/** Where mail leaves the platform: an SMTP server (SMTP_URL, or the development mailbox's). */
export type MailTransport = {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

/**
 * nodemailer over SMTP. smtp:// upgrades to TLS with STARTTLS when the server offers it; smtps://
 * is TLS from the start. Connections are pooled: opening one costs about 100 ms even on loopback
 * (the server's greeting), which would cap a worker at ten mails a second. Time-outs are short
 * enough that a job's lease (2 minutes) outlasts them.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    send: async (mail) => {
      await transporter.sendMail({ messageId: mail.messageId, from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}

export type SendFailure = { permanent: boolean; reason: string };

/**
 * A 5xx answer (the address does not exist, the message is refused) will not change by trying
 * again; a 4xx answer (greylisting, a full mailbox) and a network failure may.
 */
export function classifySendFailure(error: unknown): SendFailure {
  const { responseCode, response, message } = (error ?? {}) as { responseCode?: number; response?: string; message?: string };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  const reason = (response || message || 'the mail server could not be reached').trim().slice(0, 1000);
  return { permanent, reason };
}
