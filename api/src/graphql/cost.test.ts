import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type GraphQLInputType, Kind, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, parse, typeFromAST } from 'graphql';
import { Upload } from 'graphql-upload-minimal';
import { MAX_OPERATION_COST, operationCost } from './cost';
import { getSchema } from './schema';

const schema = getSchema();
const cost = (query: string, variables: Record<string, unknown> = {}) => operationCost(schema, parse(query), variables);
const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');

describe('operationCost', () => {
  it('counts a page size passed as a variable as the same size written in the query', () => {
    const literal = cost('{ courses(first: 100) { nodes { id title description } } }');
    const variable = cost('query($n: Int) { courses(first: $n) { nodes { id title description } } }', { n: 100 });
    expect(variable).toBe(literal);
    expect(variable).toBeGreaterThan(cost('query($n: Int) { courses(first: $n) { nodes { id title description } } }', { n: 1 }) * 50);
  });

  it('counts the default page size where none is given', () => {
    expect(cost('{ courses { nodes { id } } }')).toBe(cost('{ courses(first: 20) { nodes { id } } }'));
  });

  it('puts 20 aliases of 100 x 100 rows, sized by variables, over the limit', () => {
    const attack = `query($n: Int) { ${aliases(20, 'courses(first: $n) { nodes { id questions(first: $n) { nodes { id } } } }')} }`;
    expect(cost(attack, { n: 100 })).toBe(20 * (100 + 100 * 100));
    expect(cost(attack, { n: 100 })).toBeGreaterThan(MAX_OPERATION_COST);
    expect(cost(attack, { n: 5 })).toBeLessThanOrEqual(MAX_OPERATION_COST);
  });

  // The web app's own operations, with their page sizes left to the server's default.
  const webRoot = path.resolve(__dirname, '../../../web/src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (entry.name === '__generated__' ? [] : files(path.join(dir, entry.name))) : entry.name.endsWith('.graphql') ? [path.join(dir, entry.name)] : [],
    );
  const document = parse(files(webRoot).map((file) => readFileSync(file, 'utf8')).join('\n'));
  const operations = document.definitions.flatMap((def) => (def.kind === Kind.OPERATION_DEFINITION && def.name ? [def.name.value] : []));

  // A value of each variable, so the operation can be costed; page sizes are left to the server's default.
  const sample = (type: GraphQLInputType, name: string): unknown => {
    if (isNonNullType(type)) return sample(type.ofType, name);
    if (isListType(type)) return [];
    if (isEnumType(type)) return type.getValues()[0].name;
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
      return Object.fromEntries(fields.map((field) => [field.name, sample(field.type, field.name)]));
    }
    if (isScalarType(type) && type.name === 'Int') return ['first', 'last'].includes(name) ? null : 1;
    if (isScalarType(type) && type.name === 'Float') return 1.5;
    if (isScalarType(type) && type.name === 'Boolean') return false;
    if (isScalarType(type) && type.name === 'DateTimeISO') return '2026-01-01T00:00:00.000Z';
    return isScalarType(type) && type.name === 'Upload' ? new Upload() : '00000000-0000-4000-8000-000000000000';
  };
  const variablesOf = (name: string) => {
    const operation = document.definitions.find((def) => def.kind === Kind.OPERATION_DEFINITION && def.name?.value === name);
    const definitions = operation?.kind === Kind.OPERATION_DEFINITION ? (operation.variableDefinitions ?? []) : [];
    return Object.fromEntries(
      definitions.map((def) => [def.variable.name.value, sample(typeFromAST(schema, def.type as never) as GraphQLInputType, def.variable.name.value)]),
    );
  };

  it.each(operations)('lets the web app run %s', (name) => {
    expect(operationCost(schema, document, variablesOf(name), name)).toBeLessThanOrEqual(MAX_OPERATION_COST);
  });
});
