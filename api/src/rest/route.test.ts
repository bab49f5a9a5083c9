import express from 'express';
import request from 'supertest';
import type { OffsetPage, Slice } from '../shared/pagination';
import { restErrorHandler } from './error-handler';
import { openApiDocument } from './openapi';
import { RestApi } from './route';
import { z } from './schema';

type Thing = { name: string };

describe('RestApi#list', () => {
  const calls: { params: unknown; colour: unknown; page: OffsetPage }[] = [];
  const api = new RestApi();
  api.list({
    path: '/owners/:owner/things',
    tag: 'Things',
    summary: "An owner's things",
    access: 'public',
    filters: { colour: z.string().optional() },
    response: { description: 'Things', item: z.strictObject({ name: z.string(), seenBy: z.string() }) },
    handler: async ({ params, query, page }) => {
      calls.push({ params, colour: query.colour, page });
      // Seven rows in all; the page asked for, of made-up names.
      const items = Array.from({ length: Math.min(page.limit, 7 - page.offset) }, (_, i) => ({ name: `thing ${page.offset + i + 1}` }));
      const slice: Slice<Thing> = {
        items,
        cursors: [],
        hasNextPage: page.offset + items.length < 7,
        hasPreviousPage: page.offset > 0,
        totalCount: async () => 7,
        page,
      };
      return slice;
    },
    shape: (things, { viewer }) => things.map((thing) => ({ name: thing.name, seenBy: viewer ? viewer.id : 'anonymous' })),
  });
  const app = express();
  app.use((req, _res, next) => {
    req.viewer = { user: null, authError: null };
    next();
  });
  app.use('/api', api.router);
  app.use(restErrorHandler);

  beforeEach(() => (calls.length = 0));

  it('reads the filters and the page, answers the shaped rows, the full count and the links to the neighbours', async () => {
    const res = await request(app).get('/api/owners/ada/things?colour=red&limit=2&offset=2');
    expect(res.status).toBe(200);
    expect(calls).toEqual([{ params: { owner: 'ada' }, colour: 'red', page: { kind: 'offset', limit: 2, offset: 2 } }]);
    expect(res.body).toEqual([
      { name: 'thing 3', seenBy: 'anonymous' },
      { name: 'thing 4', seenBy: 'anonymous' },
    ]);
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.headers.link).toContain('limit=2&offset=4>; rel="next"');
    expect(res.headers.link).toContain('limit=2&offset=0>; rel="prev"');
  });

  it('pages by the REST default when no page is asked for', async () => {
    const res = await request(app).get('/api/owners/ada/things');
    expect(res.status).toBe(200);
    expect(calls[0].page).toEqual({ kind: 'offset', limit: 100, offset: 0 });
    expect(res.body).toHaveLength(7);
    expect(res.headers.link).toBeUndefined();
  });

  it('refuses a page it cannot read with 400, before the handler runs', async () => {
    const res = await request(app).get('/api/owners/ada/things?offset=-1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'offset must be a whole number, 0 or more' });
    expect(calls).toEqual([]);
  });

  it('documents the filters with limit and offset, the full count, and an array of the item', () => {
    const operation = openApiDocument(api).paths?.['/owners/{owner}/things']?.get;
    expect(operation?.summary).toBe("An owner's things (X-Total-Count has the full count)");
    expect(operation?.parameters?.map((parameter) => ('name' in parameter ? `${parameter.in} ${parameter.name}` : '?'))).toEqual([
      'path owner',
      'query colour',
      'query limit',
      'query offset',
    ]);
    const answer = operation?.responses?.['200'];
    expect(answer && 'content' in answer && answer.content?.['application/json']?.schema).toMatchObject({ type: 'array' });
  });
});
