// A stolen session is not a permanent takeover: logout revokes the token on the server
// (both transports; every instance reads the same table), tokens carry and must carry our issuer and
// audience, and changing the e-mail needs the current password and tells the old address.
import jwt from 'jsonwebtoken';
import request from 'supertest';
import WebSocket from 'ws';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/shared/auth/tokens';
import { EMAIL_CHANGED_SUBJECT } from '../src/modules/mail/mail.templates';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

const ME = `{ me { id email } }`;
const LOGOUT = `mutation { logout }`;
const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { id email name } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const meCode = async (token: string) => (await t.gql(ME, {}, token)).errors?.[0]?.extensions;
// A REST call that needs a session (logout itself: only refused tokens are sent to it here).
const restMe = (token: string) => request(t.app).post('/api/users/logout').set('authorization', `Bearer ${token}`);

describe('logout', () => {
  it('through GraphQL refuses that token from then on (GraphQL and REST), not the same user’s other sessions', async () => {
    const user = await t.signIn(Role.USER);
    const other = await t.services.auth.login({ email: user.email, password: user.password }, { ip: '10.9.9.9' });
    expect(await meCode(user.token)).toBeUndefined();
    const res = await t.gql<{ logout: boolean }>(LOGOUT, {}, user.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.logout).toBe(true);
    expect(await meCode(user.token)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_REVOKED' });
    const rest = await request(t.app).post('/api/users/logout').set('authorization', `Bearer ${user.token}`);
    expect(rest.status).toBe(401);
    expect(await meCode(other.token)).toBeUndefined();
  });

  it('through REST (POST /api/users/logout) refuses that token from then on', async () => {
    const user = await t.signIn(Role.TUTOR);
    const res = await request(t.app).post('/api/users/logout').set('authorization', `Bearer ${user.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    expect(await meCode(user.token)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await t.gql(LOGOUT, {}, user.token)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the token to live updates too: a new socket (4401) and the checks before each event', async () => {
    const user = await t.signIn(Role.ADMIN);
    await t.gql(LOGOUT, {}, user.token);
    const [viewer] = await t.services.auth.authenticateMany([user.token]);
    expect(viewer.authError).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_REVOKED' });
    const { wsUrl } = await t.listen();
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${user.token}` } })));
    expect(await closed).toBe(4401);
  });

  it('needs a session', async () => {
    expect((await t.gql(LOGOUT)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await request(t.app).post('/api/users/logout')).status).toBe(401);
  });

  it('is refused on a second instance sharing the database', async () => {
    const second = await startTestApp({ jwtSecret: t.config.jwtSecret }, { database: t.db });
    try {
      const user = await t.signIn(Role.USER);
      expect((await second.gql(ME, {}, user.token)).errors).toBeUndefined();
      await t.gql(LOGOUT, {}, user.token);
      expect((await second.gql(ME, {}, user.token)).errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_REVOKED' });
    } finally {
      await second.close();
    }
  });

  it('keeps a revoked token’s row until the token expires, then prunes it on a later logout', async () => {
    const first = await t.signIn(Role.USER);
    await t.gql(LOGOUT, {}, first.token);
    const { jti } = jwt.decode(first.token) as jwt.JwtPayload;
    const rows = () => t.db.dataSource.query(`SELECT jti FROM revoked_tokens WHERE jti = $1`, [jti]);
    expect(await rows()).toHaveLength(1);
    const second = await t.signIn(Role.USER);
    t.clock.advance(60 * 60 * 1000 + 1000);
    await t.gql(LOGOUT, {}, second.token);
    expect(await rows()).toHaveLength(0);
  });
});

describe('issuer and audience', () => {
  it('are set on the tokens given', async () => {
    const user = await t.signIn(Role.USER);
    expect(jwt.decode(user.token)).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, jti: expect.any(String) });
  });

  it('are required: a token without them, or with other ones, is UNAUTHENTICATED', async () => {
    const user = await t.signIn(Role.USER);
    const sign = (options: jwt.SignOptions) =>
      jwt.sign({ ver: 0 }, t.config.jwtSecret, { algorithm: 'HS256', subject: user.id, jwtid: crypto.randomUUID(), expiresIn: '1h', ...options });
    const good = sign({ issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
    expect(await meCode(good)).toBeUndefined();
    for (const token of [
      sign({}),
      sign({ issuer: TOKEN_ISSUER }),
      sign({ audience: TOKEN_AUDIENCE }),
      sign({ issuer: 'someone-else', audience: TOKEN_AUDIENCE }),
      sign({ issuer: TOKEN_ISSUER, audience: 'another-api' }),
    ]) {
      expect(await meCode(token)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' });
      expect((await restMe(token)).status).toBe(401);
    }
  });
});

describe('changing the e-mail', () => {
  const input = (who: { email: string }, patch: Record<string, unknown>) => ({ name: 'Jane', surname: 'Doe', email: who.email, ...patch });
  const mailsTo = (address: string) => t.db.dataSource.query(`SELECT subject, body FROM email_outbox WHERE kind = 'email-changed' AND to_address = $1`, [address]);

  it.each([
    ['without the current password', {}, 'Enter your current password to change your e-mail address'],
    ['with a wrong one', { currentPassword: 'not-my-password' }, 'Your current password is incorrect'],
  ])('is refused %s, changing nothing', async (_case, patch, message) => {
    const user = await t.signIn(Role.USER);
    const res = await t.gql(UPDATE, { input: input(user, { ...patch, email: `taken-over-${user.id}@example.com`, name: 'Mallory' }) }, user.token);
    expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { currentPassword: message } });
    const stored = await t.services.users.getById(user.id);
    expect({ email: stored.email, name: stored.name }).toEqual({ email: user.email, name: 'Test' });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('with the right password changes it and mails the old address', async () => {
    const user = await t.signIn(Role.USER);
    const email = `new-${user.id}@example.com`;
    const res = await t.gql<{ updateProfile: { email: string } }>(UPDATE, { input: input(user, { email, currentPassword: user.password }) }, user.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfile.email).toBe(email);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe(EMAIL_CHANGED_SUBJECT);
    expect(mail.body).toContain(email);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('needs no password when the e-mail stays the same', async () => {
    const user = await t.signIn(Role.USER);
    const res = await t.gql<{ updateProfile: { name: string } }>(UPDATE, { input: input(user, { name: 'Renamed' }) }, user.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfile.name).toBe('Renamed');
    expect(await mailsTo(user.email)).toHaveLength(0);
  });
});
