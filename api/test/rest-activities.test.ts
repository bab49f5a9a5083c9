import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { rest } from './helpers/rest';

const MISSING = '00000000-0000-4000-8000-000000000000';

type Session = { id: string; token: string; email: string };
type RestActivity = { _id: string; id: string; title: string; description: string; createdAt: string; updatedAt: string; userDetails: { name: string; surname: string; email: string } };
type RestChapter = { _id: string; id: string; activityId: string; title: string; description: string; content: string; createdAt: string; updatedAt: string };

let t: TestApp;
let admin: Session;
let tutor: Session;
let otherTutor: Session;
let learner: Session;

beforeAll(async () => {
  t = await startTestApp();
  [admin, tutor, otherTutor, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
});
afterAll(() => t.close());

const ACTIVITY_KEYS = ['_id', 'id', 'title', 'description', 'createdAt', 'updatedAt', 'userDetails'].sort();
const CHAPTER_KEYS = ['_id', 'id', 'activityId', 'title', 'description', 'content', 'createdAt', 'updatedAt'].sort();
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function expectActivity(value: RestActivity): void {
  expect(Object.keys(value).sort()).toEqual(ACTIVITY_KEYS);
  expect(value._id).toBe(value.id);
  expect(isDate(value.createdAt) && isDate(value.updatedAt)).toBe(true);
  expect(Object.keys(value.userDetails).sort()).toEqual(['email', 'name', 'surname']);
}

function expectChapter(value: RestChapter): void {
  expect(Object.keys(value).sort()).toEqual(CHAPTER_KEYS);
  expect(value._id).toBe(value.id);
  expect(['homework', 'activity']).toContain(value.content);
  expect(isDate(value.createdAt) && isDate(value.updatedAt)).toBe(true);
}

async function createActivity(token: string, patch: Record<string, unknown> = {}): Promise<RestActivity> {
  const res = await rest(t, 'post', '/activities', token).send({ title: 'Intro to loops', description: 'For and while', ...patch });
  expect(res.status).toBe(201);
  return res.body;
}

async function createChapter(token: string, activityId: string, patch: Record<string, unknown> = {}): Promise<RestChapter> {
  const res = await rest(t, 'post', `/activities/${activityId}/chapters`, token).send({ title: 'Chapter one', description: 'The basics', content: 'homework', ...patch });
  expect(res.status).toBe(201);
  return res.body;
}

const count = async (sql: string, params: unknown[] = []): Promise<number> => {
  const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return n;
};

describe('POST /api/activities', () => {
  it('answers 201 with the activity, posted by the token user; a userDetails in the body is ignored', async () => {
    const res = await rest(t, 'post', '/activities', tutor.token).send({
      title: '  Recursion ',
      description: ' Functions calling themselves ',
      userDetails: { name: 'Eve', surname: 'Impostor', email: 'eve@evil.example' },
    });
    expect(res.status).toBe(201);
    expectActivity(res.body);
    expect(res.body).toMatchObject({ title: 'Recursion', description: 'Functions calling themselves', userDetails: { name: 'Test', surname: 'tutor', email: tutor.email } });
    const [row] = await t.db.dataSource.query('SELECT poster_id FROM activities WHERE id = $1', [res.body._id]);
    expect(row.poster_id).toBe(tutor.id);
    expect(JSON.stringify(res.body)).not.toContain('Eve');
  });

  it('answers 400 "Please fill in all fields" with fieldErrors, and stores nothing', async () => {
    const before = await count('SELECT 1 FROM activities');
    for (const [body, field] of [
      [{ title: '  ', description: 'd' }, 'title'],
      [{ title: 't' }, 'description'],
    ] as const) {
      const res = await rest(t, 'post', '/activities', tutor.token).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Please fill in all fields', message: 'Please fill in all fields', code: 'BAD_USER_INPUT', fieldErrors: { [field]: 'Please fill in all fields' } });
    }
    expect((await rest(t, 'post', '/activities', tutor.token)).status).toBe(400);
    expect(await count('SELECT 1 FROM activities')).toBe(before);
  });

  it('answers 400 when the poster profile is incomplete', async () => {
    const incomplete = await t.signIn(Role.TUTOR);
    await t.db.dataSource.query(`UPDATE users SET surname = '' WHERE id = $1`, [incomplete.id]);
    const res = await rest(t, 'post', '/activities', incomplete.token).send({ title: 't', description: 'd', userDetails: { name: 'A', surname: 'B', email: 'a@b.example' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('User information is incomplete. Please ensure your profile has name, surname, and email.');
  });
});

describe('GET /api/activities and /api/activities/tutor/activity', () => {
  let poster: Session;
  beforeAll(async () => {
    poster = await t.signIn(Role.TUTOR);
    await t.db.dataSource.query(`UPDATE users SET name = 'Thandiwe', surname = 'Mokoena' WHERE id = $1`, [poster.id]);
    await createActivity(poster.token, { title: 'Graph Algorithms', description: 'Dijkstra and friends' });
    await createActivity(poster.token, { title: 'Sorting', description: 'Merge sort, 100% covered' });
  });

  it('lists every activity newest first with userDetails and createdAt, as a plain array', async () => {
    const res = await rest(t, 'get', '/activities', learner.token);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    res.body.forEach(expectActivity);
    expect(res.body[0]).toMatchObject({ title: 'Sorting', userDetails: { name: 'Thandiwe', surname: 'Mokoena', email: poster.email } });
    expect(res.headers['x-total-count']).toBe(String(res.body.length));
    const times = res.body.map((a: RestActivity) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('searches title, description and tutor name with ?search=, case-insensitively', async () => {
    const titles = async (search: string) =>
      (await rest(t, 'get', `/activities?search=${encodeURIComponent(search)}`, learner.token)).body.map((a: RestActivity) => a.title);
    expect(await titles('GRAPH')).toEqual(['Graph Algorithms']);
    expect(await titles(' thandiwe mokoena ')).toEqual(['Sorting', 'Graph Algorithms']);
    expect(await titles('100%')).toEqual(['Sorting']);
    expect(await titles('nothing like this')).toEqual([]);
  });

  it('pages with limit and offset, refusing a limit over 100', async () => {
    const res = await rest(t, 'get', '/activities?limit=1&offset=1', learner.token);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].title).toBe('Graph Algorithms');
    expect((await rest(t, 'get', '/activities?limit=101', learner.token)).status).toBe(400);
  });

  it("gives a tutor only their own activities (not read as /activities/:id)", async () => {
    const res = await rest(t, 'get', '/activities/tutor/activity', poster.token);
    expect(res.status).toBe(200);
    res.body.forEach(expectActivity);
    expect(res.body.map((a: RestActivity) => a.title)).toEqual(['Sorting', 'Graph Algorithms']);
    expect(res.headers['x-total-count']).toBe('2');
    const searched = await rest(t, 'get', '/activities/tutor/activity?search=graph', poster.token);
    expect(searched.body.map((a: RestActivity) => a.title)).toEqual(['Graph Algorithms']);
    const other = await rest(t, 'get', '/activities/tutor/activity', otherTutor.token);
    expect(other.body).toEqual([]);
  });

  it('loads a page of activities with their posters in at most 3 statements, token lookup included', async () => {
    const res = await rest(t, 'get', '/activities', learner.token);
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    const statements = t.statementsOf(res);
    expect(statements[0]).toContain('"users"');
    expect(statements.length).toBeLessThanOrEqual(3);
  });
});

describe('GET and DELETE /api/activities/:id', () => {
  it('reads one activity', async () => {
    const activity = await createActivity(tutor.token, { title: 'One' });
    const res = await rest(t, 'get', `/activities/${activity._id}`, learner.token);
    expect(res.status).toBe(200);
    expectActivity(res.body);
    expect(res.body).toEqual(activity);
  });

  it('answers 404 "Activity not found" for unknown and malformed ids', async () => {
    for (const id of [MISSING, 'not-a-uuid', '123']) {
      const res = await rest(t, 'get', `/activities/${id}`, learner.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'Activity not found', message: 'Activity not found', code: 'NOT_FOUND' });
      expect((await rest(t, 'delete', `/activities/${id}`, tutor.token)).status).toBe(404);
    }
  });

  it('deletes an activity with its chapters, then answers 404', async () => {
    const activity = await createActivity(tutor.token);
    const chapter = await createChapter(tutor.token, activity._id);
    const res = await rest(t, 'delete', `/activities/${activity._id}`, tutor.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted', _id: activity._id, id: activity._id });
    expect(await count('SELECT 1 FROM chapters WHERE id = $1', [chapter._id])).toBe(0);
    expect((await rest(t, 'get', `/activities/${activity._id}`, tutor.token)).status).toBe(404);
    expect((await rest(t, 'delete', `/activities/${activity._id}`, tutor.token)).status).toBe(404);
    expect((await rest(t, 'get', `/activities/${activity._id}/chapters`, tutor.token)).status).toBe(404);
  });
});

describe('/api/activities/:activityId/chapters', () => {
  it('answers 200 [] for an activity with no chapters', async () => {
    const activity = await createActivity(tutor.token);
    const res = await rest(t, 'get', `/activities/${activity._id}/chapters`, learner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('answers 404 "Activity not found" for the chapters of an unknown or malformed activity', async () => {
    for (const id of [MISSING, 'nope']) {
      const res = await rest(t, 'get', `/activities/${id}/chapters`, learner.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'Activity not found', code: 'NOT_FOUND' });
      expect((await rest(t, 'post', `/activities/${id}/chapters`, tutor.token).send({ title: 't', description: 'd', content: 'homework' })).status).toBe(404);
    }
  });

  it('creates chapters with the stored content values and lists them oldest first', async () => {
    const activity = await createActivity(tutor.token);
    const first = await createChapter(tutor.token, activity._id, { title: ' First ', content: 'homework' });
    expectChapter(first);
    expect(first).toMatchObject({ activityId: activity._id, title: 'First', content: 'homework' });
    const second = await createChapter(tutor.token, activity._id, { title: 'Second', content: 'activity' });
    expect(second.content).toBe('activity');
    // Case and surrounding spaces do not matter; what is stored and answered is the lower-case value.
    expect((await createChapter(tutor.token, activity._id, { title: 'Third', content: ' Activity ' })).content).toBe('activity');
    const res = await rest(t, 'get', `/activities/${activity._id}/chapters`, learner.token);
    expect(res.status).toBe(200);
    res.body.forEach(expectChapter);
    expect(res.body.map((c: RestChapter) => [c.title, c.content])).toEqual([
      ['First', 'homework'],
      ['Second', 'activity'],
      ['Third', 'activity'],
    ]);
    expect(res.headers['x-total-count']).toBe('3');
    const rows = await t.db.dataSource.query('SELECT content FROM chapters WHERE activity_id = $1 ORDER BY created_at', [activity._id]);
    expect(rows.map((r: { content: string }) => r.content)).toEqual(['homework', 'activity', 'activity']);
  });

  it('answers 400 for missing fields or another content type, and stores nothing', async () => {
    const activity = await createActivity(tutor.token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '', description: 'd', content: 'homework' }, 'Please fill in all fields', 'title'],
      [{ title: 't', description: 'd' }, 'Please fill in all fields', 'content'],
      [{ title: 't', description: 'd', content: 'video' }, 'Content must be homework or activity', 'content'],
      [{ title: 't', description: 'd', content: 3 }, 'Content must be homework or activity', 'content'],
    ];
    for (const [body, message, field] of cases) {
      const res = await rest(t, 'post', `/activities/${activity._id}/chapters`, tutor.token).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message, message, code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
    }
    expect(await count('SELECT 1 FROM chapters WHERE activity_id = $1', [activity._id])).toBe(0);
  });

  it('edits a chapter (PATCH) with the same rules', async () => {
    const activity = await createActivity(tutor.token);
    const chapter = await createChapter(tutor.token, activity._id);
    const res = await rest(t, 'patch', `/activities/${activity._id}/chapters/${chapter._id}`, tutor.token).send({ title: ' Renamed ', description: 'New', content: 'activity' });
    expect(res.status).toBe(200);
    expectChapter(res.body);
    expect(res.body).toMatchObject({ _id: chapter._id, activityId: activity._id, title: 'Renamed', description: 'New', content: 'activity' });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(chapter.updatedAt));
    const invalid = await rest(t, 'patch', `/activities/${activity._id}/chapters/${chapter._id}`, tutor.token).send({ title: 'x', description: 'y', content: 'quiz' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('Content must be homework or activity');
  });

  it('answers 404 for a chapter under another activity, and changes nothing', async () => {
    const activity = await createActivity(tutor.token);
    const chapter = await createChapter(tutor.token, activity._id, { title: 'Kept' });
    const other = await createActivity(tutor.token);
    const patch = await rest(t, 'patch', `/activities/${other._id}/chapters/${chapter._id}`, tutor.token).send({ title: 'Moved', description: 'd', content: 'homework' });
    expect(patch.status).toBe(404);
    expect(patch.body.error).toBe('Chapter not found');
    const del = await rest(t, 'delete', `/activities/${other._id}/chapters/${chapter._id}`, admin.token);
    expect(del.status).toBe(404);
    expect((await rest(t, 'delete', `/activities/${MISSING}/chapters/${chapter._id}`, tutor.token)).status).toBe(404);
    const [row] = await t.db.dataSource.query('SELECT title, activity_id FROM chapters WHERE id = $1', [chapter._id]);
    expect(row).toEqual({ title: 'Kept', activity_id: activity._id });
  });

  it('deletes a chapter, then answers 404; malformed chapter ids are 404', async () => {
    const activity = await createActivity(tutor.token);
    const chapter = await createChapter(tutor.token, activity._id);
    const res = await rest(t, 'delete', `/activities/${activity._id}/chapters/${chapter._id}`, tutor.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted', _id: chapter._id, id: chapter._id });
    expect((await rest(t, 'delete', `/activities/${activity._id}/chapters/${chapter._id}`, tutor.token)).status).toBe(404);
    expect((await rest(t, 'get', `/activities/${activity._id}/chapters`, tutor.token)).body).toEqual([]);
    for (const method of ['patch', 'delete'] as const) {
      const bad = await rest(t, method, `/activities/${activity._id}/chapters/not-a-uuid`, tutor.token).send({ title: 't', description: 'd', content: 'homework' });
      expect(bad.status).toBe(404);
      expect(bad.body.error).toBe('Chapter not found');
    }
  });
});

describe('permissions (the GraphQL table, replayed over REST)', () => {
  type Who = 'anonymous' | 'learner' | 'owner' | 'otherTutor' | 'admin';
  type Outcome = 'ok' | 401 | 403;
  type Fixture = { activityId: string; chapterId: string };
  type Call = { method: 'get' | 'post' | 'patch' | 'delete'; path: string; body?: Record<string, unknown>; status: number };
  const WHO: Who[] = ['anonymous', 'learner', 'owner', 'otherTutor', 'admin'];
  const token = (who: Who) => ({ anonymous: undefined, learner: learner.token, owner: tutor.token, otherTutor: otherTutor.token, admin: admin.token })[who];
  const chapterBody = { title: 'Edited', description: 'Edited', content: 'activity' };

  // [route, call, outcome for anonymous, learner, owner, another tutor, admin]
  const table: [string, (f: Fixture) => Call, Outcome[]][] = [
    ['GET /activities', () => ({ method: 'get', path: '/activities', status: 200 }), [401, 'ok', 'ok', 'ok', 'ok']],
    ['GET /activities/tutor/activity', () => ({ method: 'get', path: '/activities/tutor/activity', status: 200 }), [401, 403, 'ok', 'ok', 403]],
    ['GET /activities/:id', (f) => ({ method: 'get', path: `/activities/${f.activityId}`, status: 200 }), [401, 'ok', 'ok', 'ok', 'ok']],
    ['POST /activities', () => ({ method: 'post', path: '/activities', body: { title: 'New', description: 'New' }, status: 201 }), [401, 403, 'ok', 'ok', 403]],
    ['DELETE /activities/:id', (f) => ({ method: 'delete', path: `/activities/${f.activityId}`, status: 200 }), [401, 403, 'ok', 403, 'ok']],
    ['GET chapters', (f) => ({ method: 'get', path: `/activities/${f.activityId}/chapters`, status: 200 }), [401, 'ok', 'ok', 'ok', 'ok']],
    ['POST chapters', (f) => ({ method: 'post', path: `/activities/${f.activityId}/chapters`, body: chapterBody, status: 201 }), [401, 403, 'ok', 403, 403]],
    ['PATCH chapter', (f) => ({ method: 'patch', path: `/activities/${f.activityId}/chapters/${f.chapterId}`, body: chapterBody, status: 200 }), [401, 403, 'ok', 403, 403]],
    ['DELETE chapter', (f) => ({ method: 'delete', path: `/activities/${f.activityId}/chapters/${f.chapterId}`, status: 200 }), [401, 403, 'ok', 403, 'ok']],
  ];
  const rows = table.flatMap(([name, call, outcomes]) => WHO.map((who, i) => [name, who, outcomes[i], call] as const));

  it.each(rows)('%s as %s: %s', async (_name, who, outcome, call) => {
    const activity = await createActivity(tutor.token, { title: 'Original' });
    const chapter = await createChapter(tutor.token, activity._id, { title: 'Original' });
    const snapshot = () =>
      t.db.dataSource.query(
        `SELECT (SELECT count(*) FROM activities)::int AS activities, (SELECT count(*) FROM chapters)::int AS chapters,
                (SELECT title FROM activities WHERE id = $1) AS a, (SELECT title FROM chapters WHERE id = $2) AS c`,
        [activity._id, chapter._id],
      );
    const [before] = await snapshot();
    const { method, path, body, status } = call({ activityId: activity._id, chapterId: chapter._id });
    const req = rest(t, method, path, token(who));
    const res = body ? await req.send(body) : await req;
    if (outcome === 'ok') {
      expect(res.status).toBe(status);
      return;
    }
    expect(res.status).toBe(outcome);
    expect(res.body).toEqual({
      error: outcome === 401 ? 'You must be logged in to do this.' : 'You do not have permission to do this.',
      message: outcome === 401 ? 'You must be logged in to do this.' : 'You do not have permission to do this.',
      code: outcome === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
    });
    // A refused call changed nothing.
    expect((await snapshot())[0]).toEqual(before);
  });

  it('answers 401 for a bad token on every route', async () => {
    for (const [, call] of table) {
      const { method, path, body } = call({ activityId: MISSING, chapterId: MISSING });
      const req = rest(t, method, path, 'not-a-token');
      const res = body ? await req.send(body) : await req;
      expect(res.status).toBe(401);
    }
  });

  it('answers 404 for a missing id before ownership', async () => {
    const calls: [Call['method'], string][] = [
      ['delete', `/activities/${MISSING}`],
      ['post', `/activities/${MISSING}/chapters`],
      ['patch', `/activities/${MISSING}/chapters/${MISSING}`],
      ['delete', `/activities/${MISSING}/chapters/nope`],
    ];
    for (const [method, path] of calls) {
      expect((await rest(t, method, path, otherTutor.token).send(chapterBody)).status).toBe(404);
    }
  });
});

// Found by the fuzzer (issue 24): PostgreSQL cannot store NUL, which failed as a 500.
describe('text with a NUL character', () => {
  it('is refused with 400 in a JSON body or a query string, storing nothing', async () => {
    const created = await rest(t, 'post', '/activities', tutor.token).send({ title: 'a\u0000b', description: 'Loops' });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ error: 'Text cannot contain the NUL character (U+0000)', message: 'Text cannot contain the NUL character (U+0000)', code: 'BAD_USER_INPUT' });
    expect(await t.db.dataSource.query(`SELECT 1 FROM activities WHERE title LIKE 'a%b'`)).toEqual([]);
    const search = await rest(t, 'get', '/activities?search=%00', learner.token);
    expect(search.status).toBe(400);
    expect(search.body.code).toBe('BAD_USER_INPUT');
  });
});
