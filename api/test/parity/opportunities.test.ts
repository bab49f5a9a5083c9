// Opportunities over both transports: the shared rules as one table (bothTransports), then what
// only REST has (the admin form's names and spellings, status codes, query strings, OpenAPI).
import { startTestApp, type TestApp } from '../helpers/app';
import {
  type Accounts,
  bothTransports,
  NOT_ALLOWED_REFUSAL,
  NOT_SIGNED_IN_REFUSAL,
  type Operation,
  refused,
  scenario,
  signInEveryone,
  type Who,
} from '../helpers/both-transports';
import { rest } from '../helpers/rest';

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
let accounts: Accounts;
let admin: string;
let learner: string;
let tutor: string;

beforeAll(async () => {
  t = await startTestApp();
  accounts = await signInEveryone(t);
  ({ admin, learner, tutor } = { admin: accounts.admin.token, learner: accounts.learner.token, tutor: accounts.tutor.token });
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

// ---- The rules both transports share: one table, run as GraphQL and as REST ----

type OpportunityInput = { title?: string; type?: string; description?: string; link?: string | null; openingDate?: string | null; closingDate?: string | null };
type View = { id: string; title: string; type: string; description: string; link: string; openingDate: string | null; closingDate: string | null; status: string };

const FIELDS = 'id title type description link openingDate closingDate status';
// 'Opening Soon' and 'Full-time' (REST) are OPENING_SOON and FULL_TIME (GraphQL).
const enumName = (label: string) => label.toUpperCase().replace(/[- ]/g, '_');
const fromRest = (o: RestOpportunity): View => ({
  id: o.id,
  title: o.title,
  type: enumName(o.opportunityType),
  description: o.opportunityDescription,
  link: o.opportunityLink,
  openingDate: o.opportunityDate.openingDate,
  closingDate: o.opportunityDate.closingDate,
  status: enumName(o.status),
});
// A GraphQL input as the admin form's body; a date left out of the input is left out of opportunityDate.
function restBody({ type, description, link, openingDate, closingDate, ...same }: OpportunityInput): Record<string, unknown> {
  const dates = { ...(openingDate !== undefined && { openingDate }), ...(closingDate !== undefined && { closingDate }) };
  return {
    ...same,
    ...(type !== undefined && { opportunityType: type }),
    ...(description !== undefined && { opportunityDescription: description }),
    ...(link !== undefined && { opportunityLink: link }),
    ...(Object.keys(dates).length > 0 && { opportunityDate: dates }),
  };
}
const REST_NAMES = { type: 'opportunityType', description: 'opportunityDescription', link: 'opportunityLink', openingDate: 'opportunityDate.openingDate', closingDate: 'opportunityDate.closingDate' };

const CREATE: Operation<OpportunityInput> = {
  graphql: (input) => ({ query: `mutation($input: NewOpportunityInput!) { createOpportunity(input: $input) { ${FIELDS} } }`, variables: { input }, field: 'createOpportunity' }),
  rest: (input) => ({ method: 'post', path: '/opportunity', body: restBody(input), status: 201, view: fromRest, fieldNames: REST_NAMES }),
};
const GET: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: `query($id: ID!) { opportunity(id: $id) { ${FIELDS} } }`, variables: { id }, field: 'opportunity' }),
  rest: ({ id }) => ({ method: 'get', path: `/opportunity/${id}`, status: 200, view: fromRest }),
};
const LIST: Operation<{ status?: string; first?: number }> = {
  graphql: ({ status, first }) => ({
    query: `query($status: OpportunityStatus, $first: Int) { opportunities(status: $status, first: $first) { totalCount nodes { ${FIELDS} } } }`,
    variables: { status, first },
    field: 'opportunities',
    view: (page: { totalCount: number; nodes: View[] }) => ({ total: page.totalCount, items: page.nodes }),
  }),
  rest: ({ status, first }) => ({
    method: 'get',
    path: `/opportunity?${new URLSearchParams({ ...(status && { status }), ...(first && { limit: String(first) }) }).toString()}`,
    status: 200,
    view: (body: RestOpportunity[], headers) => ({ total: Number(headers['x-total-count']), items: body.map(fromRest) }),
  }),
};
const UPDATE: Operation<{ id: string; patch: OpportunityInput }> = {
  graphql: ({ id, patch }) => ({
    query: `mutation($id: ID!, $input: OpportunityPatch!) { updateOpportunity(id: $id, input: $input) { ${FIELDS} } }`,
    variables: { id, input: patch },
    field: 'updateOpportunity',
  }),
  rest: ({ id, patch }) => ({ method: 'patch', path: `/opportunity/${id}`, body: restBody(patch), status: 200, view: fromRest, fieldNames: REST_NAMES }),
};
// GraphQL answers the id; REST { message, _id, id } (checked on its own below).
const DELETE: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: `mutation($id: ID!) { deleteOpportunity(id: $id) }`, variables: { id }, field: 'deleteOpportunity' }),
  rest: ({ id }) => ({ method: 'delete', path: `/opportunity/${id}`, status: 200, view: (body: { id: string }) => body.id }),
};

// Made outside both transports (through the service's GraphQL, as a fixture).
async function fixture(input: OpportunityInput = {}): Promise<View> {
  const res = await t.gql<{ createOpportunity: View }>(`mutation($input: NewOpportunityInput!) { createOpportunity(input: $input) { ${FIELDS} } }`, {
    input: { title: 'Cloud Internship', description: 'Six months with the platform team', ...input },
  }, admin);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createOpportunity;
}
const rowOf = async (id: string) =>
  (await t.db.dataSource.query('SELECT title, type, description, link, opening_date, closing_date FROM opportunities WHERE id = $1', [id]))[0] ?? null;
const opportunityCount = () => rowCount('SELECT 1 FROM opportunities');
// A create's row, found by its title (made anew for each transport).
const freshTitle = (title: string) => async () => {
  await t.db.dataSource.query('DELETE FROM opportunities WHERE title = $1', [title]);
  return title;
};
const byTitle = async (title: string) => t.db.dataSource.query('SELECT type, description, link, opening_date, closing_date FROM opportunities WHERE title = $1', [title]);

const existing = () => fixture({ title: 'Target', openingDate: null, closingDate: SOON });
const OPENING = fromNow(-DAY);
const CLOSING = fromNow(10 * DAY);
const LATER = fromNow(2 * DAY);
const SOON = fromNow(DAY);
const WHO: Who[] = ['anonymous', 'learner', 'tutor', 'another tutor', 'admin'];
const READERS = (who: Who) => (who === 'anonymous' ? NOT_SIGNED_IN_REFUSAL : undefined);
const ADMINS = (who: Who) => (who === 'anonymous' ? NOT_SIGNED_IN_REFUSAL : who === 'admin' ? undefined : NOT_ALLOWED_REFUSAL);

describe('one table through GraphQL and REST', () => {
  bothTransports(() => ({ t, accounts }), [
    // Who may call what: a refusal changes nothing.
    ...WHO.map((as) =>
      scenario({ name: 'list', as, op: LIST, input: () => ({}), expect: READERS(as) ?? { data: () => expect.objectContaining({ items: expect.any(Array) }) } }),
    ),
    ...WHO.map((as) =>
      scenario({ name: 'read one', as, setup: existing, op: GET, input: (f) => ({ id: f.id }), expect: READERS(as) ?? { data: (f) => f } }),
    ),
    ...WHO.map((as) =>
      scenario({
        name: 'create',
        as,
        setup: freshTitle('Made by the table'),
        op: CREATE,
        input: (title) => ({ title, description: 'd' }),
        expect: ADMINS(as) ?? { data: () => expect.objectContaining({ title: 'Made by the table' }) },
        stored: byTitle,
      }),
    ),
    ...WHO.map((as) =>
      scenario({
        name: 'update',
        as,
        setup: existing,
        op: UPDATE,
        input: (f) => ({ id: f.id, patch: { title: 'Renamed' } }),
        expect: ADMINS(as) ?? { data: (f) => ({ ...f, title: 'Renamed' }) },
        stored: (f) => rowOf(f.id),
      }),
    ),
    ...WHO.map((as) =>
      scenario({ name: 'delete', as, setup: existing, op: DELETE, input: (f) => ({ id: f.id }), expect: ADMINS(as) ?? { data: (f) => f.id }, stored: (f) => rowOf(f.id), storedAfter: () => null }),
    ),

    // Creating.
    scenario({
      name: 'create trims every text and answers the computed status',
      as: 'admin',
      setup: freshTitle('Data Bursary'),
      op: CREATE,
      input: () => ({ title: '  Data Bursary ', type: 'BURSARY', description: ' Full tuition ', link: ' https://example.com/apply ', openingDate: OPENING, closingDate: CLOSING }),
      expect: {
        data: () => ({ id: expect.any(String), title: 'Data Bursary', type: 'BURSARY', description: 'Full tuition', link: 'https://example.com/apply', openingDate: OPENING, closingDate: CLOSING, status: 'OPEN' }),
      },
      stored: byTitle,
      storedAfter: () => [{ type: 'Bursary', description: 'Full tuition', link: 'https://example.com/apply', opening_date: new Date(OPENING), closing_date: new Date(CLOSING) }],
    }),
    ...['BURSARY', 'HECKATHONS', 'INTERNSHIP', 'FULL_TIME', 'PART_TIME'].map((type) =>
      scenario({
        name: `create a ${type}`,
        as: 'admin',
        setup: freshTitle(`Type ${type}`),
        op: CREATE,
        input: (title) => ({ title, description: 'd', type }),
        expect: { data: () => expect.objectContaining({ type }) },
        stored: byTitle,
      }),
    ),
    scenario({
      name: 'create defaults the type to INTERNSHIP, the link to "Link not available" and the dates to null',
      as: 'admin',
      setup: freshTitle('Bare'),
      op: CREATE,
      input: (title) => ({ title, description: 'Only the required fields' }),
      expect: { data: () => expect.objectContaining({ type: 'INTERNSHIP', link: 'Link not available', openingDate: null, closingDate: null, status: 'OPEN' }) },
      stored: byTitle,
    }),
    scenario({
      name: 'create answers OPENING_SOON before the opening date',
      as: 'admin',
      op: CREATE,
      input: () => ({ title: 'Later', description: 'd', openingDate: SOON }),
      expect: { data: () => expect.objectContaining({ status: 'OPENING_SOON' }) },
    }),
    scenario({
      name: 'create answers CLOSED after the closing date',
      as: 'admin',
      op: CREATE,
      input: () => ({ title: 'Gone', description: 'd', closingDate: fromNow(-DAY) }),
      expect: { data: () => expect.objectContaining({ status: 'CLOSED' }) },
    }),
    ...(
      [
        ['create refuses an empty title', { title: '' }, 'Title is required', { title: 'Title is required' }],
        ['create refuses a blank description', { description: '  ' }, 'Description is required', { description: 'Description is required' }],
        ['create refuses a link that is not a URL', { link: 'example.com' }, 'Link must be a valid URL starting with http:// or https://', { link: 'Link must be a valid URL starting with http:// or https://' }],
        ['create refuses a closing date before the opening date', { openingDate: LATER, closingDate: SOON }, 'Closing date cannot be before the opening date', { closingDate: 'Closing date cannot be before the opening date' }],
        ['create reports every missing field, title first', { title: '', description: '' }, 'Title is required', { title: 'Title is required', description: 'Description is required' }],
      ] as const
    ).map(([name, patch, message, fieldErrors]) =>
      scenario({
        name,
        as: 'admin',
        op: CREATE,
        input: () => ({ title: 'Cloud Internship', description: 'Six months', ...patch }),
        expect: refused('BAD_USER_INPUT', message, fieldErrors),
        stored: opportunityCount,
      }),
    ),

    // Reading.
    ...['GET', 'PATCH', 'DELETE'].flatMap((verb) =>
      [MISSING_ID, 'not-a-uuid'].map((id) =>
        scenario({
          name: `${verb} ${id} is not found`,
          as: verb === 'GET' ? 'learner' : 'admin',
          op: verb === 'GET' ? GET : verb === 'PATCH' ? (UPDATE as Operation<{ id: string; patch?: OpportunityInput }>) : DELETE,
          input: () => ({ id, patch: { title: 'x' } }),
          expect: refused('NOT_FOUND', 'Opportunity not found'),
          stored: opportunityCount,
        }),
      ),
    ),

    // Changing.
    scenario({
      name: 'update changes only the fields sent',
      as: 'admin',
      setup: () => fixture({ type: 'PART_TIME', link: 'https://example.com/a', openingDate: OPENING, closingDate: CLOSING }),
      op: UPDATE,
      input: (f) => ({ id: f.id, patch: { title: '  Renamed ' } }),
      expect: { data: (f) => ({ ...f, title: 'Renamed' }) },
      stored: async (f) => ({ ...(await rowOf(f.id)), id: undefined }),
    }),
    scenario({
      name: 'update sets every field',
      as: 'admin',
      setup: () => fixture(),
      op: UPDATE,
      input: (f) => ({ id: f.id, patch: { type: 'FULL_TIME', description: 'New description', link: 'https://example.com/b', openingDate: fromNow(-2 * DAY), closingDate: fromNow(-DAY) } }),
      expect: { data: (f) => ({ ...f, type: 'FULL_TIME', description: 'New description', link: 'https://example.com/b', openingDate: expect.any(String), closingDate: expect.any(String), status: 'CLOSED' }) },
    }),
    scenario({
      name: 'update leaves a date that is not sent as it is',
      as: 'admin',
      setup: () => fixture({ openingDate: OPENING, closingDate: SOON }),
      op: UPDATE,
      input: (f) => ({ id: f.id, patch: { closingDate: CLOSING } }),
      expect: { data: (f) => ({ ...f, openingDate: OPENING, closingDate: CLOSING }) },
    }),
    scenario({
      name: 'update clears both dates with null',
      as: 'admin',
      setup: () => fixture({ openingDate: OPENING, closingDate: SOON }),
      op: UPDATE,
      input: (f) => ({ id: f.id, patch: { openingDate: null, closingDate: null } }),
      expect: { data: (f) => ({ ...f, openingDate: null, closingDate: null }) },
    }),
    scenario({
      name: 'update stores "Link not available" for a blank link',
      as: 'admin',
      setup: () => fixture({ link: 'https://example.com/c' }),
      op: UPDATE,
      input: (f) => ({ id: f.id, patch: { link: ' ' } }),
      expect: { data: (f) => ({ ...f, link: 'Link not available' }) },
    }),
    ...(
      [
        ['update refuses a blank title', { title: ' ' }, 'Title is required', { title: 'Title is required' }],
        ['update refuses an opening date after the stored closing date', { openingDate: fromNow(5 * DAY) }, 'Closing date cannot be before the opening date', { closingDate: 'Closing date cannot be before the opening date' }],
      ] as const
    ).map(([name, patch, message, fieldErrors]) =>
      scenario({
        name,
        as: 'admin',
        setup: existing,
        op: UPDATE,
        input: (f) => ({ id: f.id, patch }),
        expect: refused('BAD_USER_INPUT', message, fieldErrors),
        stored: (f) => rowOf(f.id),
      }),
    ),

    // Deleting.
    scenario({
      name: 'delete twice: the second is not found',
      as: 'admin',
      setup: async () => {
        const f = await existing();
        await t.gql('mutation($id: ID!) { deleteOpportunity(id: $id) }', { id: f.id }, admin);
        return f;
      },
      op: DELETE,
      input: (f) => ({ id: f.id }),
      expect: refused('NOT_FOUND', 'Opportunity not found'),
    }),
  ]);

  describe('the list', () => {
    let made: Record<'none' | 'late' | 'soon' | 'closed' | 'future', View>;
    // The same five for both transports: the list only reads.
    beforeAll(async () => {
      await t.db.dataSource.query('DELETE FROM opportunities');
      made = {
        none: await fixture({ title: 'No closing date' }),
        late: await fixture({ title: 'Closes late', closingDate: fromNow(30 * DAY) }),
        soon: await fixture({ title: 'Closes soon', closingDate: fromNow(2 * DAY) }),
        closed: await fixture({ title: 'Closed', closingDate: fromNow(-DAY) }),
        future: await fixture({ title: 'Opens later', openingDate: fromNow(5 * DAY), closingDate: fromNow(40 * DAY) }),
      };
    });
    bothTransports(() => ({ t, accounts }), [
      scenario({
        name: 'lists by closing date, soonest first, none last, with the status computed now',
        as: 'learner',
        op: LIST,
        input: () => ({}),
        expect: { data: () => ({ total: 5, items: [made.closed, made.soon, made.late, made.future, made.none] }) },
      }),
      scenario({ name: 'filters OPENING_SOON', as: 'tutor', op: LIST, input: () => ({ status: 'OPENING_SOON' }), expect: { data: () => ({ total: 1, items: [made.future] }) } }),
      scenario({ name: 'filters CLOSED', as: 'tutor', op: LIST, input: () => ({ status: 'CLOSED' }), expect: { data: () => ({ total: 1, items: [made.closed] }) } }),
      scenario({ name: 'a first page of 2 counts all 5', as: 'tutor', op: LIST, input: () => ({ first: 2 }), expect: { data: () => ({ total: 5, items: [made.closed, made.soon] }) } }),
    ]);
  });
});

// ---- REST only: the admin form's names and spellings, status codes, query strings ----

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

  it.each([
    ['an unknown type', { opportunityType: 'Job' }, 'Please select a valid opportunity type', { opportunityType: 'Please select a valid opportunity type' }],
    [
      'an invalid opening date',
      { opportunityDate: { openingDate: 'soon', closingDate: null } },
      'Opening date must be a valid date',
      { 'opportunityDate.openingDate': 'Opening date must be a valid date' },
    ],
    [
      'an opportunityDate that is not an object',
      { opportunityDate: '2030-01-01' },
      'opportunityDate must be an object with openingDate and closingDate',
      { opportunityDate: 'opportunityDate must be an object with openingDate and closingDate' },
    ],
  ])('refuses %s (what only the REST body can say) with 400, error, message and fieldErrors under the REST names', async (_label, patch, message, fieldErrors) => {
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
  it('refuses a bad or "undefined" bearer token on the signed-in routes with 401', async () => {
    for (const bad of ['undefined', 'not-a-token']) {
      const res = await rest(t, 'get', '/opportunity', bad);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

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

  it('answers a plain array of the REST shape', async () => {
    const res = await rest(t, 'get', '/opportunity', learner);
    expect(Array.isArray(res.body)).toBe(true);
    res.body.forEach(expectShape);
    expect(res.body.map((o: RestOpportunity) => o.status)).toEqual(['Closed', 'Open', 'Open', 'Opening Soon', 'Open']);
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

  it('reads one opportunity in the REST shape', async () => {
    const res = await rest(t, 'get', `/opportunity/${ids.future}`, learner);
    expect(res.status).toBe(200);
    expectShape(res.body);
    expect(res.body).toMatchObject({ _id: ids.future, id: ids.future, title: 'Opens later', status: 'Opening Soon' });
  });
});

describe('PATCH /api/opportunity/:id', () => {
  const patch = (id: string, send: Record<string, unknown>) => rest(t, 'patch', `/opportunity/${id}`, admin).send(send);

  it('clears both dates with opportunityDate: null', async () => {
    const created = await create({ opportunityDate: { openingDate: fromNow(-DAY), closingDate: fromNow(DAY) } });
    const cleared = await patch(created.id, { opportunityDate: null });
    expect(cleared.body.opportunityDate).toEqual({ openingDate: null, closingDate: null });
  });

  it('accepts the whole object the inline editor sends back, ignoring read-only keys', async () => {
    const created = await create({ title: 'Inline' });
    const res = await patch(created.id, { ...created, title: 'Inline edited', _id: MISSING_ID, status: 'Closed', createdAt: '2000-01-01T00:00:00.000Z' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: created.id, title: 'Inline edited', status: 'Open', createdAt: created.createdAt });
  });

  it.each([
    [{ opportunityType: 'Job' }, 'Please select a valid opportunity type', { opportunityType: 'Please select a valid opportunity type' }],
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
  it('answers { message, _id, id }; a second delete is 404', async () => {
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
    expect(paths['/opportunity'].get.description).toBe('Who: any signed-in user. API tokens: with the scope read:courses.');
    expect(paths['/opportunity'].post.description).toBe('Who: admin. API tokens: not available (sessions of the web app only).');
    expect(paths['/opportunity/{id}'].delete.security).toEqual([{ bearer: [] }]);
    expect(paths['/opportunity/latest']).toBeUndefined();
  });
});

// Found by the fuzzer: Express's URIError for a path parameter was answered as a 500.
it('answers a path parameter that is not valid percent-encoding with 400', async () => {
  for (const id of ['%zz', '%', '%E0%A4%A']) {
    const res = await rest(t, 'get', `/opportunity/${id}`, learner);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request URL is not valid percent-encoding', message: 'The request URL is not valid percent-encoding', code: 'BAD_USER_INPUT' });
  }
});
