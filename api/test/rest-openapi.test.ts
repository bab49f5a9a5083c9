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

// SPEC.md section 7, every documented call (paths under /api), plus the additions of issue 4.
const SPEC_ROUTES = [
  'POST /users/login',
  'POST /users/signup',
  'POST /users/confirm-signup',
  'GET /users',
  'PATCH /users/{id}',
  'DELETE /users/{id}',
  'GET /course',
  'GET /course/search',
  'GET /course/{id}',
  'POST /course',
  'POST /course/details',
  'PATCH /course/{id}',
  'DELETE /course/{id}',
  'GET /books/search/{term}',
  'GET /opportunity',
  'GET /opportunity/{id}',
  'POST /opportunity',
  'PATCH /opportunity/{id}',
  'DELETE /opportunity/{id}',
  'GET /papers',
  'POST /papers',
  'DELETE /papers/{id}',
  'GET /papers/{id}',
  'PATCH /papers/{id}',
  'POST /contact',
  'GET /contact',
  'DELETE /contact/{id}',
  'POST /contact/{id}/reply',
  'GET /activities',
  'GET /activities/tutor/activity',
  'GET /activities/{activityId}',
  'POST /activities',
  'DELETE /activities/{id}',
  'GET /activities/{activityId}/chapters',
  'POST /activities/{activityId}/chapters',
  'PATCH /activities/{activityId}/chapters/{chapterId}',
  'DELETE /activities/{activityId}/chapters/{chapterId}',
  'POST /chapters/{chapterId}/quizzes',
  'GET /chapters/{chapterId}/quizzes',
  'GET /chapters/{chapterId}/quizzes/published',
  'DELETE /quizzes/{quizId}',
  'PATCH /quizzes/{quizId}/publish',
  'PATCH /quizzes/{quizId}/unpublish',
  'POST /quizzes/{quizId}/attempt',
  'GET /quiz-attempts/me',
];

it('serves every call of SPEC.md section 7', () => {
  const registered = new Set(registeredRoutes(createRestApi(t.services).router));
  expect(SPEC_ROUTES.filter((route) => !registered.has(route))).toEqual([]);
});
