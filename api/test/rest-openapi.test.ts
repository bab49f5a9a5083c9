import type { Router } from 'express';
import request from 'supertest';
import { createRestApi } from '../src/rest/router';
import { startTestApp, type TestApp } from './helpers/app';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Layer = { route?: { path: string; methods: Record<string, boolean> } };

// The REST router's own routes, read from Express's stack (what it will match), not from the routes
// the RestApi documents: a handler put on the router directly is here and nowhere else.
function registeredRoutes(router: Router): string[] {
  return (router.stack as Layer[]).flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`) : [],
  );
}

// Every route under /api, written down here: the list the documentation, the router and the served
// app are each checked against (a new route means a new line). First SPEC.md section 7's calls.
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
// Then the calls added since.
const ROUTES = [
  ...SPEC_ROUTES,
  'POST /users/logout',
  'POST /users/forgot-password',
  'POST /users/reset-password',
  'GET /activities/{activityId}/gradebook.csv',
  'GET /quizzes/{quizId}/attempts.csv',
  'GET /openapi.json',
];

const sorted = (routes: Iterable<string>) => [...routes].sort();

async function documentedRoutes(): Promise<string[]> {
  const res = await request(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.body.openapi).toBe('3.1.0');
  return Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
}

it('documents exactly the routes of the list (SPEC.md section 7 and the additions), each once', async () => {
  const documented = await documentedRoutes();
  expect(sorted(documented)).toEqual(sorted(ROUTES));
  expect(new Set(ROUTES).size).toBe(ROUTES.length);
});

it('registers exactly the routes of the list on the REST router, and nothing the documentation leaves out', () => {
  expect(sorted(registeredRoutes(createRestApi(t.services).router))).toEqual(sorted(ROUTES));
});

// Through the whole app, as a client calls it: the fallback answers "No route for ..." to anything
// the app does not serve (a documented route that no handler matches, say).
it.each(ROUTES)('serves %s', async (route) => {
  const [method, path] = route.split(' ');
  const res = await request(t.app)[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](`/api${path.replace(/\{\w+\}/g, MISSING_ID)}`);
  expect({ route, answer: res.body?.error }).not.toEqual({ route, answer: expect.stringMatching(/^No route for /) });
});

it('marks every protected route with bearer security and its roles', async () => {
  const res = await request(t.app).get('/api/openapi.json');
  const login = res.body.paths['/users/login'].post;
  expect(login.security).toBeUndefined();
  const users = res.body.paths['/users'].get;
  // With the scope a personal access token needs (a bearer scheme lists it in the requirement).
  expect(users.security).toEqual([{ bearer: ['read:users'] }]);
  expect(users.description).toContain('admin');
  expect(res.body.paths['/users/logout'].post.security).toEqual([{ bearer: [] }]);
  expect(res.body.paths['/users/logout'].post.description).toContain('API tokens: not available');
  expect(res.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', description: expect.stringContaining('lh_pat_') });
});

it('answers an unknown path with a JSON 404', async () => {
  const res = await request(t.app).get('/api/no-such-thing');
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ code: 'NOT_FOUND', error: 'No route for GET /api/no-such-thing' });
});
