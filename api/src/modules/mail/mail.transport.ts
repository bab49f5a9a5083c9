import nodemailer from 'nodemailer';

type OutgoingMail = { messageId: string; from: string; to: string; subject: string; text: string; html?: string };

/** Where mail leaves the platform: an SMTP server (SMTP_URL, or the development mailbox's). */
export type MailTransport = {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

/**
 * nodemailer over SMTP. smtp:// must upgrade to TLS with STARTTLS (requireTLS: a server, or someone
 * in between, that does not offer it is refused rather than sent plain text) unless `plaintext`
 * allows it; smtps:// is TLS from the start. Connections are pooled: opening one costs about 100 ms even on loopback
 * (the server's greeting), which would cap a worker at ten mails a second. Time-outs are short
 * enough that a job's lease (2 minutes) outlasts them.
 */
export function smtpTransport(url: string, options: { plaintext: boolean }): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    requireTLS: !options.plaintext,
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
  const { code, responseCode, response, message } = (error ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  const said = (response || message || 'the mail server could not be reached').trim();
  // requireTLS refused a server that would not upgrade: say so, not just its answer to STARTTLS.
  if (code === 'ETLS') return { permanent: true, reason: `${NO_TLS} (${said})`.slice(0, 1000) };
  return { permanent, reason: said.slice(0, 1000) };
}

export const NO_TLS = 'the mail server did not upgrade the connection to TLS (STARTTLS); set SMTP_ALLOW_PLAINTEXT=1 to send without it';
