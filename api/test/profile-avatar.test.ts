import request from 'supertest';
import { MB } from '../src/modules/files/file-types';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { GIF_1X1, gqlUpload, pdfBytes, PNG_1X1, pngOfSize } from './helpers/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { guardPublicReads: true });
});
afterAll(() => t.close());

const PROFILE = `mutation($input: ProfileInput!, $avatar: Upload, $removeAvatar: Boolean) {
  updateProfile(input: $input, avatar: $avatar, removeAvatar: $removeAvatar) { id name surname email bio avatar }
}`;
const DELETE_USER = `mutation($id: ID!) { deleteUser(id: $id) }`;

type Profile = { id: string; name: string; surname: string; email: string; bio: string | null; avatar: string | null };
type Picture = [buffer: Buffer, filename: string, contentType?: string];
type Person = { id: string; token: string; email: string };

const profile = (who: Person, patch: Record<string, unknown> = {}) => ({ name: 'Jane', surname: 'Doe', email: who.email, bio: 'Hello', ...patch });

/** updateProfile as the web app's Apollo upload link sends it: a GraphQL multipart request. */
function update(who: Person | undefined, input: Record<string, unknown>, avatar?: Picture, removeAvatar?: boolean) {
  return gqlUpload<{ updateProfile: Profile }>(t.app, {
    query: PROFILE,
    variables: { input, avatar: null, ...(removeAvatar !== undefined && { removeAvatar }) },
    files: avatar ? [{ path: 'variables.avatar', buffer: avatar[0], filename: avatar[1], contentType: avatar[2] }] : [],
    token: who?.token,
  });
}

async function setAvatar(who: Person, picture: Picture = [PNG_1X1, 'me.png', 'image/png']): Promise<Profile> {
  const res = await update(who, profile(who), picture);
  expect(res.errors).toBeUndefined();
  return res.data!.updateProfile;
}

const counts = () => t.services.files.count();
const avatarFileId = async (userId: string): Promise<string | null> => {
  const [row] = await t.db.dataSource.query(`SELECT avatar_file_id FROM users WHERE id = $1`, [userId]);
  return row.avatar_file_id;
};
const fileIdOf = (url: string) => url.replace(/^\/files\//, '');

// Binary bodies as Buffers, whatever their content type.
const download = (url: string) =>
  request(t.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('updateProfile with an avatar', () => {
  it('stores a PNG with the profile; the avatar URL serves the same bytes', async () => {
    const me = await t.signIn(Role.USER);
    const before = await counts();
    const res = await update(me, profile(me, { name: 'Pictured' }), [PNG_1X1, 'me.png', 'image/png']);
    expect(res.errors).toBeUndefined();
    const updated = res.data!.updateProfile;
    expect(updated).toMatchObject({ id: me.id, name: 'Pictured', avatar: expect.stringMatching(/^\/files\/[0-9a-f-]{36}$/) });
    expect(await avatarFileId(me.id)).toBe(fileIdOf(updated.avatar!));
    expect(await counts()).toEqual({ files: before.files + 1, chunks: before.chunks + 1 });

    const served = await download(updated.avatar!);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((served.body as Buffer).equals(PNG_1X1)).toBe(true);
  });

  it('accepts a picture of exactly 5 MB', async () => {
    const me = await t.signIn(Role.USER);
    const big = pngOfSize(5 * MB);
    const updated = await setAvatar(me, [big, 'big.png']);
    expect(((await download(updated.avatar!)).body as Buffer).equals(big)).toBe(true);
  });

  it('replaces the picture and deletes the old file', async () => {
    const me = await t.signIn(Role.USER);
    const first = await setAvatar(me);
    const before = await counts();
    const second = await setAvatar(me, [GIF_1X1, 'me.gif', 'image/gif']);
    expect(second.avatar).not.toBe(first.avatar);
    expect((await download(first.avatar!)).status).toBe(404);
    expect((await download(second.avatar!)).headers['content-type']).toBe('image/gif');
    expect(await counts()).toEqual(before);
  });

  it('keeps the picture when the profile is saved without one', async () => {
    const me = await t.signIn(Role.USER);
    const pictured = await setAvatar(me);
    const res = await t.gql<{ updateProfile: Profile }>(PROFILE, { input: profile(me, { bio: 'Changed' }) }, me.token);
    expect(res.data!.updateProfile).toMatchObject({ bio: 'Changed', avatar: pictured.avatar });
    expect((await download(pictured.avatar!)).status).toBe(200);
  });

  it('removes the picture and its file with removeAvatar', async () => {
    const me = await t.signIn(Role.USER);
    const pictured = await setAvatar(me);
    const before = await counts();
    const res = await t.gql<{ updateProfile: Profile }>(PROFILE, { input: profile(me), removeAvatar: true }, me.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfile.avatar).toBeNull();
    expect(await avatarFileId(me.id)).toBeNull();
    expect((await download(pictured.avatar!)).status).toBe(404);
    expect(await counts()).toEqual({ files: before.files - 1, chunks: before.chunks - 1 });
    // Nothing to remove: still fine.
    const again = await t.gql<{ updateProfile: Profile }>(PROFILE, { input: profile(me), removeAvatar: true }, me.token);
    expect(again.data!.updateProfile.avatar).toBeNull();
  });

  // Each refusal leaves the profile (fields and picture) as it was and stores nothing.
  describe.each([
    [
      'a PDF as the picture',
      { name: 'Changed' },
      [pdfBytes(), 'me.png', 'image/png'] as Picture,
      undefined,
      { message: 'The profile picture must be a PNG, JPEG, GIF or WebP image', extensions: { code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: { avatar: 'The profile picture must be a PNG, JPEG, GIF or WebP image' } } },
    ],
    [
      'a picture over 5 MB',
      { name: 'Changed' },
      [pngOfSize(5 * MB + 1), 'huge.png', 'image/png'] as Picture,
      undefined,
      { message: 'The profile picture must be at most 5 MB', extensions: { code: 'PAYLOAD_TOO_LARGE', fieldErrors: { avatar: 'The profile picture must be at most 5 MB' } } },
    ],
    [
      'a new picture together with removeAvatar',
      { name: 'Changed' },
      [GIF_1X1, 'me.gif', 'image/gif'] as Picture,
      true,
      { message: 'Choose a new profile picture or remove it, not both', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { avatar: 'Choose a new profile picture or remove it, not both' } } },
    ],
    [
      'an invalid profile (the picture is never read)',
      { name: '' },
      [GIF_1X1, 'me.gif', 'image/gif'] as Picture,
      undefined,
      { message: 'First name is required', extensions: { code: 'BAD_USER_INPUT' } },
    ],
  ])('refuses %s', (_name, patch, picture, removeAvatar, error) => {
    it('with the profile unchanged', async () => {
      const me = await t.signIn(Role.USER);
      const pictured = await setAvatar(me);
      const before = await counts();
      const res = await update(me, profile(me, patch), picture, removeAvatar);
      expect(res.errors![0]).toMatchObject(error);
      expect(res.data?.updateProfile ?? null).toBeNull();
      expect(await counts()).toEqual(before);
      const user = await t.services.users.getById(me.id);
      expect(user).toMatchObject({ name: 'Jane', avatar: pictured.avatar, avatarFileId: fileIdOf(pictured.avatar!) });
      expect((await download(pictured.avatar!)).status).toBe(200);
    });
  });

  it('refuses an e-mail taken by someone else, storing nothing', async () => {
    const me = await t.signIn(Role.USER);
    const other = await t.signIn(Role.USER);
    const before = await counts();
    const res = await update(me, profile(me, { email: other.email, currentPassword: me.password }), [PNG_1X1, 'me.png', 'image/png']);
    expect(res.errors![0].extensions!.code).toBe('CONFLICT');
    expect(await counts()).toEqual(before);
    expect((await t.services.users.getById(me.id)).avatar).toBeNull();
  });

  it('needs a signed-in user, storing nothing', async () => {
    const before = await counts();
    const res = await update(undefined, { name: 'A', surname: 'B', email: 'a@example.com' }, [PNG_1X1, 'me.png', 'image/png']);
    expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await counts()).toEqual(before);
  });

  it('keeps exactly one picture when two replacements race', async () => {
    const me = await t.signIn(Role.USER);
    await setAvatar(me);
    const before = await counts();
    // Hold the user's row so that both requests have stored their picture and reach it together.
    const holder = t.db.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [me.id]);
    const racing = Promise.all([update(me, profile(me), [PNG_1X1, 'a.png', 'image/png']), update(me, profile(me), [GIF_1X1, 'b.gif', 'image/gif'])]);
    const waiting = async () => {
      const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      return n as number;
    };
    for (let i = 0; i < 200 && (await waiting()) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    await holder.commitTransaction();
    await holder.release();
    const results = await racing;
    for (const res of results) expect(res.errors).toBeUndefined();
    // The old picture and the loser's are gone; only the winner's, the one the profile points at, is left.
    expect(await counts()).toEqual(before);
    const { avatar } = await t.services.users.getById(me.id);
    expect(results.map((res) => res.data!.updateProfile.avatar)).toContain(avatar);
    expect((await download(avatar!)).status).toBe(200);
  });

  it('deletes the picture with its user', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const me = await t.signIn(Role.USER);
    const pictured = await setAvatar(me);
    const before = await counts();
    const res = await t.gql(DELETE_USER, { id: me.id }, admin.token);
    expect(res.errors).toBeUndefined();
    expect(await counts()).toEqual({ files: before.files - 1, chunks: before.chunks - 1 });
    expect((await download(pictured.avatar!)).status).toBe(404);
  });
});
