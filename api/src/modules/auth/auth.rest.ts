import { clientOf } from '../../shared/client';
import type { RestApi } from '../../rest/route';
import { objectSchema, withIds } from '../../rest/shape';
import type { Services } from '../registry';
import { ALL_ROLES } from '../users/role';

const SESSION_SCHEMA = objectSchema(
  {
    name: { type: 'string' },
    surname: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: ALL_ROLES },
    token: { type: 'string', description: 'Send as `Authorization: Bearer <token>`.' },
  },
  ['name', 'surname', 'email', 'role', 'token'],
);

export function registerAuthRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'post',
    path: '/users/login',
    tag: 'Account',
    summary: 'Log in; answers the session user with its token',
    access: 'public',
    body: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } }, required: ['email', 'password'] },
    response: { status: 200, description: 'The session user', schema: SESSION_SCHEMA },
    handler: async (req) => withIds(await services.auth.login(req.body ?? {}, clientOf(req))),
  });

  api.add({
    method: 'post',
    path: '/users/signup',
    tag: 'Account',
    summary: 'Create a learner account; answers the session user with its token',
    access: 'public',
    body: {
      type: 'object',
      properties: { name: { type: 'string' }, surname: { type: 'string' }, email: { type: 'string', format: 'email' }, password: { type: 'string', minLength: 6 } },
      required: ['name', 'surname', 'email', 'password'],
    },
    response: { status: 201, description: 'The new session user (role user)', schema: SESSION_SCHEMA },
    handler: async (req) => withIds(await services.auth.signup(req.body ?? {})),
  });
}
