// smtp:// must be upgraded with STARTTLS: a server (or someone on the path) that does not offer it
// is refused for good, unless SMTP_ALLOW_PLAINTEXT=1 allows plain text.
import { classifySendFailure, NO_TLS, smtpTransport } from '../src/modules/mail/mail.transport';
import { type SmtpSink, startSmtpSink } from './helpers/smtp';

const mail = { messageId: '<tls-test@learnhub.test>', from: 'no-reply@learnhub.test', to: 'ada@example.com', subject: 'Hello', text: 'A secret link' };

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink(); // plain text only: no STARTTLS
});
afterAll(() => sink.stop());

it('refuses to send over smtp:// to a server without STARTTLS, for good, sending nothing', async () => {
  const transport = smtpTransport(sink.url, { plaintext: false });
  try {
    const error = await transport.send(mail).then(() => null, (caught: unknown) => caught);
    expect(error).not.toBeNull();
    expect(classifySendFailure(error)).toMatchObject({ permanent: true, reason: expect.stringContaining(NO_TLS) });
    expect(sink.attempts()).toBe(0);
    expect(sink.received).toEqual([]);
  } finally {
    transport.close();
  }
});

it('sends in plain text when SMTP_ALLOW_PLAINTEXT allows it', async () => {
  const transport = smtpTransport(sink.url, { plaintext: true });
  try {
    await transport.send(mail);
    expect(sink.received.map((m) => m.subject)).toEqual(['Hello']);
  } finally {
    transport.close();
  }
});
