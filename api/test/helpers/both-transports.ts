// One scenario, written once, run as a GraphQL operation and as its REST call (SPEC.md section 7):
// both must answer the same (data, or the same error code and message) and leave the same rows.
//
//   const CREATE: Operation<NewThing> = { graphql: (input) => ({ ... }), rest: (input) => ({ ... }) };
//   bothTransports(() => ctx, [
//     { name: 'creates', as: 'admin', op: CREATE, input: () => ({ title: 'x' }), expect: { data: () => ({ title: 'x' }) }, stored: ... },
//     { name: 'refuses a learner', as: 'learner', op: CREATE, input: ..., expect: { error: 'FORBIDDEN', message: ... } },
//   ]);
//
// Each transport gets a fixture of its own (setup runs once before each), so a write by the first
// cannot be what the second reads.
import { Role } from '../../src/modules/users/role';
import { type ErrorCode, httpStatusOf } from '../../src/shared/errors';
import type { TestApp } from './app';
import { rest } from './rest';

export type Account = { id: string; token: string; email: string; password: string };
export type Who = 'anonymous' | 'learner' | 'tutor' | 'another tutor' | 'admin';
export type Accounts = Record<Exclude<Who, 'anonymous'>, Account>;
export type Context = { t: TestApp; accounts: Accounts };

const NOT_SIGNED_IN = 'You must be logged in to do this.';
const NOT_ALLOWED = 'You do not have permission to do this.';

/** A learner, two tutors and an admin, signed in on `t`. */
export async function signInEveryone(t: TestApp): Promise<Accounts> {
  const [learner, tutor, anotherTutor, admin] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.TUTOR), t.signIn(Role.TUTOR), t.signIn(Role.ADMIN)]);
  return { learner, tutor, 'another tutor': anotherTutor, admin };
}

const tokenOf = ({ accounts }: Context, who: Who): string | undefined => (who === 'anonymous' ? undefined : accounts[who].token);

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are JSON, read by the operation's own view */
type GraphQLCall = {
  query: string;
  variables?: Record<string, unknown>;
  // The answer is data[field].
  field: string;
  // The answer as the scenario compares it (the same view as the REST call's).
  view?: (answer: any) => unknown;
};

type RestCall = {
  method: 'get' | 'post' | 'patch' | 'delete';
  // Under /api.
  path: string;
  body?: unknown;
  // The status of a success.
  status: number;
  // With the answer's headers (X-Total-Count is a list's totalCount).
  view?: (body: any, headers: Record<string, string>) => unknown;
  // The REST names of the fields a GraphQL input names otherwise (fieldErrors are written with the GraphQL names).
  fieldNames?: Record<string, string>;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** One operation in its two spellings, from the one input a scenario gives. */
export type Operation<I> = { graphql: (input: I) => GraphQLCall; rest: (input: I) => RestCall };

export type Refusal = { error: ErrorCode; message: string; fieldErrors?: Record<string, string>; reason?: string };
type Expected<F> = { data: (f: F, ctx: Context) => unknown } | Refusal;

export type Scenario<F, I> = {
  name: string;
  as: Who;
  // Instead of `as`'s token: a caller the setup made (its token).
  token?: (f: F) => string;
  // What the call needs (made once per transport).
  setup?: (ctx: Context) => Promise<F>;
  op: Operation<I>;
  input: (f: F, ctx: Context) => I;
  expect: Expected<F>;
  // The rows the call may change, read the same way after either transport: a success must leave the
  // same after both (so read what the fixture made, not whole tables), a refusal what was there before.
  stored?: (f: F, ctx: Context) => Promise<unknown>;
  // What `stored` must read after a success (else the two transports need only agree).
  storedAfter?: (f: F, ctx: Context) => unknown;
};

// Any scenario or operation, whatever its fixture and input (a table mixes operations).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyScenario = Scenario<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any>;

/** Builds a scenario with its fixture and input types checked against each other. */
export const scenario = <F, I>(s: Scenario<F, I>): Scenario<F, I> => s;

export const refused = (error: ErrorCode, message: string, fieldErrors?: Record<string, string>): Refusal => ({ error, message, ...(fieldErrors && { fieldErrors }) });
export const NOT_SIGNED_IN_REFUSAL = refused('UNAUTHENTICATED', NOT_SIGNED_IN);
export const NOT_ALLOWED_REFUSAL = refused('FORBIDDEN', NOT_ALLOWED);

type Transport = 'graphql' | 'rest';
type Outcome = { data: unknown } | Refusal;

async function viaGraphQL(ctx: Context, call: GraphQLCall, token: string | undefined): Promise<Outcome> {
  const res = await ctx.t.gql(call.query, call.variables, token);
  const error = res.errors?.[0];
  if (error) {
    const { fieldErrors, reason } = error.extensions ?? {};
    return { error: error.extensions?.code as ErrorCode, message: error.message, ...(fieldErrors && { fieldErrors }), ...(reason && { reason }) };
  }
  const answer = res.data?.[call.field];
  return { data: call.view ? call.view(answer) : answer };
}

async function viaRest(ctx: Context, call: RestCall, token: string | undefined): Promise<Outcome> {
  const req = rest(ctx.t, call.method, call.path, token);
  const res = call.body === undefined ? await req : await req.send(call.body as object);
  if (res.status < 400) {
    expect({ [`${call.method.toUpperCase()} ${call.path}`]: res.status }).toEqual({ [`${call.method.toUpperCase()} ${call.path}`]: call.status });
    return { data: call.view ? call.view(res.body, res.headers) : res.body };
  }
  const { error, message, code, fieldErrors, reason, retryAfterSeconds: _retry, ...extra } = res.body as {
    error: string;
    message: string;
    code: ErrorCode;
    fieldErrors?: Record<string, string>;
    reason?: string;
    retryAfterSeconds?: number;
  };
  // The REST error body: `error` and `message` the same words, the status the code's (or its reason's).
  expect({ status: res.status, error, extra }).toEqual({ status: httpStatusOf({ code, reason }), error: message, extra: {} });
  const graphQLName = Object.fromEntries(Object.entries(call.fieldNames ?? {}).map(([gql, restName]) => [restName, gql]));
  const renamed = fieldErrors && Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [graphQLName[field] ?? field, text]));
  return { error: code, message, ...(renamed && { fieldErrors: renamed }), ...(reason && { reason }) };
}

/** Runs `s` through `transport`: asserts its outcome; answers what `stored` reads after it. */
async function runScenario(ctx: Context, s: AnyScenario, transport: Transport): Promise<unknown> {
  const f = s.setup ? await s.setup(ctx) : undefined;
  const before = s.stored ? await s.stored(f, ctx) : undefined;
  const input = s.input(f, ctx);
  const token = s.token ? s.token(f) : tokenOf(ctx, s.as);
  const outcome = transport === 'graphql' ? await viaGraphQL(ctx, s.op.graphql(input), token) : await viaRest(ctx, s.op.rest(input), token);
  const expected: Outcome = 'data' in s.expect ? { data: s.expect.data(f, ctx) } : s.expect;
  expect({ transport, outcome }).toEqual({ transport, outcome: expected });
  const after = s.stored ? await s.stored(f, ctx) : undefined;
  if (!('data' in s.expect)) expect({ transport, storedAfterRefusal: after }).toEqual({ transport, storedAfterRefusal: before });
  else if (s.storedAfter) expect({ transport, stored: after }).toEqual({ transport, stored: s.storedAfter(f, ctx) });
  return after;
}

/**
 * One test per scenario, named "<name> as <who>", running it as GraphQL and then as REST.
 * `context` is read when the test runs (after beforeAll).
 */
export function bothTransports(context: () => Context, scenarios: AnyScenario[]): void {
  const names = scenarios.map((s) => `${s.name} as ${s.as}`);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`scenario names must be unique: ${twice.join(', ')}`);
  it.each(scenarios.map((s, i) => [names[i], s] as const))('%s', async (_name, s) => {
    const ctx = context();
    const viaGql = await runScenario(ctx, s, 'graphql');
    const viaRestCall = await runScenario(ctx, s, 'rest');
    // A refusal was checked against what was there before, a success with storedAfter against that
    // (each transport has rows of its own); else the two must agree.
    if ('data' in s.expect && !s.storedAfter) expect({ storedViaRest: viaRestCall }).toEqual({ storedViaRest: viaGql });
  });
}
