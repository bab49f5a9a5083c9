import type { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalEmail } from '../email';

export type EmailClash = { canonical: string; ids: string[] };

/**
 * Rewrites every stored address into its canonical form (users/email.ts). Accounts whose addresses
 * collide in that form are two people's, or one person's twice: no account is lost or merged, their
 * rows stay as they were and the clash is reported for an operator to settle. Until then only a row
 * already stored in the canonical form is found by a login (lookups compare that form exactly); the
 * others are reached by an admin or a password reset after the operator renames them.
 */
export async function canonicalizeEmails(q: Pick<QueryRunner, 'query'>): Promise<EmailClash[]> {
  const rows = (await q.query(`SELECT id, email FROM users ORDER BY created_at, id`)) as { id: string; email: string }[];
  const byCanonical = new Map<string, { id: string; email: string }[]>();
  for (const row of rows) {
    const key = canonicalEmail(row.email);
    byCanonical.set(key, [...(byCanonical.get(key) ?? []), row]);
  }
  const clashes: EmailClash[] = [];
  for (const [canonical, owners] of byCanonical) {
    if (owners.length > 1) clashes.push({ canonical, ids: owners.map((owner) => owner.id) });
    else if (owners[0].email !== canonical) await q.query(`UPDATE users SET email = $1 WHERE id = $2`, [canonical, owners[0].id]);
  }
  return clashes;
}

export class CanonicalEmails1764300600000 implements MigrationInterface {
  name = 'CanonicalEmails1764300600000';

  async up(q: QueryRunner): Promise<void> {
    const clashes = await canonicalizeEmails(q);
    for (const clash of clashes) {
      console.warn(`[migration ${this.name}] accounts ${clash.ids.join(', ')} share the canonical e-mail ${clash.canonical}: left unchanged, settle by hand`);
    }
    // Lookups compare the stored canonical form exactly: an index on the column itself.
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The canonical forms stay (the original spellings are not kept): only the index goes.
    await q.query(`DROP INDEX users_email_key`);
  }
}
