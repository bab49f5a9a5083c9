import { sqlMigration } from '../migration';

// The read cache (issue 23) is emptied on every instance by a notice on this channel, sent by
// PostgreSQL itself for every statement that writes a table public answers are read from: no
// write path (a service, a bulk statement, a cascade, a manual fix) can forget to announce it.
// The notice leaves at commit; a rolled-back write sends none.
const TABLES = ['courses', 'course_questions', 'opportunities', 'papers', 'stored_files'];

export const ReadCacheNotices1764200000000 = sqlMigration('ReadCacheNotices1764200000000', {
  up: [
    `
      CREATE FUNCTION learnhub_read_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('learnhub_read_cache', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`,
    ...TABLES.map(
      (table) =>
        `CREATE TRIGGER read_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION learnhub_read_cache_changed()`,
    ),
  ],
  down: [...TABLES.map((table) => `DROP TRIGGER read_cache_changed ON ${table}`), `DROP FUNCTION learnhub_read_cache_changed()`],
});
