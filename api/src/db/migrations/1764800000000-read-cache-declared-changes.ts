import { sqlMigration } from '../migration';

// The read cache is now emptied by the services that change what public reads show (they declare
// it inside their transaction: shared/public-read-changes.ts), not by a trigger on every write to
// the tables it reads. The triggers go; `down` puts them back as ReadCacheNotices1764200000000 made them.
const TABLES = ['courses', 'course_questions', 'opportunities', 'papers', 'stored_files'];

export const ReadCacheDeclaredChanges1764800000000 = sqlMigration('ReadCacheDeclaredChanges1764800000000', {
  up: [...TABLES.map((table) => `DROP TRIGGER read_cache_changed ON ${table}`), `DROP FUNCTION learnhub_read_cache_changed()`],
  down: [
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
});
