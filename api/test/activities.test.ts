import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import {
  ACTIVITY_FIELDS,
  CHAPTER_FIELDS,
  CREATE_ACTIVITY,
  CREATE_CHAPTER,
  codeOf,
  createActivity,
  createChapter,
  createQuiz,
  publishQuiz,
} from './helpers/learning';

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const LIST = `query($search: String, $first: Int, $after: String) {
  activities(search: $search, first: $first, after: $after) { totalCount ${PAGE_INFO} edges { cursor node { id title poster { name surname email } } } }
}`;
const MINE = `query($search: String) { myActivities(search: $search) { totalCount nodes { id title } } }`;
const GET = `query($id: ID!, $first: Int, $after: String) {
  activity(id: $id) { ${ACTIVITY_FIELDS} chapterCount chapters(first: $first, after: $after) { totalCount ${PAGE_INFO} nodes { id title content } } }
}`;
const UPDATE = `mutation($id: ID!, $input: ActivityInput!) { updateActivity(id: $id, input: $input) { ${ACTIVITY_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteActivity(id: $id) }`;
const CHAPTERS = `query($activityId: ID!, $first: Int, $after: String) {
  chapters(activityId: $activityId, first: $first, after: $after) { totalCount ${PAGE_INFO} nodes { ${CHAPTER_FIELDS} } }
}`;
const CHAPTER = `query($id: ID!) { chapter(id: $id) { ${CHAPTER_FIELDS} activity { id title } } }`;
const UPDATE_CHAPTER = `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { ${CHAPTER_FIELDS} } }`;
const DELETE_CHAPTER = `mutation($id: ID!) { deleteChapter(id: $id) }`;

const MISSING = '00000000-0000-4000-8000-000000000000';

type Session = { id: string; token: string; email: string };
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
type Connection<T> = { totalCount: number; pageInfo: PageInfo; nodes: T[] };
type EdgeConnection<T> = { totalCount: number; pageInfo: PageInfo; edges: { cursor: string; node: T }[] };
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

describe('create activity', () => {
  it('is posted by the signed-in tutor, trimmed', async () => {
    const res = await t.gql<{ createActivity: { title: string; description: string; poster: object } }>(
      CREATE_ACTIVITY,
      { input: { title: '  Recursion ', description: ' Functions calling themselves ' } },
      tutor.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createActivity).toMatchObject({
      title: 'Recursion',
      description: 'Functions calling themselves',
      poster: { name: 'Test', surname: 'tutor', email: tutor.email },
    });
  });

  it('takes no poster from the client', async () => {
    const res = await t.gql(CREATE_ACTIVITY, { input: { title: 'x', description: 'y', userDetails: { name: 'Eve', surname: 'X', email: 'eve@x.com' } } }, tutor.token);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
  });

  it.each([
    [{ title: '  ', description: 'd' }, 'title'],
    [{ title: 't', description: '' }, 'description'],
  ])('needs title and description: %j', async (input, field) => {
    const before = await t.services.activities.countByPoster(tutor.id);
    const res = await t.gql(CREATE_ACTIVITY, { input }, tutor.token);
    expect(res.errors![0]).toMatchObject({ message: 'Please fill in all fields', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: 'Please fill in all fields' } } });
    expect(await t.services.activities.countByPoster(tutor.id)).toBe(before);
  });

  it.each(['name', 'surname', 'email'])('needs a poster whose profile has a %s', async (column) => {
    const incomplete = await t.signIn(Role.TUTOR);
    await t.db.dataSource.query(`UPDATE users SET ${column} = '' WHERE id = $1`, [incomplete.id]);
    const res = await t.gql(CREATE_ACTIVITY, { input: { title: 't', description: 'd' } }, incomplete.token);
    expect(res.errors![0]).toMatchObject({
      message: 'User information is incomplete. Please ensure your profile has name, surname, and email.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await t.services.activities.countByPoster(incomplete.id)).toBe(0);
  });
  it('edits an own activity with the same rules', async () => {
    const activity = await createActivity(t, tutor.token);
    const res = await t.gql<{ updateActivity: { title: string; description: string } }>(UPDATE, { id: activity.id, input: { title: ' New ', description: ' Text ' } }, tutor.token);
    expect(res.data!.updateActivity).toMatchObject({ title: 'New', description: 'Text' });
    const invalid = await t.gql(UPDATE, { id: activity.id, input: { title: 'New', description: ' ' } }, tutor.token);
    expect(invalid.errors![0]).toMatchObject({ message: 'Please fill in all fields', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('list and search activities', () => {
  let poster: Session;
  beforeAll(async () => {
    poster = await t.signIn(Role.TUTOR);
    await t.db.dataSource.query(`UPDATE users SET name = 'Thandiwe', surname = 'Mokoena' WHERE id = $1`, [poster.id]);
    await createActivity(t, poster.token, { title: 'Graph Algorithms', description: 'Dijkstra and friends' });
    await createActivity(t, poster.token, { title: 'Sorting', description: 'Merge sort, 100% covered' });
  });

  const search = async (term: string, token = learner.token) => {
    const res = await t.gql<{ activities: EdgeConnection<{ title: string }> }>(LIST, { search: term }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.activities.edges.map((edge) => edge.node.title);
  };

  it('lists newest first with the poster and a totalCount', async () => {
    const res = await t.gql<{ activities: EdgeConnection<{ title: string; poster: { name: string } }> }>(LIST, { first: 1 }, learner.token);
    const page = res.data!.activities;
    expect(page).toMatchObject({ pageInfo: { hasNextPage: true, hasPreviousPage: false }, edges: [{ node: { title: 'Sorting', poster: { name: 'Thandiwe' } } }] });
    expect(page.pageInfo.endCursor).toBe(page.edges[0].cursor);
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    const next = await t.gql<{ activities: EdgeConnection<{ title: string }> }>(LIST, { first: 1, after: page.pageInfo.endCursor }, learner.token);
    expect(next.data!.activities).toMatchObject({ totalCount: page.totalCount, pageInfo: { hasPreviousPage: true }, edges: [{ node: { title: 'Graph Algorithms' } }] });
  });

  it('matches title, description and tutor name, case-insensitively', async () => {
    expect(await search('GRAPH')).toEqual(['Graph Algorithms']);
    expect(await search('dijkstra')).toEqual(['Graph Algorithms']);
    expect(await search(' thandiwe mokoena ')).toEqual(['Sorting', 'Graph Algorithms']);
    expect(await search('100%')).toEqual(['Sorting']);
    expect(await search('%')).toEqual(['Sorting']);
    expect(await search('nothing like this')).toEqual([]);
  });

  it('refuses a page over 100', async () => {
    const res = await t.gql(LIST, { first: 101 }, learner.token);
    expect(res.errors![0]).toMatchObject({ message: 'first must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("gives a tutor only their own in myActivities, with the same search", async () => {
    const res = await t.gql<{ myActivities: Connection<{ title: string }> }>(MINE, {}, poster.token);
    expect(res.data!.myActivities.totalCount).toBe(2);
    const found = await t.gql<{ myActivities: Connection<{ title: string }> }>(MINE, { search: 'sort' }, poster.token);
    expect(found.data!.myActivities.nodes.map((i) => i.title)).toEqual(['Sorting']);
    const other = await t.gql<{ myActivities: Connection<{ title: string }> }>(MINE, {}, otherTutor.token);
    expect(other.data!.myActivities.totalCount).toBe(0);
  });
});

describe('one activity and its chapters', () => {
  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of [MISSING, 'not-a-uuid']) {
      const res = await t.gql(GET, { id }, learner.token);
      expect(res.errors![0]).toMatchObject({ message: 'Activity not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('stores the content type and lists chapters oldest first', async () => {
    const activity = await createActivity(t, tutor.token);
    await createChapter(t, tutor.token, activity.id, { title: 'First', content: 'HOMEWORK' });
    await createChapter(t, tutor.token, activity.id, { title: 'Second', content: 'ACTIVITY' });
    const res = await t.gql<{ activity: { chapterCount: number; chapters: Connection<{ title: string; content: string }> } }>(GET, { id: activity.id }, learner.token);
    expect(res.data!.activity.chapterCount).toBe(2);
    expect(res.data!.activity.chapters.totalCount).toBe(2);
    expect(res.data!.activity.chapters.nodes).toMatchObject([{ title: 'First', content: 'HOMEWORK' }, { title: 'Second', content: 'ACTIVITY' }]);
    // The nested list pages too: one chapter, then the one after it.
    const head = await t.gql<{ activity: { chapterCount: number; chapters: Connection<{ title: string }> } }>(GET, { id: activity.id, first: 1 }, learner.token);
    expect(head.data!.activity).toMatchObject({ chapterCount: 2, chapters: { totalCount: 2, pageInfo: { hasNextPage: true }, nodes: [{ title: 'First' }] } });
    const tail = await t.gql<{ activity: { chapters: Connection<{ title: string }> } }>(
      GET,
      { id: activity.id, first: 1, after: head.data!.activity.chapters.pageInfo.endCursor },
      learner.token,
    );
    expect(tail.data!.activity.chapters).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false, hasPreviousPage: true }, nodes: [{ title: 'Second' }] });
    const rows = await t.db.dataSource.query('SELECT content FROM chapters WHERE activity_id = $1 ORDER BY created_at', [activity.id]);
    expect(rows.map((r: { content: string }) => r.content)).toEqual(['homework', 'activity']);
    const page = await t.gql<{ chapters: Connection<{ title: string }> }>(CHAPTERS, { activityId: activity.id, first: 1 }, learner.token);
    expect(page.data!.chapters).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, nodes: [{ title: 'First' }] });
    const next = await t.gql<{ chapters: Connection<{ title: string }> }>(CHAPTERS, { activityId: activity.id, first: 1, after: page.data!.chapters.pageInfo.endCursor }, learner.token);
    expect(next.data!.chapters).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false }, nodes: [{ title: 'Second' }] });
  });

  it('answers NOT_FOUND for the chapters of an unknown activity and an empty page for none', async () => {
    const unknown = await t.gql(CHAPTERS, { activityId: MISSING }, learner.token);
    expect(unknown.errors![0]).toMatchObject({ message: 'Activity not found', extensions: { code: 'NOT_FOUND' } });
    const empty = await createActivity(t, tutor.token);
    const res = await t.gql<{ chapters: Connection<unknown> }>(CHAPTERS, { activityId: empty.id }, learner.token);
    expect(res.data!.chapters).toEqual({
      totalCount: 0,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      nodes: [],
    });
  });

  it('reads one chapter with its activity', async () => {
    const activity = await createActivity(t, tutor.token, { title: 'Parent' });
    const chapter = await createChapter(t, tutor.token, activity.id);
    const res = await t.gql<{ chapter: { activity: { title: string } } }>(CHAPTER, { id: chapter.id }, learner.token);
    expect(res.data!.chapter.activity.title).toBe('Parent');
    expect(codeOf(await t.gql(CHAPTER, { id: MISSING }, learner.token))).toBe('NOT_FOUND');
  });
});

describe('chapter validation', () => {
  let activityId = '';
  beforeAll(async () => {
    activityId = (await createActivity(t, tutor.token)).id;
  });

  it.each([
    [{ title: ' ' }, 'title'],
    [{ description: '' }, 'description'],
  ])('needs title, description and content: %j', async (patch, field) => {
    const res = await t.gql(CREATE_CHAPTER, { activityId, input: { title: 't', description: 'd', content: 'HOMEWORK', ...patch } }, tutor.token);
    expect(res.errors![0]).toMatchObject({ message: 'Please fill in all fields', extensions: { fieldErrors: { [field]: 'Please fill in all fields' } } });
  });

  it('refuses a content type that is not homework or activity', async () => {
    const res = await t.gql(CREATE_CHAPTER, { activityId, input: { title: 't', description: 'd', content: 'VIDEO' } }, tutor.token);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
  });

  // The REST layer passes raw bodies to the same service.
  it('gives the service the same rules for raw input', async () => {
    const user = { id: tutor.id, role: Role.TUTOR, name: 'Test', surname: 'tutor', email: tutor.email };
    await expect(t.services.chapters.create(activityId, { title: 't', description: 'd' }, user)).rejects.toMatchObject({ message: 'Please fill in all fields' });
    await expect(t.services.chapters.create(activityId, { title: 't', description: 'd', content: 'video' }, user)).rejects.toMatchObject({
      message: 'Content must be homework or activity',
    });
    const chapter = await t.services.chapters.create(activityId, { title: 't', description: 'd', content: ' Activity ' }, user);
    expect(chapter.content).toBe('activity');
  });

  it('updates a chapter and its updatedAt', async () => {
    const chapter = await createChapter(t, tutor.token, activityId);
    const before = (await t.gql<{ chapter: { updatedAt: string } }>(CHAPTER, { id: chapter.id }, tutor.token)).data!.chapter.updatedAt;
    const res = await t.gql<{ updateChapter: { title: string; content: string; updatedAt: string } }>(
      UPDATE_CHAPTER,
      { id: chapter.id, input: { title: ' Renamed ', description: 'New', content: 'ACTIVITY' } },
      tutor.token,
    );
    expect(res.data!.updateChapter).toMatchObject({ title: 'Renamed', content: 'ACTIVITY' });
    expect(new Date(res.data!.updateChapter.updatedAt).getTime()).toBeGreaterThan(new Date(before).getTime());
    const invalid = await t.gql(UPDATE_CHAPTER, { id: chapter.id, input: { title: '', description: 'New', content: 'ACTIVITY' } }, tutor.token);
    expect(invalid.errors![0].message).toBe('Please fill in all fields');
  });

  it('refuses a chapter of another activity on a nested path', async () => {
    const chapter = await createChapter(t, tutor.token, activityId);
    const other = await createActivity(t, tutor.token);
    const user = { id: tutor.id, role: Role.TUTOR, name: 'Test', surname: 'tutor', email: tutor.email };
    await expect(t.services.chapters.remove(chapter.id, user, other.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.services.chapters.remove(chapter.id, user, activityId)).toBe(chapter.id);
  });
});

describe('deleting an activity', () => {
  it('removes its chapters and their quizzes in the same statement', async () => {
    const activity = await createActivity(t, tutor.token);
    const chapter = await createChapter(t, tutor.token, activity.id);
    const quiz = await createQuiz(t, tutor.token, chapter.id);
    const res = await t.gql<{ deleteActivity: string }>(DELETE, { id: activity.id }, tutor.token);
    expect(res.data!.deleteActivity).toBe(activity.id);
    const [row] = await t.db.dataSource.query(
      `SELECT (SELECT count(*) FROM activities WHERE id = $1)::int AS a, (SELECT count(*) FROM chapters WHERE id = $2)::int AS c, (SELECT count(*) FROM quizzes WHERE id = $3)::int AS q`,
      [activity.id, chapter.id, quiz.id],
    );
    expect(row).toEqual({ a: 0, c: 0, q: 0 });
    expect(codeOf(await t.gql(DELETE, { id: activity.id }, tutor.token))).toBe('NOT_FOUND');
  });
});

describe('permissions', () => {
  type Who = 'anonymous' | 'learner' | 'owner' | 'otherTutor' | 'admin';
  type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';
  type Fixture = { activityId: string; chapterId: string };
  const WHO: Who[] = ['anonymous', 'learner', 'owner', 'otherTutor', 'admin'];
  const token = (who: Who) => ({ anonymous: undefined, learner: learner.token, owner: tutor.token, otherTutor: otherTutor.token, admin: admin.token })[who];
  const chapterInput = { title: 'Edited', description: 'Edited', content: 'ACTIVITY' };

  // [operation, request, outcome for anonymous, learner, owner, another tutor, admin]
  const table: [string, (f: Fixture) => [string, Record<string, unknown>], Outcome[]][] = [
    ['activities', () => [LIST, {}], ['UNAUTHENTICATED', 'ok', 'ok', 'ok', 'ok']],
    ['myActivities', () => [MINE, {}], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'ok', 'FORBIDDEN']],
    ['activity', (f) => [GET, { id: f.activityId }], ['UNAUTHENTICATED', 'ok', 'ok', 'ok', 'ok']],
    ['chapters', (f) => [CHAPTERS, { activityId: f.activityId }], ['UNAUTHENTICATED', 'ok', 'ok', 'ok', 'ok']],
    ['chapter', (f) => [CHAPTER, { id: f.chapterId }], ['UNAUTHENTICATED', 'ok', 'ok', 'ok', 'ok']],
    ['createActivity', () => [CREATE_ACTIVITY, { input: { title: 'New', description: 'New' } }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'ok', 'FORBIDDEN']],
    ['updateActivity', (f) => [UPDATE, { id: f.activityId, input: { title: 'Edited', description: 'Edited' } }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'FORBIDDEN']],
    ['deleteActivity', (f) => [DELETE, { id: f.activityId }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'ok']],
    ['createChapter', (f) => [CREATE_CHAPTER, { activityId: f.activityId, input: chapterInput }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'FORBIDDEN']],
    ['updateChapter', (f) => [UPDATE_CHAPTER, { id: f.chapterId, input: chapterInput }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'FORBIDDEN']],
    ['deleteChapter', (f) => [DELETE_CHAPTER, { id: f.chapterId }], ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'FORBIDDEN', 'ok']],
  ];
  const rows = table.flatMap(([name, request, outcomes]) => WHO.map((who, i) => [name, who, outcomes[i], request] as const));

  it.each(rows)('%s as %s: %s', async (_name, who, outcome, request) => {
    const activity = await createActivity(t, tutor.token, { title: 'Original' });
    const chapter = await createChapter(t, tutor.token, activity.id, { title: 'Original' });
    const [query, variables] = request({ activityId: activity.id, chapterId: chapter.id });
    const res = await t.gql(query, variables, token(who));
    if (outcome === 'ok') {
      expect(res.errors).toBeUndefined();
      return;
    }
    expect(codeOf(res)).toBe(outcome);
    // A refused call changed nothing.
    const [row] = await t.db.dataSource.query(
      `SELECT (SELECT title FROM activities WHERE id = $1) AS a, (SELECT title FROM chapters WHERE id = $2) AS c`,
      [activity.id, chapter.id],
    );
    expect(row).toEqual({ a: 'Original', c: 'Original' });
  });

  it('answers NOT_FOUND for a missing id before ownership', async () => {
    for (const [query, variables] of [
      [UPDATE, { id: MISSING, input: { title: 'a', description: 'b' } }],
      [DELETE, { id: MISSING }],
      [CREATE_CHAPTER, { activityId: MISSING, input: chapterInput }],
      [UPDATE_CHAPTER, { id: MISSING, input: chapterInput }],
      [DELETE_CHAPTER, { id: 'nope' }],
    ] as const) {
      expect(codeOf(await t.gql(query, variables, otherTutor.token))).toBe('NOT_FOUND');
    }
  });
});

describe('statement budget', () => {
  // The page size as a variable, as the web app sends it; nested pages named small, as a client must:
  // the cost limit (graphql/cost.ts) counts every page at its size (20 when unnamed).
  const TREE = `query($first: Int) { activities(first: $first) { totalCount nodes { id title
    chapters(first: 2) { totalCount nodes { id title quizzes(first: 2) { totalCount nodes { id title questions { questionText options correctAnswerIndex } } } } } } } }`;

  beforeAll(async () => {
    // 50 activities x 2 chapters x (1 published + 1 draft quiz), newest of all.
    const owner = await t.signIn(Role.TUTOR);
    const questions = JSON.stringify([{ questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 0 }]);
    await t.db.dataSource.query(
      `WITH a AS (
         INSERT INTO activities (title, description, poster_id, created_at)
         SELECT 'Bulk ' || g, 'd', $1, now() + interval '1 day' + g * interval '1 second' FROM generate_series(1, 50) g RETURNING id),
       c AS (INSERT INTO chapters (activity_id, title, description) SELECT a.id, 'Ch ' || g, 'd' FROM a, generate_series(1, 2) g RETURNING id)
       INSERT INTO quizzes (chapter_id, tutor_id, title, instructions, questions, is_published)
       SELECT c.id, $1, 'Quiz', 'i', $2::jsonb, g = 1 FROM c, generate_series(1, 2) g`,
      [owner.id, questions],
    );
  });

  it.each([
    ['a learner', () => learner.token, 1],
    ['an admin', () => admin.token, 2],
  ])('loads 50 activities with chapters, quizzes and questions for %s in at most 5 statements, auth lookup included', async (_who, token, quizzesEach) => {
    type Tree = { title: string; chapters: { totalCount: number; nodes: { quizzes: { totalCount: number; nodes: { questions: unknown[] }[] } }[] } };
    const res = await t.gql<{ activities: { nodes: Tree[] } }>(TREE, { first: 50 }, token());
    expect(res.errors).toBeUndefined();
    const items = res.data!.activities.nodes;
    expect(items).toHaveLength(50);
    expect(items.every((item) => item.title.startsWith('Bulk ') && item.chapters.totalCount === 2 && item.chapters.nodes.length === 2)).toBe(true);
    expect(
      items.every((item) =>
        item.chapters.nodes.every(
          (chapter) => chapter.quizzes.totalCount === quizzesEach && chapter.quizzes.nodes.length === quizzesEach && chapter.quizzes.nodes[0].questions.length === 1,
        ),
      ),
    ).toBe(true);
    // 1 token lookup + 1 page + 1 count + 1 chapters + 1 quizzes.
    expect(res.statements[0]).toContain('"users"');
    expect(res.statements.length).toBeLessThanOrEqual(5);
  });

  it('adds no statement for the posters', async () => {
    const res = await t.gql(
      `query($first: Int) { activities(first: $first) { nodes { poster { name surname email } chapters(first: 2) { nodes { quizzes(first: 2) { nodes { questions { options } } } } } } } }`,
      { first: 50 },
      learner.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.statements[0]).toContain('"users"');
    expect(res.statements.length).toBeLessThanOrEqual(5);
  });
});

describe('dashboard counts', () => {
  it('counts a tutor\'s activities and chapters', async () => {
    const fresh = await t.signIn(Role.TUTOR);
    const activity = await createActivity(t, fresh.token);
    await createChapter(t, fresh.token, activity.id);
    await createChapter(t, fresh.token, activity.id);
    const quiz = await createQuiz(t, fresh.token, (await createChapter(t, fresh.token, activity.id)).id);
    await publishQuiz(t, fresh.token, quiz.id);
    expect(await t.services.activities.countByPoster(fresh.id)).toBe(1);
    expect(await t.services.chapters.countByTutor(fresh.id)).toBe(3);
  });
});
