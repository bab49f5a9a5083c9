import { getNamedType, type GraphQLNamedType, type GraphQLSchema, isObjectType } from 'graphql';
import type { DataSource } from 'typeorm';
import { isCacheable } from '../../src/graphql/cacheable';
import { DECLARED_CHANGE_SETTING, PUBLIC_READ_CHANGES_CHANNEL } from '../../src/shared/public-read-changes';

/**
 * The object types public reads can show: reached from the query's `@cacheable` fields through
 * `@cacheable` fields (the schema's declaration, nothing listed by hand).
 */
function publicReadTypes(schema: GraphQLSchema): Set<string> {
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (!isObjectType(type) || seen.has(type.name)) return;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) if (isCacheable(field)) visit(getNamedType(field.type));
  };
  const query = schema.getQueryType();
  if (query) for (const field of Object.values(query.getFields())) if (isCacheable(field)) visit(getNamedType(field.type));
  return seen;
}

/** The tables those types' entities are stored in. */
export const publicReadTables = (schema: GraphQLSchema, dataSource: DataSource): string[] => {
  const types = publicReadTypes(schema);
  return dataSource.entityMetadatas.filter((entity) => types.has(entity.targetName)).map((entity) => entity.tableName).sort();
};

export const UNDECLARED = 'without a declared change to public reads';

/**
 * Puts a trigger on each of those tables that refuses a statement writing it in a transaction that
 * did not declare a change (PublicReadChanges.changed sets DECLARED_CHANGE_SETTING for the rest of
 * it): a write path that forgets to say so fails the test that takes it. Test databases only.
 */
export async function guardPublicReadChanges(schema: GraphQLSchema, dataSource: DataSource): Promise<string[]> {
  const tables = publicReadTables(schema, dataSource);
  await dataSource.query(`
    CREATE OR REPLACE FUNCTION test_refuse_undeclared_public_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF coalesce(current_setting('${DECLARED_CHANGE_SETTING}', true), '') = '' THEN
        RAISE EXCEPTION 'a write to % ${UNDECLARED} (PublicReadChanges.changed)', TG_TABLE_NAME;
      END IF;
      RETURN NULL;
    END
    $$`);
  for (const table of tables) {
    await dataSource.query(`DROP TRIGGER IF EXISTS test_refuse_undeclared_public_write ON ${table}`);
    await dataSource.query(
      `CREATE TRIGGER test_refuse_undeclared_public_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION test_refuse_undeclared_public_write()`,
    );
  }
  return tables;
}

/**
 * For suites without the guard, whose fixtures write those tables in SQL behind the app's back:
 * each such statement announces itself on the read cache's channel, as `NOTIFY learnhub_read_cache`
 * after a manual fix would, so the app's next read shows it. Test databases only.
 */
export async function announceFixtureWrites(schema: GraphQLSchema, dataSource: DataSource): Promise<void> {
  await dataSource.query(`
    CREATE OR REPLACE FUNCTION test_announce_fixture_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${PUBLIC_READ_CHANGES_CHANNEL}', 'fixture');
      RETURN NULL;
    END
    $$`);
  for (const table of publicReadTables(schema, dataSource)) {
    await dataSource.query(`DROP TRIGGER IF EXISTS test_announce_fixture_write ON ${table}`);
    await dataSource.query(
      `CREATE TRIGGER test_announce_fixture_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION test_announce_fixture_write()`,
    );
  }
}

/** A statement behind the app's back that says what it changes, as a service would (fixtures). */
export const declaredSql = (dataSource: DataSource, text: string, params: unknown[] = []): Promise<unknown> =>
  dataSource.transaction(async (em) => {
    await em.query(`SELECT set_config('${DECLARED_CHANGE_SETTING}', 'fixture', true)`);
    return em.query(text, params);
  });
