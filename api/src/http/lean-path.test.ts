import type { IncomingMessage } from 'node:http';
import { isJsonGraphqlPost } from './lean-path';

const req = (method: string, url: string, headers: Record<string, string>) => ({ method, url, headers }) as unknown as IncomingMessage;

describe('isJsonGraphqlPost', () => {
  it.each([
    ['POST', '/graphql', { 'content-type': 'application/json' }],
    ['POST', '/graphql', { 'content-type': 'application/json; charset=utf-8' }],
    ['POST', '/graphql?op=Courses', { 'content-type': 'Application/JSON' }],
  ])('takes %s %s %j', (method, url, headers) => expect(isJsonGraphqlPost(req(method, url, headers))).toBe(true));

  it.each([
    ['GET', '/graphql', { 'content-type': 'application/json' }],
    // Apollo's CSRF prevention must see these: Express's path.
    ['POST', '/graphql', { 'content-type': 'text/plain' }],
    ['POST', '/graphql', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['POST', '/graphql', {}],
    ['POST', '/graphql', { 'content-type': 'application/json; charset=latin1' }],
    // A compressed body: Express's parser inflates it.
    ['POST', '/graphql', { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
    ['POST', '/graphqlx', { 'content-type': 'application/json' }],
    ['POST', '/api/course', { 'content-type': 'application/json' }],
  ])('leaves %s %s %j to Express', (method, url, headers) => expect(isJsonGraphqlPost(req(method, url, headers))).toBe(false));
});
