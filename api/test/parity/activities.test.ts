// Activities and chapters over both transports: the shared rules as one table (bothTransports), then
// what only REST has (its shape and content spellings, chapters addressed under their activity, status
// codes, query strings, statement counts).
import { Role } from '../../src/modules/users/role';
import { startTestApp, type TestApp } from '../helpers/app';
import { type Accounts, type AnyOperation, bothTransports, NOT_ALLOWED_REFUSAL, NOT_SIGNED_IN_REFUSAL, type Operation, refused, scenario, type Who } from '../helpers/both-transports';
import { createActivity as activityFixture, createChapter as chapterFixture } from '../helpers/learning';
import { rest } from '../helpers/rest';

const MISSING = '00000000-0000-4000-8000-000000000000';

type Session = { id: string; token: string; email: string };
type RestActivity = { _id: string; id: string; title: string; description: string; createdAt: string; updatedAt: string; userDetails: { name: string; surname: string; email: string } };
type RestChapter = { _id: string; id: string; activityId: string; title: string; description: string; content: string; createdAt: string; updatedAt: string };

let t: TestApp;
let admin: Session;
let tutor: Session;
let otherTutor: Session;
let learner: Session;
let accounts: Accounts;

beforeAll(async () => {
  t = await startTestApp();
  [admin, tutor, otherTutor, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
  accounts = { admin, tutor, 'another tutor': otherTutor, learner } as Accounts;
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

// ---- The rules both transports share: one table, run as GraphQL and as REST ----

type Activity = { id: string; title: string; description: string; poster: { name: string; surname: string; email: string } };
type Chapter = { id: string; activityId: string; title: string; description: string; content: string };
type ChapterInput = { title: string; description: string; content: string };

const ACTIVITY = 'id title description poster { name surname email }';
const CHAPTER = 'id activityId title description content';
const activityFromRest = (a: RestActivity): Activity => ({ id: a.id, title: a.title, description: a.description, poster: a.userDetails });
// REST spells the content homework/activity; GraphQL HOMEWORK/ACTIVITY.
const chapterFromRest = (c: RestChapter): Chapter => ({ id: c.id, activityId: c.activityId, title: c.title, description: c.description, content: c.content.toUpperCase() });
const restChapter = (input: ChapterInput) => ({ ...input, content: input.content.toLowerCase() });
type Page<T> = { totalCount: number; nodes: T[] };
const pageView = <T>(page: Page<T>) => ({ total: page.totalCount, items: page.nodes });
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]]))).toString();

const CREATE_ACTIVITY: Operation<{ title: string; description: string }> = {
  graphql: (input) => ({ query: `mutation($input: ActivityInput!) { createActivity(input: $input) { ${ACTIVITY} } }`, variables: { input }, field: 'createActivity' }),
  rest: (input) => ({ method: 'post', path: '/activities', body: input, status: 201, view: activityFromRest }),
};
const ACTIVITIES: Operation<{ search?: string; first?: number }> = {
  graphql: (variables) => ({ query: `query($search: String, $first: Int) { activities(search: $search, first: $first) { totalCount nodes { ${ACTIVITY} } } }`, variables, field: 'activities', view: pageView }),
  rest: ({ search, first }) => ({
    method: 'get',
    path: `/activities?${query({ search, limit: first })}`,
    status: 200,
    view: (body: RestActivity[], headers) => ({ total: Number(headers['x-total-count']), items: body.map(activityFromRest) }),
  }),
};
const MY_ACTIVITIES: Operation<{ search?: string }> = {
  graphql: (variables) => ({ query: `query($search: String) { myActivities(search: $search) { totalCount nodes { ${ACTIVITY} } } }`, variables, field: 'myActivities', view: pageView }),
  rest: ({ search }) => ({
    method: 'get',
    path: `/activities/tutor/activity?${query({ search })}`,
    status: 200,
    view: (body: RestActivity[], headers) => ({ total: Number(headers['x-total-count']), items: body.map(activityFromRest) }),
  }),
};
const ACTIVITY_BY_ID: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: `query($id: ID!) { activity(id: $id) { ${ACTIVITY} } }`, variables: { id }, field: 'activity' }),
  rest: ({ id }) => ({ method: 'get', path: `/activities/${id}`, status: 200, view: activityFromRest }),
};
// GraphQL answers the id; REST { message, _id, id } (checked on its own below).
const DELETE_ACTIVITY: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: `mutation($id: ID!) { deleteActivity(id: $id) }`, variables: { id }, field: 'deleteActivity' }),
  rest: ({ id }) => ({ method: 'delete', path: `/activities/${id}`, status: 200, view: (body: { id: string }) => body.id }),
};
const CHAPTERS: Operation<{ activityId: string }> = {
  graphql: ({ activityId }) => ({ query: `query($activityId: ID!) { chapters(activityId: $activityId) { totalCount nodes { ${CHAPTER} } } }`, variables: { activityId }, field: 'chapters', view: pageView }),
  rest: ({ activityId }) => ({
    method: 'get',
    path: `/activities/${activityId}/chapters`,
    status: 200,
    view: (body: RestChapter[], headers) => ({ total: Number(headers['x-total-count']), items: body.map(chapterFromRest) }),
  }),
};
const CREATE_CHAPTER: Operation<{ activityId: string; input: ChapterInput }> = {
  graphql: (variables) => ({ query: `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { ${CHAPTER} } }`, variables, field: 'createChapter' }),
  rest: ({ activityId, input }) => ({ method: 'post', path: `/activities/${activityId}/chapters`, body: restChapter(input), status: 201, view: chapterFromRest }),
};
// REST addresses a chapter under its activity; GraphQL by its id alone.
const UPDATE_CHAPTER: Operation<{ activityId: string; chapterId: string; input: ChapterInput }> = {
  graphql: ({ chapterId, input }) => ({ query: `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { ${CHAPTER} } }`, variables: { id: chapterId, input }, field: 'updateChapter' }),
  rest: ({ activityId, chapterId, input }) => ({ method: 'patch', path: `/activities/${activityId}/chapters/${chapterId}`, body: restChapter(input), status: 200, view: chapterFromRest }),
};
const DELETE_CHAPTER: Operation<{ activityId: string; chapterId: string }> = {
  graphql: ({ chapterId }) => ({ query: `mutation($id: ID!) { deleteChapter(id: $id) }`, variables: { id: chapterId }, field: 'deleteChapter' }),
  rest: ({ activityId, chapterId }) => ({ method: 'delete', path: `/activities/${activityId}/chapters/${chapterId}`, status: 200, view: (body: { id: string }) => body.id }),
};

type Fixture = { activity: { id: string; title: string }; chapter: { id: string } };
// An activity of the tutor's with one chapter, both titled Original.
const owned = async (): Promise<Fixture> => {
  const activity = await activityFixture(t, tutor.token, { title: 'Original' });
  return { activity, chapter: await chapterFixture(t, tutor.token, activity.id, { title: 'Original' }) };
};
const snapshot = async (f: Fixture) =>
  (
    await t.db.dataSource.query(
      `SELECT (SELECT count(*) FROM activities)::int AS activities, (SELECT count(*) FROM chapters)::int AS chapters,
              (SELECT title FROM activities WHERE id = $1) AS a, (SELECT title FROM chapters WHERE id = $2) AS c`,
      [f.activity.id, f.chapter.id],
    )
  )[0] as unknown;
const chapterRow = async (f: Fixture) => (await t.db.dataSource.query('SELECT title, description, content FROM chapters WHERE id = $1', [f.chapter.id]))[0] ?? null;
const EDIT: ChapterInput = { title: 'Edited', description: 'Edited', content: 'ACTIVITY' };
const TUTOR_POSTER = () => ({ name: 'Test', surname: 'tutor', email: tutor.email });

const WHO: Who[] = ['anonymous', 'learner', 'tutor', 'another tutor', 'admin'];
type Rule = 'ok' | 401 | 403;
const refusalOf = (rule: Rule) => (rule === 401 ? NOT_SIGNED_IN_REFUSAL : rule === 403 ? NOT_ALLOWED_REFUSAL : undefined);
// [operation, input, answer when allowed, rules for anonymous, learner, the owner (tutor), another tutor, admin]
const PERMISSIONS: [string, AnyOperation, (f: Fixture) => unknown, (f: Fixture) => unknown, Rule[]][] = [
  ['list activities', ACTIVITIES, () => ({}), () => expect.objectContaining({ items: expect.any(Array) }), [401, 'ok', 'ok', 'ok', 'ok']],
  ['list my activities', MY_ACTIVITIES, () => ({}), () => expect.objectContaining({ items: expect.any(Array) }), [401, 403, 'ok', 'ok', 403]],
  ['read an activity', ACTIVITY_BY_ID, (f) => ({ id: f.activity.id }), (f) => expect.objectContaining({ id: f.activity.id }), [401, 'ok', 'ok', 'ok', 'ok']],
  ['create an activity', CREATE_ACTIVITY, () => ({ title: 'New', description: 'New' }), () => expect.objectContaining({ title: 'New' }), [401, 403, 'ok', 'ok', 403]],
  ['delete an activity', DELETE_ACTIVITY, (f) => ({ id: f.activity.id }), (f) => f.activity.id, [401, 403, 'ok', 403, 'ok']],
  ['list chapters', CHAPTERS, (f) => ({ activityId: f.activity.id }), () => expect.objectContaining({ total: 1 }), [401, 'ok', 'ok', 'ok', 'ok']],
  ['create a chapter', CREATE_CHAPTER, (f) => ({ activityId: f.activity.id, input: EDIT }), () => expect.objectContaining({ title: 'Edited' }), [401, 403, 'ok', 403, 403]],
  [
    'edit a chapter',
    UPDATE_CHAPTER,
    (f) => ({ activityId: f.activity.id, chapterId: f.chapter.id, input: EDIT }),
    (f) => expect.objectContaining({ id: f.chapter.id, title: 'Edited' }),
    [401, 403, 'ok', 403, 403],
  ],
  ['delete a chapter', DELETE_CHAPTER, (f) => ({ activityId: f.activity.id, chapterId: f.chapter.id }), (f) => f.chapter.id, [401, 403, 'ok', 403, 'ok']],
];

describe('one table through GraphQL and REST', () => {
  bothTransports(() => ({ t, accounts }), [
    // Who may call what: a refusal changes nothing.
    ...PERMISSIONS.flatMap(([name, op, input, answer, rules]) =>
      WHO.map((as, i) =>
        scenario<Fixture, unknown>({ name, as, setup: owned, op, input, expect: refusalOf(rules[i]) ?? { data: answer }, stored: rules[i] === 'ok' ? undefined : snapshot }),
      ),
    ),

    // Activities.
    scenario({
      name: 'create an activity, trimmed, posted by the caller',
      as: 'tutor',
      setup: async () => {
        await t.db.dataSource.query(`DELETE FROM activities WHERE title = 'Recursion'`);
      },
      op: CREATE_ACTIVITY,
      input: () => ({ title: '  Recursion ', description: ' Functions calling themselves ' }),
      expect: { data: () => ({ id: expect.any(String), title: 'Recursion', description: 'Functions calling themselves', poster: TUTOR_POSTER() }) },
      stored: () => t.db.dataSource.query(`SELECT poster_id, description FROM activities WHERE title = 'Recursion'`),
      storedAfter: () => [{ poster_id: tutor.id, description: 'Functions calling themselves' }],
    }),
    ...(
      [
        ['a blank title', { title: '  ', description: 'd' }, 'title'],
        ['an empty description', { title: 't', description: '' }, 'description'],
      ] as const
    ).map(([what, input, field]) =>
      scenario({
        name: `create an activity refuses ${what}`,
        as: 'tutor',
        op: CREATE_ACTIVITY,
        input: () => input,
        expect: refused('BAD_USER_INPUT', 'Please fill in all fields', { [field]: 'Please fill in all fields' }),
        stored: () => count('SELECT 1 FROM activities'),
      }),
    ),
    scenario({
      name: "create an activity refuses a poster whose profile is incomplete",
      as: 'tutor',
      setup: async () => {
        const incomplete = await t.signIn(Role.TUTOR);
        await t.db.dataSource.query(`UPDATE users SET surname = '' WHERE id = $1`, [incomplete.id]);
        return incomplete;
      },
      token: (incomplete) => incomplete.token,
      op: CREATE_ACTIVITY,
      input: () => ({ title: 't', description: 'd' }),
      expect: refused('BAD_USER_INPUT', 'User information is incomplete. Please ensure your profile has name, surname, and email.'),
      stored: () => count('SELECT 1 FROM activities'),
    }),
    scenario({
      name: 'read an activity: its fields and poster',
      as: 'learner',
      setup: () => activityFixture(t, tutor.token, { title: 'One' }),
      op: ACTIVITY_BY_ID,
      input: (f) => ({ id: f.id }),
      expect: { data: (f) => ({ id: f.id, title: 'One', description: 'For and while', poster: TUTOR_POSTER() }) },
    }),
    ...[MISSING, 'not-a-uuid', '123'].flatMap((id) => [
      scenario({ name: `read activity ${id}: not found`, as: 'learner', op: ACTIVITY_BY_ID, input: () => ({ id }), expect: refused('NOT_FOUND', 'Activity not found') }),
      scenario({ name: `delete activity ${id}: not found`, as: 'tutor', op: DELETE_ACTIVITY, input: () => ({ id }), expect: refused('NOT_FOUND', 'Activity not found') }),
    ]),
    scenario({
      name: 'delete an activity takes its chapters',
      as: 'tutor',
      setup: owned,
      op: DELETE_ACTIVITY,
      input: (f) => ({ id: f.activity.id }),
      expect: { data: (f) => f.activity.id },
      stored: async (f) => ({ activity: await count('SELECT 1 FROM activities WHERE id = $1', [f.activity.id]), chapters: await count('SELECT 1 FROM chapters WHERE id = $1', [f.chapter.id]) }),
      storedAfter: () => ({ activity: 0, chapters: 0 }),
    }),
    scenario({
      name: 'a deleted activity is not found, nor its chapters',
      as: 'tutor',
      setup: async () => {
        const f = await owned();
        await t.services.activities.remove(f.activity.id, { id: tutor.id, role: Role.TUTOR, name: 'Test', surname: 'tutor', email: tutor.email });
        return f;
      },
      op: CHAPTERS,
      input: (f) => ({ activityId: f.activity.id }),
      expect: refused('NOT_FOUND', 'Activity not found'),
    }),
    ...[MISSING, 'nope'].flatMap((id) => [
      scenario({ name: `chapters of activity ${id}: not found`, as: 'learner', op: CHAPTERS, input: () => ({ activityId: id }), expect: refused('NOT_FOUND', 'Activity not found') }),
      scenario({
        name: `create a chapter in activity ${id}: not found`,
        as: 'tutor',
        op: CREATE_CHAPTER,
        input: () => ({ activityId: id, input: EDIT }),
        expect: refused('NOT_FOUND', 'Activity not found'),
        stored: () => count('SELECT 1 FROM chapters'),
      }),
    ]),
    // Another tutor's call on what does not exist is not found before it is forbidden.
    scenario({ name: 'delete a missing activity: not found before ownership', as: 'another tutor', op: DELETE_ACTIVITY, input: () => ({ id: MISSING }), expect: refused('NOT_FOUND', 'Activity not found') }),
    scenario({ name: 'chapter in a missing activity: not found before ownership', as: 'another tutor', op: CREATE_CHAPTER, input: () => ({ activityId: MISSING, input: EDIT }), expect: refused('NOT_FOUND', 'Activity not found') }),
    scenario({
      name: 'edit a missing chapter: not found before ownership',
      as: 'another tutor',
      op: UPDATE_CHAPTER,
      input: () => ({ activityId: MISSING, chapterId: MISSING, input: EDIT }),
      expect: refused('NOT_FOUND', 'Chapter not found'),
    }),

    // Chapters.
    scenario({
      name: 'an activity without chapters lists none',
      as: 'learner',
      setup: () => activityFixture(t, tutor.token),
      op: CHAPTERS,
      input: (f) => ({ activityId: f.id }),
      expect: { data: () => ({ total: 0, items: [] }) },
    }),
    scenario({
      name: 'create a chapter, trimmed',
      as: 'tutor',
      setup: () => activityFixture(t, tutor.token),
      op: CREATE_CHAPTER,
      input: (f) => ({ activityId: f.id, input: { title: ' First ', description: 'The basics', content: 'HOMEWORK' } }),
      expect: { data: (f) => ({ id: expect.any(String), activityId: f.id, title: 'First', description: 'The basics', content: 'HOMEWORK' }) },
      stored: (f) => t.db.dataSource.query('SELECT title, content FROM chapters WHERE activity_id = $1', [f.id]),
      storedAfter: () => [{ title: 'First', content: 'homework' }],
    }),
    scenario({
      name: 'create an ACTIVITY chapter',
      as: 'tutor',
      setup: () => activityFixture(t, tutor.token),
      op: CREATE_CHAPTER,
      input: (f) => ({ activityId: f.id, input: { title: 'Second', description: 'd', content: 'ACTIVITY' } }),
      expect: { data: () => expect.objectContaining({ content: 'ACTIVITY' }) },
      stored: (f) => t.db.dataSource.query('SELECT content FROM chapters WHERE activity_id = $1', [f.id]),
      storedAfter: () => [{ content: 'activity' }],
    }),
    scenario({
      name: 'create a chapter refuses an empty title',
      as: 'tutor',
      setup: () => activityFixture(t, tutor.token),
      op: CREATE_CHAPTER,
      input: (f) => ({ activityId: f.id, input: { title: '', description: 'd', content: 'HOMEWORK' } }),
      expect: refused('BAD_USER_INPUT', 'Please fill in all fields', { title: 'Please fill in all fields' }),
      stored: (f) => count('SELECT 1 FROM chapters WHERE activity_id = $1', [f.id]),
    }),
    scenario({
      name: 'list chapters oldest first',
      as: 'learner',
      setup: async () => {
        const activity = await activityFixture(t, tutor.token);
        const chapters: { id: string }[] = [];
        for (const [title, content] of [['First', 'HOMEWORK'], ['Second', 'ACTIVITY'], ['Third', 'ACTIVITY']]) chapters.push(await chapterFixture(t, tutor.token, activity.id, { title, content }));
        return { activity, chapters };
      },
      op: CHAPTERS,
      input: (f) => ({ activityId: f.activity.id }),
      expect: {
        data: (f) => ({
          total: 3,
          items: [
            ['First', 'HOMEWORK'],
            ['Second', 'ACTIVITY'],
            ['Third', 'ACTIVITY'],
          ].map(([title, content], i) => ({ id: f.chapters[i].id, activityId: f.activity.id, title, description: 'The basics', content })),
        }),
      },
    }),
    scenario({
      name: 'edit a chapter, trimmed',
      as: 'tutor',
      setup: owned,
      op: UPDATE_CHAPTER,
      input: (f) => ({ activityId: f.activity.id, chapterId: f.chapter.id, input: { title: ' Renamed ', description: 'New', content: 'ACTIVITY' } }),
      expect: { data: (f) => ({ id: f.chapter.id, activityId: f.activity.id, title: 'Renamed', description: 'New', content: 'ACTIVITY' }) },
      stored: chapterRow,
      storedAfter: () => ({ title: 'Renamed', description: 'New', content: 'activity' }),
    }),
    scenario({
      name: 'edit a chapter refuses an empty title',
      as: 'tutor',
      setup: owned,
      op: UPDATE_CHAPTER,
      input: (f) => ({ activityId: f.activity.id, chapterId: f.chapter.id, input: { ...EDIT, title: '' } }),
      expect: refused('BAD_USER_INPUT', 'Please fill in all fields', { title: 'Please fill in all fields' }),
      stored: chapterRow,
    }),
    scenario({
      name: 'delete a chapter: its row goes',
      as: 'tutor',
      setup: owned,
      op: DELETE_CHAPTER,
      input: (f) => ({ activityId: f.activity.id, chapterId: f.chapter.id }),
      expect: { data: (f) => f.chapter.id },
      stored: chapterRow,
      storedAfter: () => null,
    }),
    scenario({
      name: 'a deleted chapter is not found',
      as: 'tutor',
      setup: async () => {
        const f = await owned();
        await t.db.dataSource.query('DELETE FROM chapters WHERE id = $1', [f.chapter.id]);
        return f;
      },
      op: DELETE_CHAPTER,
      input: (f) => ({ activityId: f.activity.id, chapterId: f.chapter.id }),
      expect: refused('NOT_FOUND', 'Chapter not found'),
    }),
    scenario({
      name: 'edit chapter not-a-uuid: not found',
      as: 'tutor',
      setup: owned,
      op: UPDATE_CHAPTER,
      input: (f) => ({ activityId: f.activity.id, chapterId: 'not-a-uuid', input: EDIT }),
      expect: refused('NOT_FOUND', 'Chapter not found'),
    }),
    scenario({
      name: 'delete chapter not-a-uuid: not found',
      as: 'tutor',
      setup: owned,
      op: DELETE_CHAPTER,
      input: (f) => ({ activityId: f.activity.id, chapterId: 'not-a-uuid' }),
      expect: refused('NOT_FOUND', 'Chapter not found'),
    }),
  ]);

  describe('lists and search', () => {
    let poster: Session;
    let graphs: Activity;
    let sorting: Activity;
    // The same two for both transports: the lists only read.
    beforeAll(async () => {
      poster = await t.signIn(Role.TUTOR);
      await t.db.dataSource.query(`UPDATE users SET name = 'Thandiwe', surname = 'Mokoena' WHERE id = $1`, [poster.id]);
      const made = async (title: string, description: string) => ({
        ...(await activityFixture(t, poster.token, { title, description })),
        description,
        poster: { name: 'Thandiwe', surname: 'Mokoena', email: poster.email },
      });
      graphs = await made('Graph Algorithms', 'Dijkstra and friends');
      sorting = await made('Sorting', 'Merge sort, 100% covered');
    });
    const found = (...activities: (() => Activity)[]) => ({ data: () => ({ total: activities.length, items: activities.map((a) => a()).map(({ id, title, description, poster: p }) => ({ id, title, description, poster: p })) }) });
    bothTransports(() => ({ t, accounts }), [
      scenario({ name: 'search by title, case-insensitively', as: 'learner', op: ACTIVITIES, input: () => ({ search: 'GRAPH ALGORITHMS' }), expect: found(() => graphs) }),
      scenario({ name: "search by the tutor's name, newest first", as: 'learner', op: ACTIVITIES, input: () => ({ search: ' thandiwe mokoena ' }), expect: found(() => sorting, () => graphs) }),
      scenario({ name: 'search with a % in it', as: 'learner', op: ACTIVITIES, input: () => ({ search: '100%' }), expect: found(() => sorting) }),
      scenario({ name: 'search for nothing there', as: 'learner', op: ACTIVITIES, input: () => ({ search: 'nothing like this' }), expect: found() }),
      scenario({ name: "a tutor's own activities, newest first", as: 'tutor', token: () => poster.token, op: MY_ACTIVITIES, input: () => ({}), expect: found(() => sorting, () => graphs) }),
      scenario({ name: "a tutor's own activities, searched", as: 'tutor', token: () => poster.token, op: MY_ACTIVITIES, input: () => ({ search: 'graph' }), expect: found(() => graphs) }),
      scenario({ name: "another tutor's own activities are not these", as: 'another tutor', op: MY_ACTIVITIES, input: () => ({ search: 'thandiwe' }), expect: found() }),
    ]);
  });
});

// ---- REST only: its shape and spellings, chapters under their activity, status codes, query strings ----

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

  it('answers 400 "Please fill in all fields" for a missing field or no body, and stores nothing', async () => {
    const before = await count('SELECT 1 FROM activities');
    for (const [body, field] of [[{ title: 't' }, 'description']] as const) {
      const res = await rest(t, 'post', '/activities', tutor.token).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Please fill in all fields', message: 'Please fill in all fields', code: 'BAD_USER_INPUT', fieldErrors: { [field]: 'Please fill in all fields' } });
    }
    expect((await rest(t, 'post', '/activities', tutor.token)).status).toBe(400);
    expect(await count('SELECT 1 FROM activities')).toBe(before);
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
    expect(res.headers['x-total-count']).toBe(String(await count('SELECT 1 FROM activities')));
    const times = res.body.map((a: RestActivity) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages with limit and offset, refusing a limit over 100', async () => {
    const res = await rest(t, 'get', '/activities?limit=1&offset=1', learner.token);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].title).toBe('Graph Algorithms');
    expect((await rest(t, 'get', '/activities?limit=101', learner.token)).status).toBe(400);
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

  it('answers a delete of an activity or a chapter with { message, _id, id }', async () => {
    const activity = await createActivity(tutor.token);
    const chapter = await createChapter(tutor.token, activity._id);
    const deletedChapter = await rest(t, 'delete', `/activities/${activity._id}/chapters/${chapter._id}`, tutor.token);
    expect(deletedChapter.status).toBe(200);
    expect(deletedChapter.body).toEqual({ message: 'Deleted', _id: chapter._id, id: chapter._id });
    const res = await rest(t, 'delete', `/activities/${activity._id}`, tutor.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted', _id: activity._id, id: activity._id });
  });
});

describe('/api/activities/:activityId/chapters', () => {
  it('creates chapters in the REST shape, any case of homework/activity stored and answered lower-case', async () => {
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
});

describe('tokens and ids on every route', () => {
  type Call = { method: 'get' | 'post' | 'patch' | 'delete'; path: string; body?: Record<string, unknown> };
  const chapterBody = { title: 'Edited', description: 'Edited', content: 'activity' };
  const table: Call[] = [
    { method: 'get', path: '/activities' },
    { method: 'get', path: '/activities/tutor/activity' },
    { method: 'get', path: `/activities/${MISSING}` },
    { method: 'post', path: '/activities', body: { title: 'New', description: 'New' } },
    { method: 'delete', path: `/activities/${MISSING}` },
    { method: 'get', path: `/activities/${MISSING}/chapters` },
    { method: 'post', path: `/activities/${MISSING}/chapters`, body: chapterBody },
    { method: 'patch', path: `/activities/${MISSING}/chapters/${MISSING}`, body: chapterBody },
    { method: 'delete', path: `/activities/${MISSING}/chapters/${MISSING}` },
  ];

  it('answers 401 for a bad token on every route', async () => {
    for (const { method, path, body } of table) {
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
