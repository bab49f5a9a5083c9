// The canonical e-mail migration on a database filled before it: addresses rewritten, clashes reported, no account lost.
import { migrate } from '../src/db/migrate';
import { canonicalEmail } from '../src/modules/users/email';
import { createTestDatabase, type TestDatabase } from './helpers/database';

const MIGRATION = 'CanonicalEmails1764300600000';

let db: TestDatabase;
beforeEach(async () => {
  db = await createTestDatabase();
  await db.dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db.dataSource);
  // Back to the state before this migration, then filled as an older database would be.
  await db.dataSource.query(`DROP INDEX users_email_key`);
  await db.dataSource.query(`DELETE FROM migrations WHERE name = $1`, [MIGRATION]);
});
afterEach(() => db.drop());

const insert = (email: string) =>
  db.dataSource.query(`INSERT INTO users (name, surname, email, password_hash) VALUES ('A', 'B', $1, 'x') RETURNING id`, [email]).then((rows: { id: string }[]) => rows[0].id);

it('rewrites stored addresses into their canonical form and leaves clashing accounts unchanged, reported', async () => {
  const jane = await insert('  Jane.Doe@Example.COM');
  const kelvin = await insert('\u212Aelvin@example.com');
  const straße = await insert('Straße@example.com');
  const strasse = await insert('STRASSE@example.com');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    expect(await migrate(db.dataSource)).toEqual([MIGRATION]);
    const rows: { id: string; email: string }[] = await db.dataSource.query(`SELECT id, email FROM users`);
    const emailOf = new Map(rows.map((row) => [row.id, row.email]));
    expect(rows).toHaveLength(4);
    expect(emailOf.get(jane)).toBe('jane.doe@example.com');
    expect(emailOf.get(kelvin)).toBe('kelvin@example.com');
    // Both accounts of the clash kept, as they were, and named in the report.
    expect(emailOf.get(straße)).toBe('Straße@example.com');
    expect(emailOf.get(strasse)).toBe('STRASSE@example.com');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain(canonicalEmail('Straße@example.com'));
    expect(warn.mock.calls[0][0]).toContain(straße);
    expect(warn.mock.calls[0][0]).toContain(strasse);
  } finally {
    warn.mockRestore();
  }
});
