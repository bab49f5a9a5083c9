// Every e-mail the platform sends: one template each, rendered to both a plain-text and an HTML body
// from the same blocks, so the two never say different things.
const PRODUCT_NAME = 'LearnHub';

export type MailContent = { subject: string; text: string; html: string };

type Block = { paragraph: string } | { quote: string } | { action: { label: string; url: string } };

const HTML_ENTITIES = new Map([['&', '&amp;'], ['<', '&lt;'], ['>', '&gt;'], ['"', '&quot;'], ["'", '&#39;']]);

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES.get(c) ?? c);

const htmlLines = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');

function render(subject: string, greeting: string, blocks: Block[]): MailContent {
  const text = [
    greeting,
    ...blocks.map((block) =>
      'paragraph' in block ? block.paragraph : 'quote' in block ? block.quote.replace(/^/gm, '> ') : `${block.action.label}: ${block.action.url}`,
    ),
    `— ${PRODUCT_NAME}`,
  ].join('\n\n');
  const body = blocks
    .map((block) =>
      'paragraph' in block
        ? `<p>${htmlLines(block.paragraph)}</p>`
        : 'quote' in block
          ? `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #cbd5e0;color:#4a5568">${htmlLines(block.quote)}</blockquote>`
          : `<p><a href="${escapeHtml(block.action.url)}" style="display:inline-block;padding:10px 16px;background:#2b6cb0;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(block.action.label)}</a></p>` +
            `<p style="font-size:13px;color:#4a5568">Or open this link: <a href="${escapeHtml(block.action.url)}">${escapeHtml(block.action.url)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">
<p>${htmlLines(greeting)}</p>
${body}
<p style="color:#4a5568">— ${PRODUCT_NAME}</p>
</body></html>`;
  return { subject, text, html };
}

const REPLY_SUBJECT = 'Reply to your message';

export const contactReplyMail = (input: { name: string; reply: string; message: string }): MailContent =>
  render(REPLY_SUBJECT, `Hello ${input.name},`, [{ paragraph: input.reply }, { paragraph: 'Your message:' }, { quote: input.message }]);

const RESET_SUBJECT = `Reset your ${PRODUCT_NAME} password`;

export const passwordResetMail = (input: { name: string; url: string }): MailContent =>
  render(RESET_SUBJECT, `Hello ${input.name},`, [
    { paragraph: `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, choose a new one within the hour:` },
    { action: { label: 'Choose a new password', url: input.url } },
    { paragraph: 'If it was not you, ignore this mail: your password stays as it is.' },
  ]);

export const EMAIL_CHANGED_SUBJECT = `Your ${PRODUCT_NAME} e-mail address was changed`;

// Sent to the old address, so an owner whose session was taken over learns of it.
export const emailChangedMail = (input: { name: string; newEmail: string }): MailContent =>
  render(EMAIL_CHANGED_SUBJECT, `Hello ${input.name},`, [
    { paragraph: `The e-mail address of your ${PRODUCT_NAME} account was changed to ${input.newEmail}. Mail about the account now goes there.` },
    { paragraph: 'If it was not you, contact us at once by replying to this mail.' },
  ]);

const CONFIRM_SIGNUP_SUBJECT = `Confirm your ${PRODUCT_NAME} account`;

// To an address no one has confirmed yet: it carries nothing the requester typed (no name).
export const confirmSignupMail = (input: { url: string }): MailContent =>
  render(CONFIRM_SIGNUP_SUBJECT, 'Hello,', [
    { paragraph: `Welcome to ${PRODUCT_NAME}! Confirm this address within 24 hours to finish creating your account; you will be signed in at once:` },
    { action: { label: 'Confirm my account', url: input.url } },
    { paragraph: 'If you did not sign up, ignore this mail: no account is made without it.' },
  ]);

const EXISTING_ACCOUNT_SUBJECT = `You already have a ${PRODUCT_NAME} account`;

// A signup with an address that has an account: the owner learns of it and of the ways back in.
export const existingAccountMail = (input: { name: string; loginUrl: string; resetUrl: string }): MailContent =>
  render(EXISTING_ACCOUNT_SUBJECT, `Hello ${input.name},`, [
    { paragraph: `Someone, maybe you, tried to create a ${PRODUCT_NAME} account with this address. You already have one, so nothing was changed.` },
    { action: { label: 'Log in', url: input.loginUrl } },
    { paragraph: 'Forgot your password? Choose a new one:' },
    { action: { label: 'Reset my password', url: input.resetUrl } },
  ]);
