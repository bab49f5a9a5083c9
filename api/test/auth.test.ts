import jwt from 'jsonwebtoken';
import { printSchemaFile } from '../src/graphql/schema';
import { Role } from '../src/modules/users/role';
import { signupAccepted } from '../src/modules/auth/signup.service';
import { startTestApp, type TestApp } from './helpers/app';
import { signupTokenFor } from './helpers/signup';

const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) { email message } }`;
const CONFIRM = `mutation Confirm($token: String!) { confirmSignup(token: $token) { id name surname email role token } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { id email role token } }`;
const ME = `{ me { id email role name surname } }`;
const USERS = `{ users { totalCount nodes { id email } } }`;

type Session = { id: string; name: string; surname: string; email: string; role: string; token: string };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signup = (input: Record<string, unknown>) => t.gql<{ signup: { email: string; message: string } }>(SIGNUP, { input });
const confirm = (token: string) => t.gql<{ confirmSignup: Session }>(CONFIRM, { token });
// Both steps: the signup, then its mailed link.
const signedUp = async (input: Record<string, unknown>): Promise<Session> => {
  const asked = await signup(input);
  expect(asked.errors).toBeUndefined();
  const done = await confirm(await signupTokenFor(t.db.dataSource, asked.data!.signup.email));
  expect(done.errors).toBeUndefined();
  return done.data!.confirmSignup;
};
const login = (input: Record<string, unknown>) => t.gql<{ login: Session }>(LOGIN, { input });
const valid = (email: string) => ({ name: 'Jane', surname: 'Doe', email, password: 'secret12' });

describe('signup', () => {
  it('mails a link that creates the learner and returns a working session', async () => {
    const res = await signup({ ...valid('  Jane.Doe@Example.com  '), name: '  Jane ' });
    expect(res.data!.signup).toEqual({ email: 'jane.doe@example.com', message: signupAccepted('jane.doe@example.com') });
    // No account until the link is followed.
    expect(await t.services.users.findCredentials('jane.doe@example.com')).toBeNull();
    const session = (await confirm(await signupTokenFor(t.db.dataSource, 'jane.doe@example.com'))).data!.confirmSignup;
    expect(session).toMatchObject({ name: 'Jane', surname: 'Doe', email: 'jane.doe@example.com', role: 'USER' });
    expect(session.token).toEqual(expect.any(String));
    const me = await t.gql<{ me: Session }>(ME, {}, session.token);
    expect(me.data!.me).toMatchObject({ id: session.id, role: 'USER' });
  });

  it.each([
    ['name', { name: '' }],
    ['surname', { surname: '   ' }],
    ['email', { email: '' }],
    ['password', { password: '' }],
  ])('requires %s', async (field, patch) => {
    const res = await signup({ ...valid(`req-${field}@example.com`), ...patch });
    expect(res.errors![0]).toMatchObject({
      message: 'All fields are required',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: 'All fields are required' } },
    });
  });

  it('lists every missing field at once', async () => {
    const res = await signup({ name: '', surname: '', email: '', password: '' });
    expect(Object.keys(res.errors![0].extensions!.fieldErrors!).sort()).toEqual(['email', 'name', 'password', 'surname']);
  });

  it.each(['plainaddress', 'a@b', 'no spaces@example.com', '@example.com'])('refuses the email "%s"', async (email) => {
    const res = await signup(valid(email));
    expect(res.errors![0]).toMatchObject({
      message: 'Please enter a valid email address',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Please enter a valid email address' } },
    });
  });

  it('needs a password of at least 8 characters', async () => {
    const short = await signup({ ...valid('short@example.com'), password: '1234567' });
    expect(short.errors![0]).toMatchObject({ message: 'Password must be at least 8 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const eight = await signup({ ...valid('eight@example.com'), password: '12345678' });
    expect(eight.errors).toBeUndefined();
  });

  it('cannot choose a role', async () => {
    const res = await signup({ ...valid('sneaky@example.com'), role: 'ADMIN' });
    expect(res.status).toBe(400);
    expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(await t.services.users.findCredentials('sneaky@example.com')).toBeNull();
  });

  it('answers an address already taken, whatever its case, exactly as a free one, and changes nothing', async () => {
    const owner = await signedUp(valid('taken@example.com'));
    const again = await signup({ ...valid(' TAKEN@example.COM'), password: 'other-password' });
    const free = await signup(valid('free@example.com'));
    expect(again.errors).toBeUndefined();
    expect(again.data!.signup).toEqual({ email: 'taken@example.com', message: signupAccepted('taken@example.com') });
    expect(again.data!.signup.message.replace('taken@', 'free@')).toBe(free.data!.signup.message);
    // The owner's password is unchanged, and no second link was made for the address.
    expect((await login({ email: 'taken@example.com', password: 'secret12' })).data!.login.id).toBe(owner.id);
    const [{ count }] = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM pending_signups WHERE email = 'taken@example.com'`);
    expect(count).toBe(1);
  });

  it('stores exactly one account when the links of racing signups are all followed at once', async () => {
    await Promise.all(Array.from({ length: 5 }, () => signup(valid('race@example.com'))));
    const tokens: { body: string }[] = await t.db.dataSource.query(`SELECT body FROM email_outbox WHERE kind = 'signup-confirm' AND to_address = 'race@example.com'`);
    expect(tokens).toHaveLength(5);
    const results = await Promise.all(tokens.map(({ body }) => confirm(body.match(/#token=([\w-]+)/)![1])));
    expect(results.filter((r) => r.data?.confirmSignup).length).toBe(1);
    const [{ count }] = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE lower(email) = 'race@example.com'`);
    expect(count).toBe(1);
  });
});

describe('login', () => {
  beforeAll(async () => {
    await signedUp(valid('login@example.com'));
  });

  it('signs in with the right password, whatever the email case', async () => {
    const res = await login({ email: ' LOGIN@example.com ', password: 'secret12' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.login).toMatchObject({ email: 'login@example.com', role: 'USER' });
  });

  it('requires email and password', async () => {
    for (const input of [{ email: '', password: 'x' }, { email: 'login@example.com', password: '' }]) {
      const res = await login(input);
      expect(res.errors![0]).toMatchObject({ message: 'Email and password are required', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const wrong = await login({ email: 'login@example.com', password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'secret12' });
    for (const res of [wrong, unknown]) {
      expect(res.data).toBeNull();
      expect(res.errors![0]).toMatchObject({ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('passwords', () => {
  it('are stored as argon2id hashes with OWASP parameters', async () => {
    await signedUp(valid('hash@example.com'));
    const [{ password_hash }] = await t.db.dataSource.query(`SELECT password_hash FROM users WHERE email = 'hash@example.com'`);
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('are never returned by the schema nor written to the logs', async () => {
    const secret = 'Sup3r-Secret-Passw0rd';
    t.logs.length = 0;
    await signedUp({ ...valid('logs@example.com'), password: secret });
    await login({ email: 'logs@example.com', password: secret });
    await login({ email: 'logs@example.com', password: `${secret}-wrong` });
    expect(t.logs.length).toBeGreaterThan(0);
    expect(t.logs.join('\n')).not.toContain(secret);
    const fields = await t.gql<{ __type: { fields: { name: string }[] } }>(`{ __type(name: "User") { fields { name } } }`);
    expect(fields.data!.__type.fields.map((f) => f.name).join(',')).not.toMatch(/password/i);
  });
});

describe('tokens', () => {
  it('are HS256 JWTs that expire', async () => {
    const { token } = await signedUp(valid('jwt@example.com'));
    const decoded = jwt.decode(token, { complete: true })!;
    expect(decoded.header.alg).toBe('HS256');
    const payload = decoded.payload as jwt.JwtPayload;
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('are refused once expired', async () => {
    const { id } = await signedUp(valid('expired@example.com'));
    const expired = jwt.sign({ ver: 0, exp: Math.floor(Date.now() / 1000) - 10 }, t.config.jwtSecret, { algorithm: 'HS256', subject: id });
    const res = await t.gql(ME, {}, expired);
    expect(res.errors![0]).toMatchObject({
      message: 'Your session has expired. Please log in again.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'TOKEN_EXPIRED' },
    });
  });

  it('are refused when signed with another secret or no algorithm', async () => {
    const { id } = await signedUp(valid('forged@example.com'));
    const forged = jwt.sign({ ver: 0 }, 'another-secret-that-is-long-enough-to-sign', { algorithm: 'HS256', subject: id });
    const unsigned = jwt.sign({ ver: 0 }, '', { algorithm: 'none', subject: id });
    for (const token of [forged, unsigned, 'not-a-token']) {
      const res = await t.gql(ME, {}, token);
      expect(res.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' });
    }
  });

  it('are revoked by a role change', async () => {
    const learner = await t.signIn(Role.USER);
    expect((await t.gql(ME, {}, learner.token)).errors).toBeUndefined();
    await t.services.users.setRole(learner.id, Role.TUTOR);
    const res = await t.gql(ME, {}, learner.token);
    expect(res.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_REVOKED' });
    // Logging in again gives a token carrying the new role.
    const again = await login({ email: learner.email, password: learner.password });
    expect(again.data!.login.role).toBe('TUTOR');
  });

  it('are revoked when the account is deleted', async () => {
    const learner = await t.signIn(Role.USER);
    await t.db.dataSource.query('DELETE FROM users WHERE id = $1', [learner.id]);
    const res = await t.gql(ME, {}, learner.token);
    expect(res.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_REVOKED' });
  });

  it('are revoked by revokeTokens (password change)', async () => {
    const learner = await t.signIn(Role.USER);
    await t.services.auth.revokeTokens(learner.id);
    expect((await t.gql(ME, {}, learner.token)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('roles', () => {
  it('answer UNAUTHENTICATED to anonymous callers', async () => {
    for (const query of [ME, USERS]) {
      const res = await t.gql(query);
      expect(res.errors![0]).toMatchObject({ message: 'You must be logged in to do this.', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('answer FORBIDDEN to a signed-in user without the role', async () => {
    for (const role of [Role.USER, Role.TUTOR]) {
      const { token } = await t.signIn(role);
      const res = await t.gql(USERS, {}, token);
      expect(res.errors![0]).toMatchObject({ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } });
      expect(res.data).toBeNull();
    }
  });

  it('let an admin through', async () => {
    const { token } = await t.signIn(Role.ADMIN);
    const res = await t.gql<{ users: { totalCount: number; nodes: unknown[] } }>(USERS, {}, token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.users.totalCount).toBeGreaterThan(0);
    expect(res.data!.users.nodes.length).toBeGreaterThan(0);
  });

  it('are declared in the schema for third-party tools', async () => {
    const sdl = printSchemaFile();
    // The role rule, then what an API token needs (@scope, api-token-scopes.test.ts).
    expect(sdl).toMatch(/me: User! @auth @scope\(requires: "read:users"\)\n/);
    // The arguments' descriptions hold parentheses: up to the line that closes the argument list.
    expect(sdl).toMatch(/\n {2}users\([\s\S]*?\n {2}\): UserConnection! @auth\(requires: \[ADMIN\]\) @scope\(requires: "read:users"\)\n/);
  });
});

// Found by the fuzzer: PostgreSQL cannot store NUL, which failed as a masked INTERNAL_SERVER_ERROR.
describe('text with a NUL character', () => {
  it('is refused as BAD_USER_INPUT in variables and in the document, creating no account', async () => {
    const inVariables = await signup({ name: 'Ada', surname: '\u0000', email: 'nul-variable@example.com', password: 'secret123' });
    expect(inVariables.status).toBe(400);
    expect(inVariables.errors).toEqual([{ message: 'Text cannot contain the NUL character (U+0000)', extensions: { code: 'BAD_USER_INPUT' } }]);
    const inline = await t.gql('mutation { signup(input: {name: "Ada", surname: "a\\u0000b", email: "nul-inline@example.com", password: "secret123"}) { email } }');
    expect(inline.status).toBe(400);
    expect(inline.errors).toEqual([expect.objectContaining({ message: 'Text cannot contain the NUL character (U+0000)', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
    expect(await t.db.dataSource.query(`SELECT 1 FROM users WHERE email LIKE 'nul-%' UNION ALL SELECT 1 FROM pending_signups WHERE email LIKE 'nul-%'`)).toEqual([]);
  });
});
