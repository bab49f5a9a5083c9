import type { RestApi } from '../../rest/route';
import { text, withIdsShape, z } from '../../rest/schema';
import { withIds } from '../../rest/shape';
import { clientAddressOf } from '../../shared/client-address';
import type { Services } from '../module';
import { ALL_ROLES } from '../users/role';
import { ALL_FIELDS_REQUIRED } from '../users/user.service';
import { CREDENTIALS_REQUIRED } from './auth.service';
import { EMAIL_REQUIRED, RESET_LINK_INVALID, RESET_REQUEST_ACCEPTED } from './password-reset.service';
import { CONFIRM_LINK_INVALID } from './signup.service';

const SessionAnswer = withIdsShape({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.enum(ALL_ROLES),
  token: z.string().openapi({ description: 'Send as `Authorization: Bearer <token>`.' }),
})
  .strict()
  .openapi('Session');

const LOGGED_OUT = 'Logged out';

export function registerAuthRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'post',
    path: '/users/login',
    tag: 'Account',
    summary: 'Log in; answers the session user with its token',
    access: 'public',
    body: z.object({ email: text(CREDENTIALS_REQUIRED), password: text(CREDENTIALS_REQUIRED) }),
    response: { status: 200, description: 'The session user', schema: SessionAnswer },
    handler: async ({ body, req }) => withIds(await services.auth.login(body, clientAddressOf(req))),
  });

  api.add({
    method: 'post',
    path: '/users/logout',
    tag: 'Account',
    summary: "Log out: the caller's token is refused from now on",
    access: 'signed-in',
    response: { status: 200, description: 'Logged out', schema: z.strictObject({ message: z.string() }) },
    handler: async ({ req }) => {
      await services.auth.logout(req.viewer?.session);
      return { message: LOGGED_OUT };
    },
  });

  api.add({
    method: 'post',
    path: '/users/signup',
    tag: 'Account',
    summary:
      'Start a learner account (a password of at least 8 characters): the address is mailed a link to /confirm-signup#token={token} ' +
      '(POST /users/confirm-signup), or, if it already has an account, told so. Answers the same either way. 429 after 50 signups from ' +
      'one client in an hour (200 a day) or 5 for one address',
    access: 'public',
    body: z.object({
      name: text(ALL_FIELDS_REQUIRED),
      surname: text(ALL_FIELDS_REQUIRED),
      email: text(ALL_FIELDS_REQUIRED).openapi({ format: 'email' }),
      password: text(ALL_FIELDS_REQUIRED).openapi({ minLength: 6 }),
    }),
    response: { status: 202, description: 'Accepted: the mail is on its way', schema: z.strictObject({ email: z.string(), message: z.string() }) },
    handler: async ({ body, req }) => services.signups.request(body, clientAddressOf(req)),
  });

  api.add({
    method: 'post',
    path: '/users/confirm-signup',
    tag: 'Account',
    summary:
      "Create the account of a signup with its mail's token (once, within 24 hours) and answer the session user (role user). " +
      '400 "This confirmation link is invalid or has expired. Please sign up again." otherwise',
    access: 'public',
    body: z.object({ token: text(CONFIRM_LINK_INVALID) }),
    response: { status: 201, description: 'The new session user (role user)', schema: SessionAnswer },
    handler: async ({ body }) => withIds(await services.signups.confirm(body)),
  });

  api.add({
    method: 'post',
    path: '/users/forgot-password',
    tag: 'Account',
    summary:
      'Mail a password-reset link to the account with this address, if there is one. Answers the same, in the same time, whether an ' +
      'account has it or not. 429 after 5 requests for one address, or 20 from one client, in an hour',
    access: 'public',
    body: z.object({ email: text(EMAIL_REQUIRED).openapi({ format: 'email' }) }),
    response: { status: 202, description: 'Accepted', schema: z.strictObject({ message: z.string() }) },
    handler: async ({ body, req }) => {
      await services.passwordResets.request(body, clientAddressOf(req));
      return { message: RESET_REQUEST_ACCEPTED };
    },
  });

  api.add({
    method: 'post',
    path: '/users/reset-password',
    tag: 'Account',
    summary:
      "Set a new password (at least 8 characters) with a reset link's token, valid once for an hour; ends every other session and " +
      'answers the session user. 400 "This reset link is invalid or has expired." otherwise',
    access: 'public',
    body: z.object({ token: text(RESET_LINK_INVALID), password: text('Password is required').openapi({ minLength: 6 }) }),
    response: { status: 200, description: 'The session user', schema: SessionAnswer },
    handler: async ({ body }) => withIds(await services.passwordResets.reset(body)),
  });
}
