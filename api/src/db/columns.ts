import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];

// Select lists already built: per data source, per entity, per alias and choice of properties.
const built = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, Map<string, string>>>();

/**
 * An entity's columns as the select list of a hand-written statement, from TypeORM's metadata:
 * each column named as its property (`c."activity_id" AS "activityId"`), so a row has the entity's
 * shape and a column added to the entity needs no SQL edit. Without `properties`: every column the
 * entity selects by default (not `select: false` ones) in the tables' usual order, the key, the
 * entity's own columns, then its timestamps (whichever class declares them); with them: those, in
 * that order. Built once per data source, entity, alias and choice, so a statement's text stays the
 * same for the life of the process (db/sql.ts prepares statements by their text).
 */
export function selectColumns<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  alias?: string,
  properties?: readonly (keyof T & string)[],
): string {
  let byEntity = built.get(dataSource);
  if (!byEntity) built.set(dataSource, (byEntity = new Map<EntityTarget<ObjectLiteral>, Map<string, string>>()));
  let byChoice = byEntity.get(entity);
  if (!byChoice) byEntity.set(entity, (byChoice = new Map<string, string>()));
  const key = `${alias ?? ''}:${properties?.join(',') ?? '*'}`;
  let list = byChoice.get(key);
  if (list === undefined) {
    list = build(dataSource, entity, alias, properties);
    byChoice.set(key, list);
  }
  return list;
}

// A column's place in a select list of every column (a stable sort keeps declaration order within each).
const rank = (column: ColumnMetadata): number =>
  column.isPrimary ? 0 : column.isCreateDate ? 2 : column.isUpdateDate ? 3 : column.isDeleteDate ? 4 : 1;

function build(dataSource: DataSource, entity: EntityTarget<ObjectLiteral>, alias: string | undefined, properties: readonly string[] | undefined): string {
  const metadata = dataSource.getMetadata(entity);
  const columns = properties
    ? properties.map((name) => {
        const column = metadata.findColumnWithPropertyName(name);
        if (!column) throw new Error(`${metadata.name} has no column ${name}`);
        return column;
      })
    : metadata.columns.filter((column) => column.isSelect).sort((a, b) => rank(a) - rank(b));
  const escape = (name: string) => dataSource.driver.escape(name);
  return columns
    .map(({ databaseName, propertyName, type }) => {
      const column = `${alias ? `${alias}.` : ''}${escape(databaseName)}`;
      // pg reads numeric as text (exactness it cannot keep in a JS number); our numerics are points
      // to 2 decimals, which a double keeps: read as numbers, as the entity's transformer does.
      if (type === 'numeric') return `${column}::float8 AS ${escape(propertyName)}`;
      return databaseName === propertyName ? column : `${column} AS ${escape(propertyName)}`;
    })
    .join(', ');
}

/** Columns of an entity by property, as their escaped database names (an INSERT's or UPDATE's list), in the order asked. */
export function columnNames<T extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<T>, properties: readonly (keyof T & string)[]): string[] {
  const metadata = dataSource.getMetadata(entity);
  return properties.map((name) => {
    const column = metadata.findColumnWithPropertyName(name);
    if (!column) throw new Error(`${metadata.name} has no column ${name}`);
    return dataSource.driver.escape(column.databaseName);
  });
}
