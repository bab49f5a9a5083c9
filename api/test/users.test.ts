import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

const USERS = `query($search: String, $first: Int, $after: String) {
  users(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id email role } }
}`;

type UserList = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { id: string; email: string; role: string }[] };
const UPDATE = `mutation($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id name surname email role } }`;
const DELETE = `mutation($id: ID!) { deleteUser(id: $id) }`;
const PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { id name surname email role bio location website phone } }`;
const PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { id token } }`;
const ME = `{ me { id role } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { guardPublicReads: true });
});
afterAll(() => t.close());

const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('user management (admin)', () => {
  it('lists users with totalCount, oldest first, searchable, paged and bounded', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const person = await t.signIn(Role.USER, { email: 'Findable.Person@example.com' });
    const all = await t.gql<{ users: UserList }>(USERS, {}, admin.token);
    expect(all.data!.users.totalCount).toBeGreaterThanOrEqual(2);
    const found = await t.gql<{ users: UserList }>(USERS, { search: 'findable.PERSON' }, admin.token);
    expect(found.data!.users).toEqual({
      totalCount: 1,
      pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
      nodes: [expect.objectContaining({ email: 'findable.person@example.com' })],
    });
    // Paging one at a time from the admin (just before the person) reaches the person next.
    const total = all.data!.users.totalCount;
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < total; i++) {
      const page: { data?: { users: UserList } | null } = await t.gql<{ users: UserList }>(USERS, { first: 1, after }, admin.token);
      seen.push(...page.data!.users.nodes.map((user) => user.id));
      expect(page.data!.users.pageInfo.hasNextPage).toBe(i < total - 1);
      after = page.data!.users.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(-2)).toEqual([admin.id, person.id]);
    expect((await t.gql<{ users: UserList }>(USERS, { first: total }, admin.token)).data!.users.nodes.map((user) => user.id)).toEqual(seen);
    expect((await t.gql(USERS, { first: 101 }, admin.token)).errors![0]).toMatchObject({
      message: 'first must be a whole number from 1 to 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('edits name, surname, email and role; the role change revokes old tokens', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const learner = await t.signIn(Role.USER);
    const res = await t.gql(UPDATE, { id: learner.id, input: { name: ' New ', surname: 'Name', email: 'new.name@example.com', role: 'TUTOR' } }, admin.token);
    expect(res.data).toEqual({ updateUser: { id: learner.id, name: 'New', surname: 'Name', email: 'new.name@example.com', role: 'TUTOR' } });
    expect(codeOf(await t.gql(ME, {}, learner.token))).toBe('UNAUTHENTICATED');
    const session = await t.services.auth.login({ email: 'new.name@example.com', password: learner.password }, { ip: '1.2.3.4' });
    expect((await t.gql(ME, {}, session.token)).data).toEqual({ me: { id: learner.id, role: 'TUTOR' } });
  });

  it('keeps tokens when only the name changes', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const learner = await t.signIn(Role.USER);
    await t.gql(UPDATE, { id: learner.id, input: { name: 'Renamed', surname: 'X', email: learner.email, role: 'USER' } }, admin.token);
    expect(codeOf(await t.gql(ME, {}, learner.token))).toBeUndefined();
  });

  it('validates the edit and refuses a taken email', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const a = await t.signIn(Role.USER);
    const b = await t.signIn(Role.USER);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', surname: 'S', email: a.email }, 'First name is required'],
      [{ name: 'N', surname: ' ', email: a.email }, 'Last name is required'],
      [{ name: 'N', surname: 'S', email: '' }, 'Email is required'],
      [{ name: 'N', surname: 'S', email: 'nope' }, 'Please enter a valid email address'],
    ];
    for (const [input, message] of cases) expect((await t.gql(UPDATE, { id: a.id, input }, admin.token)).errors![0].message).toBe(message);
    const taken = await t.gql(UPDATE, { id: a.id, input: { name: 'N', surname: 'S', email: b.email.toUpperCase() } }, admin.token);
    expect(taken.errors![0]).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
  });

  it('deletes a user, whose token then stops working', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const learner = await t.signIn(Role.USER);
    expect((await t.gql(DELETE, { id: learner.id }, admin.token)).data).toEqual({ deleteUser: learner.id });
    expect(codeOf(await t.gql(ME, {}, learner.token))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(DELETE, { id: learner.id }, admin.token))).toBe('NOT_FOUND');
  });

  it('does not let an admin delete or demote themselves', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const self = await t.gql(DELETE, { id: admin.id }, admin.token);
    expect(self.errors![0]).toMatchObject({ message: 'You cannot delete your own account', extensions: { code: 'FORBIDDEN' } });
    const demote = await t.gql(UPDATE, { id: admin.id, input: { name: 'A', surname: 'B', email: admin.email, role: 'USER' } }, admin.token);
    expect(demote.errors![0]).toMatchObject({ message: 'You cannot change your own role', extensions: { code: 'FORBIDDEN' } });
  });

  it('never removes the last admin, even when two admins demote each other at once', async () => {
    const solo = await startTestApp();
    try {
      const a = await solo.signIn(Role.ADMIN);
      const b = await solo.signIn(Role.ADMIN);
      const demote = (actor: typeof a, target: typeof a) =>
        solo.gql(UPDATE, { id: target.id, input: { name: 'X', surname: 'Y', email: target.email, role: 'USER' } }, actor.token);
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      const [{ count }] = await solo.db.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE role = 'admin'`);
      expect(count).toBe(1);
      // One wins; the other is refused: its token was revoked by the demotion, or it
      // waited on the admins' lock and found it would remove the last admin.
      expect(results.filter((r) => codeOf(r) === undefined)).toHaveLength(1);
      expect(['CONFLICT', 'UNAUTHENTICATED']).toContain(results.map(codeOf).find(Boolean));

      // Past authentication, straight at the service: the lock decides.
      const c = await solo.signIn(Role.ADMIN);
      const [{ id: remainingId }] = await solo.db.dataSource.query(`SELECT id FROM users WHERE role = 'admin' AND id <> $1`, [c.id]);
      const actor = (id: string) => ({ id, role: Role.ADMIN, name: '', surname: '', email: '' });
      const input = (email: string) => ({ name: 'X', surname: 'Y', email, role: 'user' });
      const remainingEmail = [a, b].find((x) => x.id === remainingId)!.email;
      const outcomes = await Promise.allSettled([
        solo.services.users.adminUpdate(actor(remainingId), c.id, input(c.email)),
        solo.services.users.adminUpdate(actor(c.id), remainingId, input(remainingEmail)),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT', message: 'The last admin cannot be removed' } });
      // The remaining admin cannot be deleted by the demoted one (no longer an admin) nor removed otherwise.
      const [{ id: lastId }] = await solo.db.dataSource.query(`SELECT id FROM users WHERE role = 'admin'`);
      await expect(solo.services.users.remove({ id: 'someone-else', role: Role.ADMIN, name: '', surname: '', email: '' }, lastId)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'The last admin cannot be removed',
      });
    } finally {
      await solo.close();
    }
  });

  it.each([
    ['users', USERS, () => ({})],
    ['updateUser', UPDATE, () => ({ id: '00000000-0000-4000-8000-000000000000', input: { name: 'A', surname: 'B', email: 'a@b.co' } })],
    ['deleteUser', DELETE, () => ({ id: '00000000-0000-4000-8000-000000000000' })],
  ])('%s: anonymous UNAUTHENTICATED, learner and tutor FORBIDDEN', async (_name, query, variables) => {
    expect(codeOf(await t.gql(query, variables()))).toBe('UNAUTHENTICATED');
    for (const role of [Role.USER, Role.TUTOR]) expect(codeOf(await t.gql(query, variables(), (await t.signIn(role)).token))).toBe('FORBIDDEN');
  });
});

describe('own profile', () => {
  const profile = (patch: Record<string, unknown> = {}) => ({ name: 'Jane', surname: 'Doe', email: 'jane.profile@example.com', bio: ' Hello ', location: 'Cape Town', website: 'https://jane.dev', phone: ' 012 345 ', ...patch });

  it('updates the signed-in user, trimmed, blanks as null, role untouched', async () => {
    const learner = await t.signIn(Role.USER);
    const res = await t.gql(PROFILE, { input: profile({ email: 'p1@example.com', location: '  ', currentPassword: learner.password }) }, learner.token);
    expect(res.data).toEqual({
      updateProfile: { id: learner.id, name: 'Jane', surname: 'Doe', email: 'p1@example.com', role: 'USER', bio: 'Hello', location: null, website: 'https://jane.dev', phone: '012 345' },
    });
  });

  it('cannot carry a role', async () => {
    const learner = await t.signIn(Role.USER);
    const res = await t.gql(PROFILE, { input: { ...profile({ email: 'p2@example.com' }), role: 'ADMIN' } }, learner.token);
    expect(res.status).toBe(400);
    expect((await t.gql(ME, {}, learner.token)).data).toEqual({ me: { id: learner.id, role: 'USER' } });
  });

  it.each([
    [{ name: '' }, 'First name is required'],
    [{ surname: '' }, 'Last name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'jane@' }, 'Please enter a valid email address'],
    [{ website: 'not a url' }, 'Website must be a valid URL'],
    [{ website: 'javascript:alert(1)' }, 'Website must be a valid URL'],
  ])('validates %j -> %s', async (patch, message) => {
    const learner = await t.signIn(Role.USER);
    const res = await t.gql(PROFILE, { input: profile({ email: learner.email, ...patch }) }, learner.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an email taken by someone else', async () => {
    const a = await t.signIn(Role.USER);
    const b = await t.signIn(Role.USER);
    expect(codeOf(await t.gql(PROFILE, { input: profile({ email: b.email, currentPassword: a.password }) }, a.token))).toBe('CONFLICT');
  });

  it('needs a signed-in user', async () => {
    expect(codeOf(await t.gql(PROFILE, { input: profile() }))).toBe('UNAUTHENTICATED');
  });
});

describe('password change', () => {
  it('needs the current password, then revokes older tokens and returns a fresh session', async () => {
    const learner = await t.signIn(Role.USER);
    const wrong = await t.gql(PASSWORD, { input: { currentPassword: 'nope-nope', newPassword: 'brand-new-1' } }, learner.token);
    expect(wrong.errors![0]).toMatchObject({ message: 'Your current password is incorrect', extensions: { code: 'BAD_USER_INPUT' } });
    const short = await t.gql(PASSWORD, { input: { currentPassword: learner.password, newPassword: 'seven77' } }, learner.token);
    expect(short.errors![0].message).toBe('Password must be at least 8 characters');
    const ok = await t.gql<{ changePassword: { token: string } }>(PASSWORD, { input: { currentPassword: learner.password, newPassword: 'brand-new-1' } }, learner.token);
    expect(ok.errors).toBeUndefined();
    expect(codeOf(await t.gql(ME, {}, learner.token))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(ME, {}, ok.data!.changePassword.token))).toBeUndefined();
    await expect(t.services.auth.login({ email: learner.email, password: 'brand-new-1' }, { ip: '4.4.4.4' })).resolves.toMatchObject({ id: learner.id });
  });
});
