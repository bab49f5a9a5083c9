import type { DataSource } from 'typeorm';

/**
 * The token of the newest signup link mailed to `email`, read from the outbox before the mail is
 * sent (a sent one keeps no link: tests with mail workers read the SMTP sink instead).
 */
export async function signupTokenFor(dataSource: DataSource, email: string): Promise<string> {
  const rows: { body: string }[] = await dataSource.query(
    `SELECT body FROM email_outbox WHERE kind = 'signup-confirm' AND to_address = $1 ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const token = rows[0]?.body.match(/\/confirm-signup#token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no signup link in the outbox for ${email}`);
  return token;
}
