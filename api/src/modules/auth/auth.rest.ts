import { clientOf } from '../../shared/client';
import type { RestApi } from '../../rest/route';
import { objectSchema, withIds } from '../../rest/shape';
import type { Services } from '../registry';
import { RESET_REQUEST_ACCEPTED } from './password-reset.service';
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

  api.add({
    method: 'post',
    path: '/users/forgot-password',
    tag: 'Account',
    summary:
      'Mail a password-reset link to the account with this address, if there is one. Answers the same, in the same time, whether an ' +
      'account has it or not. 429 after 5 requests for one address, or 20 from one client, in an hour',
    access: 'public',
    body: { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
    response: { status: 202, description: 'Accepted', schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } },
    handler: async (req) => {
      await services.passwordResets.request(req.body ?? {}, clientOf(req));
      return { message: RESET_REQUEST_ACCEPTED };
    },
  });

  api.add({
    method: 'post',
    path: '/users/reset-password',
    tag: 'Account',
    summary:
      "Set a new password (at least 6 characters) with a reset link's token, valid once for an hour; ends every other session and " +
      'answers the session user. 400 "This reset link is invalid or has expired." otherwise',
    access: 'public',
    body: { type: 'object', properties: { token: { type: 'string' }, password: { type: 'string', minLength: 6 } }, required: ['token', 'password'] },
    response: { status: 200, description: 'The session user', schema: SESSION_SCHEMA },
    handler: async (req) => withIds(await services.passwordResets.reset(req.body ?? {})),
  });
}
