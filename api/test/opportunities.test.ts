import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

const FIELDS = 'id title type description link openingDate closingDate status createdAt updatedAt';
const LIST = `query($status: OpportunityStatus, $first: Int, $after: String, $last: Int, $before: String) {
  opportunities(status: $status, first: $first, after: $after, last: $last, before: $before) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { ${FIELDS} } } } }`;
const GET = `query($id: ID!) { opportunity(id: $id) { ${FIELDS} } }`;
const LATEST = `query($limit: Int) { latestOpportunities(limit: $limit) { id title } }`;
const LATEST_DEFAULT = `{ latestOpportunities { id title } }`;
const CREATE = `mutation($input: NewOpportunityInput!) { createOpportunity(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: OpportunityPatch!) { updateOpportunity(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteOpportunity(id: $id) }`;

type Opportunity = {
  id: string;
  title: string;
  type: string;
  description: string;
  link: string;
  openingDate: string | null;
  closingDate: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
};
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
type Page = { totalCount: number; pageInfo: PageInfo; edges: { cursor: string; node: Opportunity }[] };
const nodesOf = (page: Page) => page.edges.map((edge) => edge.node);
const titlesOf = (page: Page) => nodesOf(page).map((o) => o.title);

const DAY = 24 * 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: { id: string; token: string };
let learner: string;
let tutor: string;
let otherTutor: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(Role.ADMIN);
  learner = (await t.signIn(Role.USER)).token;
  tutor = (await t.signIn(Role.TUTOR)).token;
  otherTutor = (await t.signIn(Role.TUTOR)).token;
});
afterAll(() => t.close());

const input = (patch: Record<string, unknown> = {}) => ({
  title: 'Cloud Internship',
  description: 'Six months with the platform team',
  ...patch,
});

async function create(patch: Record<string, unknown> = {}): Promise<Opportunity> {
  const res = await t.gql<{ createOpportunity: Opportunity }>(CREATE, { input: input(patch) }, admin.token);
  expect(res.errors).toBeUndefined();
  return res.data!.createOpportunity;
}

const count = async (): Promise<number> => {
  const [{ n }] = await t.db.dataSource.query('SELECT count(*)::int AS n FROM opportunities');
  return n;
};

const clearAll = () => t.db.dataSource.query('DELETE FROM opportunities');

describe('permissions', () => {
  type Caller = 'anonymous' | 'learner' | 'tutor' | 'another tutor' | 'admin';
  type Outcome = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN';
  const READ: Record<Caller, Outcome> = {
    anonymous: 'UNAUTHENTICATED',
    learner: 'allowed',
    tutor: 'allowed',
    'another tutor': 'allowed',
    admin: 'allowed',
  };
  const ADMIN_ONLY: Record<Caller, Outcome> = {
    anonymous: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    tutor: 'FORBIDDEN',
    'another tutor': 'FORBIDDEN',
    admin: 'allowed',
  };
  const token = (caller: Caller): string | undefined =>
    ({ anonymous: undefined, learner, tutor, 'another tutor': otherTutor, admin: admin.token })[caller];

  // Each operation: its variables (made fresh per call) and, for writes, a check that a refusal changed nothing.
  type Operation = {
    query: string;
    rules: Record<Caller, Outcome>;
    variables: () => Promise<Record<string, unknown>>;
    unchanged?: (variables: Record<string, unknown>) => Promise<void>;
  };
  const existing = async () => ({ id: (await create({ title: 'Permission target' })).id });
  const operations: Record<string, Operation> = {
    opportunities: { query: LIST, rules: READ, variables: async () => ({}) },
    opportunity: { query: GET, rules: READ, variables: existing },
    latestOpportunities: { query: LATEST, rules: READ, variables: async () => ({ limit: 2 }) },
    createOpportunity: {
      query: CREATE,
      rules: ADMIN_ONLY,
      variables: async () => ({ input: input({ title: 'Made by the table' }) }),
      unchanged: async () => {
        const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM opportunities WHERE title = 'Made by the table'`);
        expect(n).toBe(0);
      },
    },
    updateOpportunity: {
      query: UPDATE,
      rules: ADMIN_ONLY,
      variables: async () => ({ ...(await existing()), input: { title: 'Renamed' } }),
      unchanged: async ({ id }) => {
        const [row] = await t.db.dataSource.query('SELECT title FROM opportunities WHERE id = $1', [id]);
        expect(row.title).toBe('Permission target');
      },
    },
    deleteOpportunity: {
      query: DELETE,
      rules: ADMIN_ONLY,
      variables: existing,
      unchanged: async ({ id }) => {
        const rows = await t.db.dataSource.query('SELECT id FROM opportunities WHERE id = $1', [id]);
        expect(rows).toHaveLength(1);
      },
    },
  };
  const cases = Object.entries(operations).flatMap(([name, op]) =>
    (Object.keys(op.rules) as Caller[]).map((caller) => [name, caller, op.rules[caller]] as const),
  );

  it.each(cases)('%s as %s: %s', async (name, caller, outcome) => {
    const op = operations[name];
    if (name === 'createOpportunity') await t.db.dataSource.query(`DELETE FROM opportunities WHERE title = 'Made by the table'`);
    const variables = await op.variables();
    const res = await t.gql(op.query, variables, token(caller));
    if (outcome === 'allowed') {
      expect(res.errors).toBeUndefined();
      expect(res.data![name]).toBeTruthy();
    } else {
      expect(res.errors![0].extensions!.code).toBe(outcome);
      expect(res.errors![0].message).toBe(
        outcome === 'UNAUTHENTICATED' ? 'You must be logged in to do this.' : 'You do not have permission to do this.',
      );
      await op.unchanged?.(variables);
    }
  });
});

describe('create', () => {
  it('trims and stores every field, the type as its spec spelling', async () => {
    const opening = fromNow(-DAY);
    const closing = fromNow(10 * DAY);
    const created = await create({
      title: '  Data Bursary ',
      description: ' Full tuition ',
      type: 'FULL_TIME',
      link: ' https://example.com/apply ',
      openingDate: opening,
      closingDate: closing,
    });
    expect(created).toMatchObject({
      title: 'Data Bursary',
      description: 'Full tuition',
      type: 'FULL_TIME',
      link: 'https://example.com/apply',
      openingDate: opening,
      closingDate: closing,
      status: 'OPEN',
    });
    const [row] = await t.db.dataSource.query('SELECT type, created_by_id FROM opportunities WHERE id = $1', [created.id]);
    expect(row).toEqual({ type: 'Full-time', created_by_id: admin.id });
  });

  it.each([
    ['BURSARY', 'Bursary'],
    ['HECKATHONS', 'Heckathons'],
    ['INTERNSHIP', 'Internship'],
    ['FULL_TIME', 'Full-time'],
    ['PART_TIME', 'Part-time'],
  ])('stores %s as "%s"', async (type, stored) => {
    const created = await create({ type });
    const [row] = await t.db.dataSource.query('SELECT type FROM opportunities WHERE id = $1', [created.id]);
    expect(row.type).toBe(stored);
  });

  it('defaults the type to Internship and the dates to none', async () => {
    const created = await create();
    expect(created).toMatchObject({ type: 'INTERNSHIP', openingDate: null, closingDate: null, status: 'OPEN' });
  });

  it.each([[undefined], [null], [''], ['   '], ['Link not available']])('stores "Link not available" for the link %j', async (link) => {
    const created = await create(link === undefined ? {} : { link });
    expect(created.link).toBe('Link not available');
  });

  it.each([
    ['an empty title', { title: '' }, 'title', 'Title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['a blank description', { description: ' ' }, 'description', 'Description is required'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ['a 10,001-character description', { description: 'x'.repeat(10_001) }, 'description', 'Description must be at most 10000 characters'],
    ['a link that is not a URL', { link: 'not a url' }, 'link', 'Link must be a valid URL starting with http:// or https://'],
    ['an ftp link', { link: 'ftp://example.com/file' }, 'link', 'Link must be a valid URL starting with http:// or https://'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link', 'Link must be a valid URL starting with http:// or https://'],
    ['a link over 2,000 characters', { link: `https://example.com/${'a'.repeat(2000)}` }, 'link', 'Link must be at most 2000 characters'],
    ['closing before opening', { openingDate: fromNow(5 * DAY), closingDate: fromNow(DAY) }, 'closingDate', 'Closing date cannot be before the opening date'],
  ])('refuses %s', async (_label, patch, field, message) => {
    const before = await count();
    const res = await t.gql(CREATE, { input: input(patch) }, admin.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } } });
    expect(await count()).toBe(before);
  });

  it('checks title before description', async () => {
    const res = await t.gql(CREATE, { input: { title: '', description: '' } }, admin.token);
    expect(res.errors![0]).toMatchObject({
      message: 'Title is required',
      extensions: { fieldErrors: { title: 'Title is required', description: 'Description is required' } },
    });
  });

  it('accepts a closing date equal to the opening date', async () => {
    const same = fromNow(DAY);
    expect((await create({ openingDate: same, closingDate: same })).closingDate).toBe(same);
  });

  it('refuses a date or type GraphQL cannot parse before the service runs', async () => {
    for (const patch of [{ openingDate: 'tomorrow' }, { type: 'HACKATHON' }]) {
      const res = await t.gql(CREATE, { input: input(patch) }, admin.token);
      expect(res.status).toBe(400);
      expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
  });

  // The REST layer passes raw JSON: the service gives its own messages for what GraphQL's types stop earlier.
  it.each([
    [{ type: 'Hackathon' }, 'type', 'Please select a valid opportunity type'],
    [{ type: 7 }, 'type', 'Please select a valid opportunity type'],
    [{ openingDate: 'tomorrow' }, 'openingDate', 'Opening date must be a valid date'],
    [{ openingDate: '2025-13-45' }, 'openingDate', 'Opening date must be a valid date'],
    [{ closingDate: 12345 }, 'closingDate', 'Closing date must be a valid date'],
  ])('service refuses %j', async (patch, field, message) => {
    const me = { id: admin.id, role: Role.ADMIN, name: 'A', surname: 'B', email: 'a@b.co' };
    await expect(t.services.opportunities.create(input(patch), me)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message,
      fieldErrors: { [field]: message },
    });
  });

  it('service takes spec spellings and ISO strings from raw JSON', async () => {
    const me = { id: admin.id, role: Role.ADMIN, name: 'A', surname: 'B', email: 'a@b.co' };
    const created = await t.services.opportunities.create(
      input({ type: 'Part-time', openingDate: '2030-01-01', closingDate: '2030-02-01T00:00:00Z', link: '' }),
      me,
    );
    expect(created).toMatchObject({ type: 'Part-time', link: 'Link not available' });
    expect(created.openingDate!.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});

describe('read', () => {
  it('gets one by id', async () => {
    const created = await create({ title: 'Readable' });
    const res = await t.gql<{ opportunity: Opportunity }>(GET, { id: created.id }, learner);
    expect(res.data!.opportunity).toEqual(created);
  });

  it.each([MISSING_ID, 'not-a-uuid'])('answers NOT_FOUND "Opportunity not found" for %s', async (id) => {
    for (const query of [GET, DELETE]) {
      const res = await t.gql(query, { id }, admin.token);
      expect(res.errors![0]).toMatchObject({ message: 'Opportunity not found', extensions: { code: 'NOT_FOUND' } });
    }
    const update = await t.gql(UPDATE, { id, input: { title: 'x' } }, admin.token);
    expect(update.errors![0]).toMatchObject({ message: 'Opportunity not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('status and order', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    await clearAll();
    const specs: Record<string, Record<string, unknown>> = {
      closed: { closingDate: fromNow(-DAY) },
      closedLongAgo: { openingDate: fromNow(-30 * DAY), closingDate: fromNow(-20 * DAY) },
      soon: { openingDate: fromNow(2 * DAY), closingDate: fromNow(9 * DAY) },
      soonNoClosing: { openingDate: fromNow(3 * DAY) },
      open: { openingDate: fromNow(-DAY), closingDate: fromNow(4 * DAY) },
      openNoOpening: { closingDate: fromNow(DAY) },
      noDatesOld: {},
      noDatesNew: {},
    };
    ids = {};
    for (const [name, patch] of Object.entries(specs)) ids[name] = (await create({ title: name, ...patch })).id;
    // Distinct creation times, so "newest" is unambiguous.
    await t.db.dataSource.query(`UPDATE opportunities SET created_at = now() - interval '1 day' WHERE id = $1`, [ids.noDatesOld]);
  });

  const list = async (variables: Record<string, unknown> = {}) => {
    const paging = 'last' in variables || 'before' in variables ? {} : { first: 100 };
    const res = await t.gql<{ opportunities: Page }>(LIST, { ...paging, ...variables }, learner);
    expect(res.errors).toBeUndefined();
    return res.data!.opportunities;
  };

  it('computes the status from the dates at query time', async () => {
    const byTitle = Object.fromEntries(nodesOf(await list()).map((o) => [o.title, o.status]));
    expect(byTitle).toEqual({
      closed: 'CLOSED',
      closedLongAgo: 'CLOSED',
      soon: 'OPENING_SOON',
      soonNoClosing: 'OPENING_SOON',
      open: 'OPEN',
      openNoOpening: 'OPEN',
      noDatesOld: 'OPEN',
      noDatesNew: 'OPEN',
    });
  });

  it('is not stored: the same row changes status as time passes', async () => {
    await t.db.dataSource.query(`UPDATE opportunities SET opening_date = now() - interval '1 minute' WHERE id = $1`, [ids.soonNoClosing]);
    const res = await t.gql<{ opportunity: Opportunity }>(GET, { id: ids.soonNoClosing }, learner);
    expect(res.data!.opportunity.status).toBe('OPEN');
    await t.db.dataSource.query(`UPDATE opportunities SET opening_date = now() + interval '3 days' WHERE id = $1`, [ids.soonNoClosing]);
  });

  it('sorts by closing date ascending, those without one last and newest first', async () => {
    expect(titlesOf(await list())).toEqual([
      'closedLongAgo',
      'closed',
      'openNoOpening',
      'open',
      'soon',
      'noDatesNew',
      'soonNoClosing',
      'noDatesOld',
    ]);
  });

  it.each([
    ['OPEN', ['openNoOpening', 'open', 'noDatesNew', 'noDatesOld']],
    ['OPENING_SOON', ['soon', 'soonNoClosing']],
    ['CLOSED', ['closedLongAgo', 'closed']],
  ])('filters by status %s, in the same order', async (status, titles) => {
    const page = await list({ status });
    expect(titlesOf(page)).toEqual(titles);
    expect(nodesOf(page).every((o) => o.status === status)).toBe(true);
    expect(page.totalCount).toBe(titles.length);
  });

  it('counts the open ones for the dashboard', async () => {
    expect(await t.services.opportunities.countOpen()).toBe(4);
  });

  it('pages with a totalCount', async () => {
    const head = await list({ first: 2 });
    expect(titlesOf(head)).toEqual(['closedLongAgo', 'closed']);
    const page = await list({ first: 3, after: head.pageInfo.endCursor });
    expect(page).toMatchObject({ totalCount: 8, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expect(titlesOf(page)).toEqual(['openNoOpening', 'open', 'soon']);
  });

  it('pages on past the rows without a closing date, and back', async () => {
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      pages.push(await list({ first: 3, after }));
      after = pages[pages.length - 1].pageInfo.endCursor;
    } while (pages[pages.length - 1].pageInfo.hasNextPage);
    expect(pages.map(titlesOf)).toEqual([
      ['closedLongAgo', 'closed', 'openNoOpening'],
      ['open', 'soon', 'noDatesNew'],
      ['soonNoClosing', 'noDatesOld'],
    ]);
    expect(pages.every((page) => page.totalCount === 8)).toBe(true);
    // A filtered list pages the same way.
    const openHead = await list({ status: 'OPEN', first: 3 });
    expect(titlesOf(await list({ status: 'OPEN', first: 3, after: openHead.pageInfo.endCursor }))).toEqual(['noDatesOld']);
    // Backward from the last page: the rows just before it, in the list's order.
    const back = await list({ last: 2, before: pages[2].pageInfo.startCursor });
    expect(titlesOf(back)).toEqual(['soon', 'noDatesNew']);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it.each([
    [{ first: 101 }, 'first must be a whole number from 1 to 100'],
    [{ first: 0 }, 'first must be a whole number from 1 to 100'],
    [{ after: 'not-a-cursor' }, 'This cursor is not one of this list: start again from the first page'],
  ])('refuses %j', async (variables, message) => {
    const res = await t.gql(LIST, variables, learner);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('lists 20 by default', async () => {
    const DEFAULT = `{ opportunities { totalCount pageInfo { hasNextPage } nodes { id } } }`;
    const res = await t.gql<{ opportunities: { totalCount: number; pageInfo: { hasNextPage: boolean }; nodes: unknown[] } }>(DEFAULT, {}, learner);
    expect(res.data!.opportunities).toMatchObject({ totalCount: 8, pageInfo: { hasNextPage: false } });
    expect(res.data!.opportunities.nodes).toHaveLength(8);
    // 25 rows: the first 20 of them.
    await t.db.dataSource.query(`INSERT INTO opportunities (title, description) SELECT 'Extra ' || g, 'd' FROM generate_series(1, 17) g`);
    try {
      const more = await t.gql<{ opportunities: { totalCount: number; pageInfo: { hasNextPage: boolean }; nodes: unknown[] } }>(DEFAULT, {}, learner);
      expect(more.data!.opportunities).toMatchObject({ totalCount: 25, pageInfo: { hasNextPage: true } });
      expect(more.data!.opportunities.nodes).toHaveLength(20);
    } finally {
      await t.db.dataSource.query(`DELETE FROM opportunities WHERE title LIKE 'Extra %'`);
    }
  });
});

describe('latestOpportunities', () => {
  beforeAll(async () => {
    await clearAll();
    for (const title of ['first', 'second', 'third']) await create({ title, closingDate: fromNow(DAY) });
    // Spread the creation times: first oldest.
    await t.db.dataSource.query(`UPDATE opportunities SET created_at = now() - interval '2 days' WHERE title = 'first'`);
    await t.db.dataSource.query(`UPDATE opportunities SET created_at = now() - interval '1 day' WHERE title = 'second'`);
  });

  it('gives the two most recently created by default', async () => {
    const res = await t.gql<{ latestOpportunities: Opportunity[] }>(LATEST_DEFAULT, {}, learner);
    expect(res.data!.latestOpportunities.map((o) => o.title)).toEqual(['third', 'second']);
  });

  it('takes a limit', async () => {
    const res = await t.gql<{ latestOpportunities: Opportunity[] }>(LATEST, { limit: 3 }, learner);
    expect(res.data!.latestOpportunities.map((o) => o.title)).toEqual(['third', 'second', 'first']);
  });

  it.each([101, 0])('refuses the limit %d', async (limit) => {
    const res = await t.gql(LATEST, { limit }, learner);
    expect(res.errors![0]).toMatchObject({ message: 'limit must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('update', () => {
  let original: Opportunity;

  beforeEach(async () => {
    original = await create({
      title: 'Editable',
      type: 'BURSARY',
      description: 'Before',
      link: 'https://example.com/before',
      openingDate: fromNow(-DAY),
      closingDate: fromNow(DAY),
    });
  });

  const update = (patch: Record<string, unknown>) =>
    t.gql<{ updateOpportunity: Opportunity }>(UPDATE, { id: original.id, input: patch }, admin.token);

  it('changes only the fields given', async () => {
    await t.db.dataSource.query(`UPDATE opportunities SET updated_at = now() - interval '1 hour' WHERE id = $1`, [original.id]);
    const res = await update({ title: '  Edited ' });
    expect(res.errors).toBeUndefined();
    const edited = res.data!.updateOpportunity;
    expect(edited).toEqual({ ...original, title: 'Edited', updatedAt: expect.any(String) });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('changes type, description, link and dates together', async () => {
    const closing = fromNow(30 * DAY);
    const res = await update({ type: 'PART_TIME', description: 'After', link: 'http://example.org/new', closingDate: closing });
    expect(res.data!.updateOpportunity).toMatchObject({
      title: 'Editable',
      type: 'PART_TIME',
      description: 'After',
      link: 'http://example.org/new',
      openingDate: original.openingDate,
      closingDate: closing,
    });
  });

  it('clears the link and dates with null', async () => {
    const res = await update({ link: null, openingDate: null, closingDate: null });
    expect(res.data!.updateOpportunity).toMatchObject({ link: 'Link not available', openingDate: null, closingDate: null, status: 'OPEN' });
  });

  it('stores "Link not available" for a blank link', async () => {
    expect((await update({ link: '  ' })).data!.updateOpportunity.link).toBe('Link not available');
  });

  it('leaves everything as it was for an empty patch or a null type', async () => {
    expect((await update({})).data!.updateOpportunity).toEqual(original);
    expect((await update({ type: null })).data!.updateOpportunity.type).toBe('BURSARY');
  });

  it.each([
    ['an empty title', { title: '' }, 'title', 'Title is required'],
    ['a null title', { title: null }, 'title', 'Title is required'],
    ['a blank description', { description: '  ' }, 'description', 'Description is required'],
    ['a null description', { description: null }, 'description', 'Description is required'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ['a link without a scheme', { link: 'example.com' }, 'link', 'Link must be a valid URL starting with http:// or https://'],
    // Checked against the stored opening date (yesterday) when only the closing date changes.
    ['a closing date before the stored opening date', { closingDate: fromNow(-2 * DAY) }, 'closingDate', 'Closing date cannot be before the opening date'],
    ['an opening date after the stored closing date', { openingDate: fromNow(2 * DAY) }, 'closingDate', 'Closing date cannot be before the opening date'],
  ])('refuses %s', async (_label, patch, field, message) => {
    const res = await update(patch);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } } });
    const after = await t.gql<{ opportunity: Opportunity }>(GET, { id: original.id }, admin.token);
    expect(after.data!.opportunity).toEqual(original);
  });
});

describe('delete', () => {
  it('removes it and returns its id', async () => {
    const created = await create({ title: 'Doomed' });
    const res = await t.gql<{ deleteOpportunity: string }>(DELETE, { id: created.id }, admin.token);
    expect(res.data!.deleteOpportunity).toBe(created.id);
    const after = await t.gql(GET, { id: created.id }, admin.token);
    expect(after.errors![0]).toMatchObject({ message: 'Opportunity not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('the database', () => {
  it('refuses a type outside the five and a closing date before the opening date', async () => {
    await expect(
      t.db.dataSource.query(`INSERT INTO opportunities (title, type, description) VALUES ('x', 'Hackathon', 'y')`),
    ).rejects.toThrow(/check constraint/);
    await expect(
      t.db.dataSource.query(
        `INSERT INTO opportunities (title, description, opening_date, closing_date) VALUES ('x', 'y', now(), now() - interval '1 day')`,
      ),
    ).rejects.toThrow(/opportunities_dates_order/);
  });
});
