// Scopes of personal access tokens (issue 39): declared once per field or type with @Scope, checked
// once per operation before anything runs (HTTP and WebSocket), on REST routes too; a root field
// without one is for sessions of the web app only. A token never exceeds its user's role, and a
// session of the web app (no token) is not affected at all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Client, createClient } from 'graphql-ws';
import request from 'supertest';
import WebSocket from 'ws';
import { getSchema } from '../src/graphql/schema';
import { isOpenToEveryToken, scopeOf } from '../src/graphql/scope-directive';
import { LACKS_SCOPES, NOT_FOR_API_TOKENS } from '../src/graphql/scopes';
import { NOT_ALLOWED } from '../src/shared/auth/access';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { createActivity, createChapter, publishedQuiz, quizInput } from './helpers/learning';
import { rest } from './helpers/rest';

const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { secret } }`;
const DAY_MS = 24 * 60 * 60 * 1000;

type Account = { id: string; token: string; email: string };
type Failure = { message: string; extensions?: { code?: string; requiredScopes?: string[] } };

let t: TestApp;
let wsUrl: string;
let tutor: Account;
let quizId: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await startTestApp();
  ({ wsUrl } = await t.listen());
  tutor = await t.signIn(Role.TUTOR);
  ({
    quiz: { id: quizId },
  } = await publishedQuiz(t, tutor.token));
});
afterAll(async () => {
  await Promise.all(
    clients.map(async (client) => {
      await client.dispose();
    }),
  );
  await t.close();
});

async function tokenOf(owner: Account, scopes: string[]): Promise<string> {
  const expiresAt = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString();
  const res = await t.gql<{ createPersonalAccessToken: { secret: string } }>(CREATE, { input: { name: 'tool', scopes, expiresAt } }, owner.token);
  expect(res.errors).toBeUndefined();
  return res.data!.createPersonalAccessToken.secret;
}

// What a refusal says: its code, and the scopes it names (absent when the refusal is not about scopes).
const refusalOf = (res: { errors?: Failure[] }) => ({ code: res.errors?.[0]?.extensions?.code, requiredScopes: res.errors?.[0]?.extensions?.requiredScopes });

const ATTEMPTS = `query($quizId: ID!) { quizAttempts(quizId: $quizId) { totalCount nodes { id } } }`;
const MY_ATTEMPTS = `{ myQuizAttempts { nodes { id } } }`;
const ACTIVITIES = `{ activities { nodes { id title poster { name surname } } } }`;

describe('a token reads what its scopes cover', () => {
  it('read:courses reads courses and activities (GraphQL and REST), and is refused results with FORBIDDEN naming read:results', async () => {
    const secret = await tokenOf(tutor, ['read:courses']);
    const courses = await t.gql(`{ courses { nodes { id title } } }`, {}, secret);
    expect(courses.errors).toBeUndefined();
    const activities = await t.gql<{ activities: { nodes: { id: string }[] } }>(ACTIVITIES, {}, secret);
    expect(activities.errors).toBeUndefined();
    expect(activities.data!.activities.nodes.length).toBeGreaterThan(0);
    expect((await rest(t, 'get', '/activities', secret)).status).toBe(200);

    const attempts = await t.gql(ATTEMPTS, { quizId }, secret);
    expect(attempts.status).toBe(403);
    expect(attempts.data).toBeUndefined();
    expect(attempts.errors?.[0]).toEqual({ message: LACKS_SCOPES(['read:results']), extensions: { code: 'FORBIDDEN', requiredScopes: ['read:results'] } });
    expect(refusalOf(await t.gql(MY_ATTEMPTS, {}, secret))).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:results'] });

    const res = await rest(t, 'get', '/quiz-attempts/me', secret);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: LACKS_SCOPES(['read:results']), requiredScopes: ['read:results'] });
    const csv = await rest(t, 'get', `/quizzes/${quizId}/attempts.csv`, secret);
    expect({ status: csv.status, requiredScopes: csv.body.requiredScopes }).toEqual({ status: 403, requiredScopes: ['read:results'] });
  });

  it('lets introspection through for any token', async () => {
    const secret = await tokenOf(tutor, ['read:courses']);
    const res = await t.gql(`{ __typename __schema { queryType { name } } __type(name: "QuizAttempt") { name fields { name } } }`, {}, secret);
    expect(res.errors).toBeUndefined();
  });

  it('refuses the whole operation when one field is out of scope, naming every missing scope once, sorted', async () => {
    const secret = await tokenOf(tutor, ['read:courses']);
    const res = await t.gql(`query($quizId: ID!) { courses { totalCount } me { id } quizAttempts(quizId: $quizId) { totalCount } again: quizAttempts(quizId: $quizId) { totalCount } }`, { quizId }, secret);
    expect(res.data).toBeUndefined();
    expect(refusalOf(res)).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:results', 'read:users'] });
  });

  it('a write: or admin: scope reads what it writes (createQuiz { id title } needs nothing more), not other things', async () => {
    const secret = await tokenOf(tutor, ['write:quizzes']);
    const chapter = await createChapter(t, tutor.token, (await createActivity(t, tutor.token)).id);
    const made = await t.gql(`mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id title } }`, { chapterId: chapter.id, input: quizInput() }, secret);
    expect(made.errors).toBeUndefined();
    // An activity it makes is course data: reading it back needs read:courses.
    const activity = `mutation { createActivity(input: { title: "By a tool", description: "Made with a token" }) { id } }`;
    expect(refusalOf(await t.gql(activity, {}, secret))).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:courses'] });
    expect((await t.gql(activity, {}, await tokenOf(tutor, ['write:quizzes', 'read:courses']))).errors).toBeUndefined();
    // write:quizzes does not read results.
    expect(refusalOf(await t.gql(ATTEMPTS, { quizId }, secret))).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:results'] });
  });
});

describe('reads shared by everyone', () => {
  it('a read anyone may make signed out (the catalogue) is answered to a token whatever its scopes, on every path', async () => {
    const secret = await tokenOf(tutor, ['read:results']);
    const CATALOGUE = `{ courses(first: 3) { totalCount nodes { id title } } }`;
    // The JSON path (it does not read the token for such a read), Apollo's own path (GET), and REST.
    expect((await t.gql(CATALOGUE, {}, secret)).errors).toBeUndefined();
    const viaGet = await request(t.app).get('/graphql').query({ query: CATALOGUE }).set('apollo-require-preflight', 'true').set('authorization', `Bearer ${secret}`);
    expect({ status: viaGet.status, errors: viaGet.body.errors }).toEqual({ status: 200, errors: undefined });
    expect((await rest(t, 'get', '/course?limit=2', secret)).status).toBe(200);
    // Not a read for members only: opportunities need read:courses.
    const members = await request(t.app).get('/graphql').query({ query: `{ opportunities { totalCount } }` }).set('apollo-require-preflight', 'true').set('authorization', `Bearer ${secret}`);
    expect(members.body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:courses'] });
  });

  it('a read for any member, kept in the read cache, is not served to a token outside its scope', async () => {
    const OPPORTUNITIES = `{ opportunities(first: 2) { totalCount nodes { id } } }`;
    // A session's reads fill the cache (the second is a hit).
    expect((await t.gql(OPPORTUNITIES, {}, tutor.token)).errors).toBeUndefined();
    expect((await t.gql(OPPORTUNITIES, {}, tutor.token)).errors).toBeUndefined();
    const secret = await tokenOf(tutor, ['read:results']);
    expect(refusalOf(await t.gql(OPPORTUNITIES, {}, secret))).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:courses'] });
    expect((await t.gql(OPPORTUNITIES, {}, await tokenOf(tutor, ['read:courses']))).errors).toBeUndefined();
  });
});

describe('a token never exceeds its role', () => {
  const UPDATE = `mutation($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id role } }`;
  const promote = async (token: string) => {
    const target = await t.signIn(Role.USER);
    const res = await t.gql<{ updateUser: { role: string } }>(UPDATE, { id: target.id, input: { name: 'Test', surname: 'user', email: target.email, role: 'TUTOR' } }, token);
    return { res, target };
  };

  it("a learner's token with admin:users cannot change a role: FORBIDDEN by the role rule", async () => {
    const learner = await t.signIn(Role.USER);
    const secret = await tokenOf(learner, ['admin:users']);
    const { res } = await promote(secret);
    expect(res.errors?.[0]).toMatchObject({ message: NOT_ALLOWED, extensions: { code: 'FORBIDDEN' } });
    expect(refusalOf(res).requiredScopes).toBeUndefined();
    const target = await t.signIn(Role.USER);
    const patch = await request(t.app)
      .patch(`/api/users/${target.id}`)
      .set('authorization', `Bearer ${secret}`)
      .send({ name: 'Test', surname: 'user', email: target.email, role: 'tutor' });
    expect({ status: patch.status, message: patch.body.message }).toEqual({ status: 403, message: NOT_ALLOWED });
  });

  it("an admin's token needs admin:users to change a role (read:* is not enough); with it, it can", async () => {
    const admin = await t.signIn(Role.ADMIN);
    const reader = await tokenOf(admin, ['read:*']);
    const refused = await promote(reader);
    expect(refusalOf(refused.res)).toEqual({ code: 'FORBIDDEN', requiredScopes: ['admin:users'] });
    expect((await t.gql<{ users: { nodes: { id: string; role: string }[] } }>(`{ users(search: "${refused.target.email}") { nodes { id role } } }`, {}, admin.token)).data!.users.nodes[0].role).toBe('USER');
    const patch = await request(t.app)
      .patch(`/api/users/${refused.target.id}`)
      .set('authorization', `Bearer ${reader}`)
      .send({ name: 'Test', surname: 'user', email: refused.target.email, role: 'tutor' });
    expect({ status: patch.status, requiredScopes: patch.body.requiredScopes }).toEqual({ status: 403, requiredScopes: ['admin:users'] });

    const adminToken = await tokenOf(admin, ['admin:users']);
    const { res } = await promote(adminToken);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateUser.role).toBe('TUTOR');
  });
});

describe('nesting cannot reach past a scope', () => {
  it('an account e-mail reached from an activity needs read:users; the poster\'s name does not', async () => {
    const secret = await tokenOf(tutor, ['read:courses']);
    expect((await t.gql(ACTIVITIES, {}, secret)).errors).toBeUndefined();
    const email = await t.gql(`{ activities { nodes { id poster { name email } } } }`, {}, secret);
    expect(refusalOf(email)).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:users'] });
    // Through a fragment, and an inline fragment, alike.
    const viaFragment = await t.gql(`query { activities { nodes { ...Poster } } } fragment Poster on Activity { ... on Activity { poster { email } } }`, {}, secret);
    expect(refusalOf(viaFragment)).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:users'] });
  });

  it("an activity's quizzes need read:quizzes, and a quiz's own attempt read:results", async () => {
    const courses = await tokenOf(tutor, ['read:courses']);
    const nested = `{ activities { nodes { chapters { nodes { quizzes { nodes { id title } } } } } } }`;
    expect(refusalOf(await t.gql(nested, {}, courses))).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:quizzes'] });
    const quizzes = await tokenOf(tutor, ['read:quizzes']);
    expect((await t.gql(`query($id: ID!) { quiz(id: $id) { id title } }`, { id: quizId }, quizzes)).errors).toBeUndefined();
    // The quiz's chapter is course data; its attempt a result.
    expect(refusalOf(await t.gql(`query($id: ID!) { quiz(id: $id) { id chapter { title } } }`, { id: quizId }, quizzes))).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:courses'] });
    expect(refusalOf(await t.gql(`query($id: ID!) { quiz(id: $id) { id myAttempt { id } } }`, { id: quizId }, quizzes))).toEqual({ code: 'FORBIDDEN', requiredScopes: ['read:results'] });
  });
});

describe('read:*', () => {
  it('reads everything readable, and no mutation', async () => {
    const secret = await tokenOf(tutor, ['read:*']);
    const everything = await t.gql(
      `query($quizId: ID!) {
        me { id email }
        courses { totalCount }
        activities { nodes { poster { email } chapters { nodes { quizzes { nodes { title myAttempt { id } } } } } } }
        quizAttempts(quizId: $quizId) { totalCount }
        questionBank { totalCount }
        tutorDashboard { __typename }
      }`,
      { quizId },
      secret,
    );
    expect(everything.errors).toBeUndefined();
    const create = await t.gql(`mutation { createActivity(input: { title: "No", description: "Not with read:*" }) { id } }`, {}, secret);
    expect(create.data).toBeUndefined();
    expect(refusalOf(create)).toEqual({ code: 'FORBIDDEN', requiredScopes: ['write:quizzes'] });
    expect((await rest(t, 'post', '/activities', secret).send({ title: 'No', description: 'Not with read:*' })).body.requiredScopes).toEqual(['write:quizzes']);
    // Nothing was made.
    const mine = await t.gql<{ myActivities: { nodes: { title: string }[] } }>(`{ myActivities { nodes { title } } }`, {}, tutor.token);
    expect(mine.data!.myActivities.nodes.map((node) => node.title)).not.toContain('No');
  });
});

describe('root fields without a scope are for sessions of the web app only', () => {
  it('refuses them to any token, on GraphQL and REST, naming the field', async () => {
    const secret = await tokenOf(tutor, ['read:*', 'write:quizzes', 'read:users']);
    const mint = await t.gql(`mutation { createPersonalAccessToken(input: { name: "x", scopes: ["read:*"], expiresAt: "2999-01-01T00:00:00Z" }) { secret } }`, {}, secret);
    expect(mint.errors?.[0]).toEqual({
      message: NOT_FOR_API_TOKENS(['Mutation.createPersonalAccessToken']),
      extensions: { code: 'FORBIDDEN', requiredScopes: [] },
    });
    const password = await t.gql(`mutation { changePassword(input: { currentPassword: "secret123", newPassword: "another-one-1" }) { id } }`, {}, secret);
    expect(refusalOf(password)).toEqual({ code: 'FORBIDDEN', requiredScopes: [] });
    expect(refusalOf(await t.gql(`{ personalAccessTokens { id } }`, {}, secret))).toEqual({ code: 'FORBIDDEN', requiredScopes: [] });
    const logout = await rest(t, 'post', '/users/logout', secret);
    expect({ status: logout.status, message: logout.body.message, requiredScopes: logout.body.requiredScopes }).toEqual({
      status: 403,
      message: NOT_FOR_API_TOKENS(['POST /api/users/logout']),
      requiredScopes: [],
    });
  });

  it('a session of the web app is not affected: every field its role allows, mutations included', async () => {
    expect((await t.gql(ATTEMPTS, { quizId }, tutor.token)).errors).toBeUndefined();
    expect((await t.gql(`{ personalAccessTokens { id } me { email } activities { nodes { poster { email } } } }`, {}, tutor.token)).errors).toBeUndefined();
    const chapter = await createChapter(t, tutor.token, (await createActivity(t, tutor.token)).id);
    expect(chapter.id).toBeTruthy();
    expect((await rest(t, 'get', `/quizzes/${quizId}/attempts.csv`, tutor.token)).status).toBe(200);
  });
});

describe('the WebSocket', () => {
  function connect(token: string): Client {
    const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: false, onNonLazyError: () => undefined });
    clients.push(client);
    return client;
  }
  // The errors a subscription was refused with (graphql-ws hands them to `error`).
  const refusedWith = (client: Client, query: string, variables: Record<string, unknown> = {}) =>
    new Promise<Failure[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('not refused within 3 s')), 3_000);
      const settle = (then: () => void) => {
        clearTimeout(timer);
        then();
      };
      client.subscribe(
        { query, variables },
        {
          next: () => settle(() => reject(new Error('an event came'))),
          error: (errors) => settle(() => resolve(errors as Failure[])),
          complete: () => settle(() => reject(new Error('completed'))),
        },
      );
    });

  it('refuses a subscription outside the token\'s scopes, as over HTTP', async () => {
    const secret = await tokenOf(tutor, ['read:courses']);
    const [error] = await refusedWith(connect(secret), `subscription($quizId: ID!) { quizAttemptSubmitted(quizId: $quizId) { attempt { id } } }`, { quizId });
    expect(error).toEqual({ message: LACKS_SCOPES(['read:results']), extensions: { code: 'FORBIDDEN', requiredScopes: ['read:results'] } });
    const admin = await t.signIn(Role.ADMIN);
    const [sessionOnly] = await refusedWith(connect(await tokenOf(admin, ['read:*'])), `subscription { contactMessageReceived { id } }`);
    expect(sessionOnly.extensions).toEqual({ code: 'FORBIDDEN', requiredScopes: [] });
  });
});

describe('one declaration per root field', () => {
  // Root fields no API token may use: signing in and out, accounts' own secrets and settings, tokens,
  // the admins' contact inbox and dashboard, a learner's own study and quiz-taking actions, the books
  // proxy, the development mailbox, and writes to courses, opportunities and papers (no scope covers them).
  const SESSION_ONLY = [
    'Query.adminDashboard',
    'Query.apiScopes',
    'Query.contactMessage',
    'Query.contactMessages',
    'Query.devMail',
    'Query.devMailbox',
    'Query.myStudySettings',
    'Query.personalAccessTokens',
    'Query.searchBooks',
    'Mutation.changePassword',
    'Mutation.confirmSignup',
    'Mutation.createCourse',
    'Mutation.createOpportunity',
    'Mutation.createPersonalAccessToken',
    'Mutation.deleteContactMessage',
    'Mutation.deleteCourse',
    'Mutation.deleteOpportunity',
    'Mutation.deletePaper',
    'Mutation.login',
    'Mutation.logout',
    'Mutation.replyToContactMessage',
    'Mutation.requestPasswordReset',
    'Mutation.resetPassword',
    'Mutation.retryContactReplyDelivery',
    'Mutation.reviewCard',
    'Mutation.revokePersonalAccessToken',
    'Mutation.saveQuizAnswers',
    'Mutation.sendContactMessage',
    'Mutation.signup',
    'Mutation.startQuizAttempt',
    'Mutation.submitQuizAttempt',
    'Mutation.updateCourse',
    'Mutation.updateOpportunity',
    'Mutation.updatePaper',
    'Mutation.updateProfile',
    'Mutation.updateStudySettings',
    'Mutation.uploadPaper',
    'Subscription.contactMessageReceived',
    'Subscription.contactReplyDeliveryChanged',
  ];

  const rootFields = () => {
    const schema = getSchema();
    return [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!].flatMap((type) =>
      Object.values(type.getFields()).map((field) => ({ name: `${type.name}.${field.name}`, field: field.name, scope: isOpenToEveryToken(field) ? 'every token' : scopeOf(field, type) })),
    );
  };

  it('every root field declares a scope or is listed here as session only (a new field must be decided on)', () => {
    const undeclared = rootFields().filter((root) => !root.scope).map((root) => root.name);
    expect(undeclared.sort()).toEqual([...SESSION_ONLY].sort());
  });

  it("the README's list of root fields by scope is the schema's", () => {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    const section = /<!-- api-scopes:start -->([\s\S]*?)<!-- api-scopes:end -->/.exec(readme)?.[1] ?? '';
    const listed: Record<string, string[]> = {};
    for (const [, scope, fields] of section.matchAll(/^- `([^`]+)`[^:]*: (.+)$/gm)) listed[scope] = fields.split(', ').map((field) => field.replace(/`/g, '')).sort();
    const fromSchema: Record<string, string[]> = {};
    for (const root of rootFields()) (fromSchema[root.scope ?? 'session only'] ??= []).push(root.field);
    for (const fields of Object.values(fromSchema)) fields.sort();
    expect(listed).toEqual(fromSchema);
  });
});
