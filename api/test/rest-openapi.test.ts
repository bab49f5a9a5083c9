import type { Router } from 'express';
import request from 'supertest';
import { createRestApi } from '../src/rest/router';
import { startTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Layer = { route?: { path: string; methods: Record<string, boolean> } };

// What Express itself will answer: read from the router's stack, not from our route list.
function registeredRoutes(router: Router): string[] {
  return (router.stack as Layer[]).flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`) : [],
  );
}

it('documents exactly the routes the server registers', async () => {
  const res = await request(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.body.openapi).toBe('3.1.0');
  const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const registered = registeredRoutes(createRestApi(t.services).router);
  expect(new Set(documented)).toEqual(new Set(registered));
  expect(documented.length).toBe(registered.length);
});

it('marks every protected route with bearer security and its roles', async () => {
  const res = await request(t.app).get('/api/openapi.json');
  const login = res.body.paths['/users/login'].post;
  expect(login.security).toBeUndefined();
  const users = res.body.paths['/users'].get;
  expect(users.security).toEqual([{ bearer: [] }]);
  expect(users.description).toContain('admin');
});

it('answers an unknown path with a JSON 404', async () => {
  const res = await request(t.app).get('/api/no-such-thing');
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ code: 'NOT_FOUND', error: 'No route for GET /api/no-such-thing' });
});
