import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { rest } from './helpers/rest';

const DAY = 24 * 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type RestOpportunity = {
  _id: string;
  id: string;
  title: string;
  opportunityType: string;
  opportunityDescription: string;
  opportunityLink: string;
  opportunityDate: { openingDate: string | null; closingDate: string | null };
  status: string;
  createdAt: string;
  updatedAt: string;
};

let t: TestApp;
let admin: string;
let learner: string;
let tutor: string;
let otherTutor: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signIn(Role.ADMIN)).token;
  learner = (await t.signIn(Role.USER)).token;
  tutor = (await t.signIn(Role.TUTOR)).token;
  otherTutor = (await t.signIn(Role.TUTOR)).token;
});
afterAll(() => t.close());

// The body the original admin form sends.
const body = (patch: Record<string, unknown> = {}) => ({
  title: 'Cloud Internship',
  opportunityType: 'Internship',
  opportunityDescription: 'Six months with the platform team',
  opportunityDate: { openingDate: null, closingDate: null },
  opportunityLink: 'Link not available',
  ...patch,
});

async function create(patch: Record<string, unknown> = {}): Promise<RestOpportunity> {
  const res = await rest(t, 'post', '/opportunity', admin).send(body(patch));
  expect(res.status).toBe(201);
  return res.body;
}

const rowCount = async (sql: string, params: unknown[] = []): Promise<number> => {
  const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return n;
};

const KEYS = ['_id', 'id', 'title', 'opportunityType', 'opportunityDescription', 'opportunityLink', 'opportunityDate', 'status', 'createdAt', 'updatedAt'];
const isDateOrNull = (value: unknown) => value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

// Every key of the REST shape, and no other.
function expectShape(value: RestOpportunity): void {
  expect(Object.keys(value).sort()).toEqual([...KEYS].sort());
  expect(value._id).toBe(value.id);
  expect(['Bursary', 'Heckathons', 'Internship', 'Full-time', 'Part-time']).toContain(value.opportunityType);
  expect(['Open', 'Opening Soon', 'Closed']).toContain(value.status);
  for (const key of ['title', 'opportunityDescription', 'opportunityLink', 'createdAt', 'updatedAt'] as const) {
    expect(typeof value[key]).toBe('string');
  }
  expect(Object.keys(value.opportunityDate).sort()).toEqual(['closingDate', 'openingDate']);
  expect(isDateOrNull(value.opportunityDate.openingDate) && isDateOrNull(value.opportunityDate.closingDate)).toBe(true);
}

describe('permissions (the GraphQL table, replayed over REST)', () => {
  type Caller = 'anonymous' | 'learner' | 'tutor' | 'another tutor' | 'admin';
  type Outcome = 'allowed' | 401 | 403;
  const READ: Record<Caller, Outcome> = { anonymous: 401, learner: 'allowed', tutor: 'allowed', 'another tutor': 'allowed', admin: 'allowed' };
  const ADMIN_ONLY: Record<Caller, Outcome> = { anonymous: 401, learner: 403, tutor: 403, 'another tutor': 403, admin: 'allowed' };
  const token = (caller: Caller): string | undefined =>
    ({ anonymous: undefined, learner, tutor, 'another tutor': otherTutor, admin })[caller];

  type Route = {
    method: 'get' | 'post' | 'patch' | 'delete';
    rules: Record<Caller, Outcome>;
    status: number;
    // Makes what the call needs; returns its path and body.
    setup: () => Promise<{ path: string; send?: Record<string, unknown>; id?: string }>;
    // For writes: a refusal changed nothing.
    unchanged?: (id?: string) => Promise<void>;
  };
  const existing = async () => (await create({ title: 'Permission target' })).id;
  const routes: Record<string, Route> = {
    'GET /opportunity': { method: 'get', rules: READ, status: 200, setup: async () => ({ path: '/opportunity' }) },
    'GET /opportunity/:id': { method: 'get', rules: READ, status: 200, setup: async () => ({ path: `/opportunity/${await existing()}` }) },
    'POST /opportunity': {
      method: 'post',
      rules: ADMIN_ONLY,
      status: 201,
      setup: async () => {
        await t.db.dataSource.query(`DELETE FROM opportunities WHERE title = 'Made by the table'`);
        return { path: '/opportunity', send: body({ title: 'Made by the table' }) };
      },
      unchanged: async () => expect(await rowCount(`SELECT 1 FROM opportunities WHERE title = 'Made by the table'`)).toBe(0),
    },
    'PATCH /opportunity/:id': {
      method: 'patch',
      rules: ADMIN_ONLY,
      status: 200,
      setup: async () => {
        const id = await existing();
        return { path: `/opportunity/${id}`, send: { title: 'Renamed' }, id };
      },
      unchanged: async (id) => expect(await rowCount(`SELECT 1 FROM opportunities WHERE id = $1 AND title = 'Permission target'`, [id])).toBe(1),
    },
    'DELETE /opportunity/:id': {
      method: 'delete',
      rules: ADMIN_ONLY,
      status: 200,
      setup: async () => {
        const id = await existing();
        return { path: `/opportunity/${id}`, id };
      },
      unchanged: async (id) => expect(await rowCount('SELECT 1 FROM opportunities WHERE id = $1', [id])).toBe(1),
    },
  };
  const cases = Object.entries(routes).flatMap(([name, route]) =>
    (Object.keys(route.rules) as Caller[]).map((caller) => [name, caller, route.rules[caller]] as const),
  );

  it.each(cases)('%s as %s: %s', async (name, caller, outcome) => {
    const route = routes[name];
    const { path, send, id } = await route.setup();
    const req = rest(t, route.method, path, token(caller));
    const res = send ? await req.send(send) : await req;
    if (outcome === 'allowed') {
      expect(res.status).toBe(route.status);
      expect(res.body).toBeTruthy();
    } else {
      const message = outcome === 401 ? 'You must be logged in to do this.' : 'You do not have permission to do this.';
      expect(res.status).toBe(outcome);
      expect(res.body).toEqual({ error: message, message, code: outcome === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' });
      await route.unchanged?.(id);
    }
  });

  it('refuses a bad or "undefined" bearer token on the signed-in routes with 401', async () => {
    for (const bad of ['undefined', 'not-a-token']) {
      const res = await rest(t, 'get', '/opportunity', bad);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('POST /api/opportunity', () => {
  it('creates from the admin form body and answers the REST shape with 201', async () => {
    const opening = fromNow(-DAY);
    const closing = fromNow(10 * DAY);
    const res = await rest(t, 'post', '/opportunity', admin).send(
      body({
        title: '  Data Bursary ',
        opportunityType: 'Bursary',
        opportunityDescription: ' Full tuition ',
        opportunityLink: ' https://example.com/apply ',
        opportunityDate: { openingDate: opening, closingDate: closing },
      }),
    );
    expect(res.status).toBe(201);
    expectShape(res.body);
    expect(res.body).toMatchObject({
      _id: res.body.id,
      title: 'Data Bursary',
      opportunityType: 'Bursary',
      opportunityDescription: 'Full tuition',
      opportunityLink: 'https://example.com/apply',
      opportunityDate: { openingDate: opening, closingDate: closing },
      status: 'Open',
    });
    const [row] = await t.db.dataSource.query('SELECT type, description, link FROM opportunities WHERE id = $1', [res.body.id]);
    expect(row).toEqual({ type: 'Bursary', description: 'Full tuition', link: 'https://example.com/apply' });
  });

  it.each([['Bursary'], ['Heckathons'], ['Internship'], ['Full-time'], ['Part-time']])('accepts the stored spelling "%s"', async (type) => {
    const created = await create({ opportunityType: type });
    expect(created.opportunityType).toBe(type);
    const [row] = await t.db.dataSource.query('SELECT type FROM opportunities WHERE id = $1', [created.id]);
    expect(row.type).toBe(type);
  });

  it('accepts the GraphQL enum names too', async () => {
    expect((await create({ opportunityType: 'FULL_TIME' })).opportunityType).toBe('Full-time');
  });

  it('defaults the type to Internship, the link to "Link not available" and the dates to null', async () => {
    const res = await rest(t, 'post', '/opportunity', admin).send({ title: 'Bare', opportunityDescription: 'Only the required fields' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      opportunityType: 'Internship',
      opportunityLink: 'Link not available',
      opportunityDate: { openingDate: null, closingDate: null },
      status: 'Open',
    });
  });

  it('answers the computed status as its label', async () => {
    expect((await create({ opportunityDate: { openingDate: fromNow(DAY), closingDate: null } })).status).toBe('Opening Soon');
    expect((await create({ opportunityDate: { openingDate: null, closingDate: fromNow(-DAY) } })).status).toBe('Closed');
  });

  it.each([
    ['no title', { title: '' }, 'Title is required', { title: 'Title is required' }],
    ['an unknown type', { opportunityType: 'Job' }, 'Please select a valid opportunity type', { opportunityType: 'Please select a valid opportunity type' }],
    ['a blank description', { opportunityDescription: '  ' }, 'Description is required', { opportunityDescription: 'Description is required' }],
    [
      'a link that is not a URL',
      { opportunityLink: 'example.com' },
      'Link must be a valid URL starting with http:// or https://',
      { opportunityLink: 'Link must be a valid URL starting with http:// or https://' },
    ],
    [
      'an invalid opening date',
      { opportunityDate: { openingDate: 'soon', closingDate: null } },
      'Opening date must be a valid date',
      { 'opportunityDate.openingDate': 'Opening date must be a valid date' },
    ],
    [
      'a closing date before the opening date',
      { opportunityDate: { openingDate: fromNow(2 * DAY), closingDate: fromNow(DAY) } },
      'Closing date cannot be before the opening date',
      { 'opportunityDate.closingDate': 'Closing date cannot be before the opening date' },
    ],
    [
      'an opportunityDate that is not an object',
      { opportunityDate: '2030-01-01' },
      'opportunityDate must be an object with openingDate and closingDate',
      { opportunityDate: 'opportunityDate must be an object with openingDate and closingDate' },
    ],
  ])('refuses %s with 400, error, message and fieldErrors under the REST names', async (_label, patch, message, fieldErrors) => {
    const before = await rowCount('SELECT 1 FROM opportunities');
    const res = await rest(t, 'post', '/opportunity', admin).send(body(patch));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, message, code: 'BAD_USER_INPUT', fieldErrors });
    expect(await rowCount('SELECT 1 FROM opportunities')).toBe(before);
  });

  it('reports every missing field of an empty body, title first', async () => {
    const res = await rest(t, 'post', '/opportunity', admin).send({});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Title is required',
      fieldErrors: { title: 'Title is required', opportunityDescription: 'Description is required' },
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await rest(t, 'post', '/opportunity', admin).set('content-type', 'application/json').send('{"title":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'The request body is not valid JSON', code: 'BAD_USER_INPUT' });
  });
});

describe('GET /api/opportunity and /api/opportunity/:id', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await t.db.dataSource.query('DELETE FROM opportunities');
    ids = {
      none: (await create({ title: 'No closing date' })).id,
      late: (await create({ title: 'Closes late', opportunityDate: { openingDate: null, closingDate: fromNow(30 * DAY) } })).id,
      soon: (await create({ title: 'Closes soon', opportunityDate: { openingDate: null, closingDate: fromNow(2 * DAY) } })).id,
      closed: (await create({ title: 'Closed', opportunityDate: { openingDate: null, closingDate: fromNow(-DAY) } })).id,
      future: (await create({ title: 'Opens later', opportunityDate: { openingDate: fromNow(5 * DAY), closingDate: fromNow(40 * DAY) } })).id,
    };
  });

  it('lists a plain array as the service sorts it: by closing date, soonest first, none last', async () => {
    const res = await rest(t, 'get', '/opportunity', learner);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    res.body.forEach(expectShape);
    expect(res.body.map((o: RestOpportunity) => o._id)).toEqual([ids.closed, ids.soon, ids.late, ids.future, ids.none]);
    expect(res.body.map((o: RestOpportunity) => o.status)).toEqual(['Closed', 'Open', 'Open', 'Opening Soon', 'Open']);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it('filters by status (label or enum name) and pages with limit and offset', async () => {
    const open = await rest(t, 'get', `/opportunity?status=${encodeURIComponent('Opening Soon')}`, tutor);
    expect(open.body.map((o: RestOpportunity) => o._id)).toEqual([ids.future]);
    const closed = await rest(t, 'get', '/opportunity?status=CLOSED', tutor);
    expect(closed.body.map((o: RestOpportunity) => o._id)).toEqual([ids.closed]);
    const page = await rest(t, 'get', '/opportunity?limit=2&offset=1', tutor);
    expect(page.body.map((o: RestOpportunity) => o._id)).toEqual([ids.soon, ids.late]);
    expect(page.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['status=someday', 'Unknown status', { status: 'Must be OPEN, OPENING_SOON or CLOSED' }],
    ['limit=101', 'limit must be a whole number from 1 to 100', { limit: 'Must be from 1 to 100' }],
    ['offset=-1', 'offset must be a whole number, 0 or more', { offset: 'Must be 0 or more' }],
  ])('refuses ?%s with 400', async (query, message, fieldErrors) => {
    const res = await rest(t, 'get', `/opportunity?${query}`, learner);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, message, code: 'BAD_USER_INPUT', fieldErrors });
  });

  it('reads one opportunity in the REST shape, the same as GraphQL sees it', async () => {
    const res = await rest(t, 'get', `/opportunity/${ids.future}`, learner);
    expect(res.status).toBe(200);
    expectShape(res.body);
    expect(res.body).toMatchObject({ _id: ids.future, id: ids.future, title: 'Opens later', status: 'Opening Soon' });
    const gql = await t.gql<{ opportunity: Record<string, unknown> }>(
      `query($id: ID!) { opportunity(id: $id) { title type description link openingDate closingDate createdAt updatedAt } }`,
      { id: ids.future },
      learner,
    );
    const o = gql.data!.opportunity;
    expect(res.body).toMatchObject({
      title: o.title,
      opportunityDescription: o.description,
      opportunityLink: o.link,
      opportunityDate: { openingDate: o.openingDate, closingDate: o.closingDate },
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
    });
  });

  it.each([MISSING_ID, 'not-a-uuid'])('answers 404 "Opportunity not found" for %s on GET, PATCH and DELETE', async (id) => {
    for (const req of [
      rest(t, 'get', `/opportunity/${id}`, learner),
      rest(t, 'patch', `/opportunity/${id}`, admin).send({ title: 'x' }),
      rest(t, 'delete', `/opportunity/${id}`, admin),
    ]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Opportunity not found', message: 'Opportunity not found', code: 'NOT_FOUND' });
    }
  });
});

describe('PATCH /api/opportunity/:id', () => {
  const patch = (id: string, send: Record<string, unknown>) => rest(t, 'patch', `/opportunity/${id}`, admin).send(send);

  it('changes only the fields sent', async () => {
    const closing = fromNow(20 * DAY);
    const created = await create({
      opportunityType: 'Part-time',
      opportunityLink: 'https://example.com/a',
      opportunityDate: { openingDate: fromNow(-DAY), closingDate: closing },
    });
    const res = await patch(created.id, { title: '  Renamed ' });
    expect(res.status).toBe(200);
    expectShape(res.body);
    expect(res.body).toMatchObject({
      _id: created.id,
      title: 'Renamed',
      opportunityType: 'Part-time',
      opportunityDescription: created.opportunityDescription,
      opportunityLink: 'https://example.com/a',
      opportunityDate: created.opportunityDate,
    });
  });

  it('renames every REST field to the service field it edits', async () => {
    const created = await create();
    const opening = fromNow(-2 * DAY);
    const closing = fromNow(-DAY);
    const res = await patch(created.id, {
      opportunityType: 'Full-time',
      opportunityDescription: 'New description',
      opportunityLink: 'https://example.com/b',
      opportunityDate: { openingDate: opening, closingDate: closing },
    });
    expect(res.body).toMatchObject({
      title: 'Cloud Internship',
      opportunityType: 'Full-time',
      opportunityDescription: 'New description',
      opportunityLink: 'https://example.com/b',
      opportunityDate: { openingDate: opening, closingDate: closing },
      status: 'Closed',
    });
  });

  it('leaves a date missing from opportunityDate as it is, and clears both with opportunityDate: null', async () => {
    const opening = fromNow(-DAY);
    const created = await create({ opportunityDate: { openingDate: opening, closingDate: fromNow(DAY) } });
    const closing = fromNow(9 * DAY);
    const one = await patch(created.id, { opportunityDate: { closingDate: closing } });
    expect(one.body.opportunityDate).toEqual({ openingDate: opening, closingDate: closing });
    const cleared = await patch(created.id, { opportunityDate: null });
    expect(cleared.body.opportunityDate).toEqual({ openingDate: null, closingDate: null });
  });

  it('accepts the whole object the inline editor sends back, ignoring read-only keys', async () => {
    const created = await create({ title: 'Inline' });
    const res = await patch(created.id, { ...created, title: 'Inline edited', _id: MISSING_ID, status: 'Closed', createdAt: '2000-01-01T00:00:00.000Z' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: created.id, title: 'Inline edited', status: 'Open', createdAt: created.createdAt });
  });

  it('stores "Link not available" for a blank link', async () => {
    const created = await create({ opportunityLink: 'https://example.com/c' });
    expect((await patch(created.id, { opportunityLink: ' ' })).body.opportunityLink).toBe('Link not available');
  });

  it.each([
    [{ title: ' ' }, 'Title is required', { title: 'Title is required' }],
    [{ opportunityType: 'Job' }, 'Please select a valid opportunity type', { opportunityType: 'Please select a valid opportunity type' }],
    [
      { opportunityDate: { openingDate: fromNow(5 * DAY) } },
      'Closing date cannot be before the opening date',
      { 'opportunityDate.closingDate': 'Closing date cannot be before the opening date' },
    ],
  ])('refuses %j with 400 and changes nothing', async (send, message, fieldErrors) => {
    const created = await create({ title: 'Unchanged', opportunityDate: { openingDate: null, closingDate: fromNow(DAY) } });
    const res = await patch(created.id, send);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, message, code: 'BAD_USER_INPUT', fieldErrors });
    const after = await rest(t, 'get', `/opportunity/${created.id}`, admin);
    expect(after.body).toEqual(created);
  });
});

describe('DELETE /api/opportunity/:id', () => {
  it('deletes and answers the deleted id; a second delete is 404', async () => {
    const created = await create({ title: 'To delete' });
    const res = await rest(t, 'delete', `/opportunity/${created.id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted', _id: created.id, id: created.id });
    expect((await rest(t, 'get', `/opportunity/${created.id}`, admin)).status).toBe(404);
    expect((await rest(t, 'delete', `/opportunity/${created.id}`, admin)).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the five opportunity routes with their access', async () => {
    const res = await rest(t, 'get', '/openapi.json');
    const paths = res.body.paths as Record<string, Record<string, { description: string; security?: unknown }>>;
    expect(Object.keys(paths['/opportunity']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/opportunity/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(paths['/opportunity'].get.description).toBe('Who: any signed-in user.');
    expect(paths['/opportunity'].post.description).toBe('Who: admin.');
    expect(paths['/opportunity/{id}'].delete.security).toEqual([{ bearer: [] }]);
    expect(paths['/opportunity/latest']).toBeUndefined();
  });
});

// Found by the fuzzer (issue 24): Express's URIError for a path parameter was answered as a 500.
it('answers a path parameter that is not valid percent-encoding with 400', async () => {
  for (const id of ['%zz', '%', '%E0%A4%A']) {
    const res = await rest(t, 'get', `/opportunity/${id}`, learner);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request URL is not valid percent-encoding', message: 'The request URL is not valid percent-encoding', code: 'BAD_USER_INPUT' });
  }
});
