// The GraphQL fuzzer: every query and mutation of the introspected schema, with arguments
// of the right and wrong shapes (as variables, some inline), as each of the four roles. No answer
// may be a 5xx or a masked INTERNAL_SERVER_ERROR, every error carries a known code, none leaks a
// stack, a path or SQL, a learner never sees a correct answer, and the server is healthy afterwards.
// `npm test` runs a few cases per operation and role; `npm run fuzz` many more (FUZZ_RUNS, FUZZ_SEED).
import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isScalarType,
} from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import request from 'supertest';
import WebSocket from 'ws';
import { idOf, MISSING, nastyCursor, nastyDate, nastyFloat, nastyInt, nastyString, ONE_MB, wrongShape } from './values';
import { count, createWorld, excuse, expectHealthy, FUZZ_ONLY, FUZZ_RUNS, FUZZ_SEED, fuzzOne, newTally, report, ROLES, type World } from './world';
import { answerLeakIn, GRAPHQL_CODES, leakIn } from './checks';

let world: World;
let schema: GraphQLSchema;
const tally = newTally('GraphQL');
const wsTally = newTally('GraphQL subscriptions over WebSocket');

beforeAll(async () => {
  console.log(`fuzz GraphQL: seed ${FUZZ_SEED}, ${FUZZ_RUNS} runs per operation and role (replay: FUZZ_SEED=${FUZZ_SEED} npm run fuzz)`);
  world = await createWorld();
  const introspection = await request(world.t.app).post('/graphql').set('content-type', 'application/json').send({ query: getIntrospectionQuery() });
  schema = buildClientSchema(introspection.body.data);
}, 120_000);
afterAll(async () => {
  console.log(`${report(tally)}\n${report(wsTally)}`);
  await world?.t.close();
});

type Field = GraphQLField<unknown, unknown>;
type Operation = { kind: 'query' | 'mutation' | 'subscription'; field: Field };
type Case = { args: Record<string, unknown>; inline: boolean };

// The kind of record an id argument most likely names, from the argument's or the operation's name.
function idKindOf(operation: string, argument: string): string | undefined {
  const kinds = Object.keys(world.ids).sort((a, b) => b.length - a.length);
  const name = argument === 'id' ? operation.toLowerCase() : argument.replace(/Id$/, '').toLowerCase();
  const byName: Record<string, string> = { card: 'courseQuestion', reply: 'contactReply', message: 'contactMessage' };
  return byName[name] ?? kinds.find((kind) => name.includes(kind.toLowerCase()));
}

// `typed`: values of the declared types only (so requests get past validation into the services,
// with hostile contents); otherwise also null where not allowed, missing, and wrong shapes.
function valueFor(type: GraphQLInputType, context: { operation: string; argument: string; typed: boolean }, depth = 0): fc.Arbitrary<unknown> {
  const { typed } = context;
  if (isNonNullType(type)) {
    const inner = valueFor(type.ofType, context, depth);
    return typed
      ? inner
      : fc.oneof(
          { weight: 10, arbitrary: inner },
          { weight: 1, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constant(MISSING) },
          { weight: 1, arbitrary: wrongShape },
        );
  }
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    typed || depth > 0
      ? fc.oneof({ weight: 6, arbitrary }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constant(MISSING) })
      : fc.oneof({ weight: 8, arbitrary }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: fc.constant(MISSING) }, { weight: 1, arbitrary: wrongShape });
  if (isListType(type)) {
    const item = valueFor(type.ofType, context, depth + 1);
    const lists: fc.WeightedArbitrary<unknown>[] = [
      { weight: 6, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: item },
    ];
    // Many items: list arguments must be bounded by the services. (Of small items, and not nested:
    // a list of lists of 100 kB strings would need gigabytes here.)
    if (depth <= 1) lists.push({ weight: 1, arbitrary: item.filter(isSmall).map((value) => Array.from({ length: 1000 }, () => value)) });
    return nullable(fc.oneof(...lists));
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => value.name);
    const valid = fc.constantFrom(...values);
    return nullable(typed ? valid : fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom(values[0].toLowerCase(), `${values[0]}X`, 'NOPE', '', 1) }));
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(MISSING);
    const fields = Object.values(type.getFields());
    const record = fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, { ...context, argument: field.name }, depth + 1)])));
    if (typed) return nullable(record);
    return nullable(
      fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: record.map((value) => ({ ...value, unexpectedField: 'x' })) }, { weight: 1, arbitrary: wrongShape }),
    );
  }
  if (isScalarType(type)) return nullable(scalarFor(type.name, context));
  return wrongShape;
}

const isSmall = (value: unknown) => value === MISSING || (JSON.stringify(present(value)) ?? '').length < 2000;

const int32 = nastyInt.filter((n) => Number.isInteger(n) && Math.abs(n) < 2 ** 31);

function scalarFor(name: string, { operation, argument, typed }: { operation: string; argument: string; typed: boolean }): fc.Arbitrary<unknown> {
  switch (name) {
    case 'ID': {
      const kind = idKindOf(operation, argument);
      return idOf(kind ? world.ids[kind] : world.allIds());
    }
    case 'String':
      if (argument === 'after' || argument === 'before') return nastyCursor;
      return typed ? nastyString : fc.oneof({ weight: 40, arbitrary: nastyString }, { weight: 1, arbitrary: fc.constant(ONE_MB) }, { weight: 2, arbitrary: nastyInt });
    case 'Int':
      return typed ? int32 : fc.oneof({ weight: 10, arbitrary: nastyInt }, { weight: 1, arbitrary: nastyString });
    case 'Float':
      return typed ? fc.double({ noNaN: true, noDefaultInfinity: true }) : nastyFloat;
    case 'Boolean':
      return typed ? fc.boolean() : fc.oneof({ weight: 6, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constantFrom('true', 0, 1) });
    case 'DateTimeISO':
      return nastyDate;
    // Files are not sent (no multipart here): an Upload argument gets JSON values only.
    case 'Upload':
      return fc.constantFrom(null, 'file.pdf', {}, { filename: 'x.pdf' });
    default:
      return wrongShape;
  }
}

// A JSON value without the keys left out (MISSING), as it goes into `variables`.
function present(value: unknown): unknown {
  if (value === MISSING) return undefined;
  if (Array.isArray(value)) return value.map((item) => (item === MISSING ? null : present(item)));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (inner === MISSING ? [] : [[key, present(inner)]])));
  return value;
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

// The same value written inline in the document (enum values bare, where the type says so).
function literal(value: unknown, type: GraphQLInputType | undefined): string {
  const named = type && getNamedType(type);
  if (value === null || value === undefined || value === MISSING) return 'null';
  if (Array.isArray(value)) {
    const item = type && isNonNullType(type) ? type.ofType : type;
    return `[${value.map((inner) => literal(inner, item && isListType(item) ? item.ofType : item)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const fields = named && isInputObjectType(named) ? named.getFields() : {};
    return `{${Object.entries(value)
      .filter(([, inner]) => inner !== MISSING)
      .map(([key, inner]) => `${NAME.test(key) ? key : JSON.stringify(key)}: ${literal(inner, fields[key]?.type)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string') return named && isEnumType(named) && NAME.test(value) ? value : JSON.stringify(value);
  return typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined ? String(value) : JSON.stringify(value);
}

// A small valid selection: the leaf fields, and those of the object fields one level down.
function selectionFor(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) => !field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined));
  const leaves = fields.filter((field) => isLeafType(getNamedType(field.type))).map((field) => field.name);
  const objects = depth < 1 ? fields.filter((field) => !isLeafType(getNamedType(field.type))).map((field) => `${field.name} ${selectionFor(field.type, depth + 1)}`) : [];
  const parts = [...leaves, ...objects];
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

function documentFor({ kind, field }: Operation, { args, inline }: Case): { query: string; variables: Record<string, unknown> } {
  const given = field.args.filter((arg) => args[arg.name] !== MISSING);
  const selection = selectionFor(field.type);
  if (inline) {
    const list = given.map((arg) => `${arg.name}: ${literal(args[arg.name], arg.type)}`).join(', ');
    return { query: `${kind} { ${field.name}${list ? `(${list})` : ''} ${selection} }`, variables: {} };
  }
  const definitions = given.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = given.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return {
    query: `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selection} }`,
    variables: Object.fromEntries(given.map((arg) => [arg.name, present(args[arg.name])])),
  };
}

type AnswerError = { message?: unknown; extensions?: { code?: unknown; reason?: unknown } };

function isKnownException(error: AnswerError): boolean {
  // The books service is unreachable in tests (127.0.0.1:9): its documented failure, 502 over REST.
  if (error.extensions?.code === 'INTERNAL_SERVER_ERROR' && error.extensions.reason === 'UPSTREAM_FAILED') {
    excuse(tally, 'books service unreachable');
    return true;
  }
  return false;
}

async function check(operation: Operation, role: (typeof ROLES)[number], value: Case): Promise<void> {
  const { query, variables } = documentFor(operation, value);
  const req = request(world.t.app).post('/graphql').set('content-type', 'application/json');
  const token = world.tokens[role];
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req.send(JSON.stringify({ query, variables }));
  count(tally, res.status);
  const fail = (why: string) => {
    throw new Error(`${why}\n  query: ${query.slice(0, 400)}\n  variables: ${JSON.stringify(variables).slice(0, 400)}\n  answer ${res.status}: ${res.text.slice(0, 600)}`);
  };
  if (res.status >= 500) fail('a 5xx');
  const body = res.body as { data?: unknown; errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
  if (!body || typeof body !== 'object' || (body.data === undefined && !body.errors?.length)) fail('not a GraphQL answer');
  if (res.status >= 400 && !body.errors?.length) fail('a 4xx without errors');
  for (const error of body.errors ?? []) {
    if (typeof error.message !== 'string') fail('an error without a message');
    if (GRAPHQL_CODES.has(String(error.extensions?.code)) || isKnownException(error)) continue;
    fail(`an error with code ${String(error.extensions?.code)}`);
  }
  const leak = leakIn(JSON.stringify(body.errors ?? [])) ?? (res.status >= 400 ? leakIn(res.text) : undefined);
  if (leak) fail(`leaks ${leak}`);
  if (role === 'anonymous' || role === 'learner') {
    const answer = answerLeakIn(body.data);
    if (answer) fail(`shows a ${role} ${answer}`);
  }
}

const casesFor = (operation: Operation) => {
  const argsOf = (typed: boolean) =>
    fc.record(Object.fromEntries(operation.field.args.map((arg) => [arg.name, valueFor(arg.type, { operation: operation.field.name, argument: arg.name, typed })])));
  return fc.record({
    args: fc.oneof(argsOf(true), argsOf(false)),
    inline: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  });
};

/** Subscribes once over a real socket: what the server answers within 200 ms, and how the socket closed, if it did. */
async function subscribeOnce(wsUrl: string, role: (typeof ROLES)[number], query: string, variables: Record<string, unknown>) {
  const token = world.tokens[role];
  let closeCode: number | undefined;
  const client: Client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    on: { closed: (event) => (closeCode = (event as { code: number }).code) },
  });
  try {
    const answers: unknown[] = [];
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 200);
      const done = (value: unknown) => {
        answers.push(value);
        clearTimeout(timer);
        resolve();
      };
      client.subscribe({ query, variables }, { next: done, error: done, complete: () => resolve() });
    });
    return { answers, closeCode };
  } finally {
    await client.dispose();
  }
}

async function checkSubscription(wsUrl: string, operation: Operation, role: (typeof ROLES)[number], value: Case): Promise<void> {
  const { query, variables } = documentFor(operation, value);
  const { answers, closeCode } = await subscribeOnce(wsUrl, role, query, variables);
  const text = JSON.stringify(answers);
  const fail = (why: string) => {
    throw new Error(`${why}\n  query: ${query.slice(0, 400)}\n  variables: ${JSON.stringify(variables).slice(0, 400)}\n  answers: ${text.slice(0, 600)} (closed: ${String(closeCode)})`);
  };
  // graphql-ws closes with 4500 when the server's own code throws.
  if (closeCode !== undefined && closeCode !== 1000 && closeCode !== 4401) fail(`the socket closed with ${closeCode}`);
  count(wsTally, closeCode ?? (answers.length ? 400 : 200));
  const errors = answers.flatMap((answer) => (Array.isArray(answer) ? answer : ((answer as { errors?: AnswerError[] })?.errors ?? []))) as AnswerError[];
  for (const error of errors) {
    if (typeof error.message !== 'string') fail('an error without a message');
    if (!GRAPHQL_CODES.has(String(error.extensions?.code))) fail(`an error with code ${String(error.extensions?.code)}`);
  }
  const leak = leakIn(text);
  if (leak) fail(`leaks ${leak}`);
}

it(
  'answers every subscription over WebSocket, as every role, with known codes, no leaks and no server error',
  async () => {
    const { wsUrl, stop } = await world.t.listen();
    try {
      const operations = Object.values(schema.getSubscriptionType()!.getFields())
        .map((field) => ({ kind: 'subscription' as const, field }))
        .filter(({ field }) => !FUZZ_ONLY || FUZZ_ONLY === field.name);
      for (const operation of operations) {
        for (const role of ROLES) await fuzzOne(wsTally, operation.field.name, role, casesFor(operation), (value) => checkSubscription(wsUrl, operation, role, value));
      }
      expect(wsTally.failures).toEqual([]);
    } finally {
      await stop();
    }
  },
  120_000 + FUZZ_RUNS * 10_000,
);

it(
  'answers every query and mutation, as every role, with no 5xx, known codes and no leaks',
  async () => {
    const query = schema.getQueryType()!;
    const mutation = schema.getMutationType()!;
    const operations: Operation[] = [
      ...Object.values(query.getFields()).map((field) => ({ kind: 'query' as const, field })),
      ...Object.values(mutation.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
    ]
      // Deleting runs last, so the other operations find the records.
      .sort((a, b) => Number(a.field.name.startsWith('delete')) - Number(b.field.name.startsWith('delete')))
      .filter(({ field }) => !FUZZ_ONLY || FUZZ_ONLY === field.name);
    expect(operations.length).toBeGreaterThan(FUZZ_ONLY ? 0 : 70);
    for (const operation of operations) {
      await world.ensureSignedIn();
      for (const role of ROLES) await fuzzOne(tally, operation.field.name, role, casesFor(operation), (value) => check(operation, role, value));
    }
    expect(tally.failures).toEqual([]);
  },
  Math.max(240_000, FUZZ_RUNS * 90_000),
);

it('is healthy after the run', async () => {
  await expectHealthy(world);
});
