import request from 'supertest';
import type { TestApp } from './app';

/** A REST call through the real Express app, with an optional bearer token. */
export function rest(t: TestApp, method: 'get' | 'post' | 'patch' | 'delete', path: string, token?: string) {
  const req = request(t.app)[method](`/api${path}`);
  if (token) req.set('authorization', `Bearer ${token}`);
  return req;
}
