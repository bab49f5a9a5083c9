import { ADMIN, type RestApi } from '../../rest/route';
import { DateTime, optionalText, rowId, pageQuery, queryFilter, text, toPage, withIdsShape, z } from '../../rest/schema';
import { sendPage, withIds } from '../../rest/shape';
import type { Services } from '../module';
import { ALL_ROLES } from './role';
import type { User } from './user.entity';
import { ROLE_INVALID } from './user.service';

const UserAnswer = withIdsShape({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.enum(ALL_ROLES),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  createdAt: DateTime,
  updatedAt: DateTime,
})
  .strict()
  .openapi('User');

const toRestUser = (user: User) =>
  withIds({
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    role: user.role,
    bio: user.bio,
    location: user.location,
    website: user.website,
    phone: user.phone,
    avatar: user.avatar,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  });

export function registerUserRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'get',
    path: '/users',
    tag: 'Users',
    summary: 'Every account, with the total',
    access: ADMIN,
    scope: 'read:users',
    query: z.object({ ...pageQuery, search: queryFilter('Trimmed, case-insensitive; matches name, surname or email.') }),
    response: { status: 200, description: 'users and totalUsers', schema: z.strictObject({ users: z.array(UserAnswer), totalUsers: z.int() }) },
    handler: async ({ query, req, res }) => {
      const page = await services.users.search(query.search, toPage(query));
      const users = await sendPage(req, res, page);
      return { users: users.map(toRestUser), totalUsers: await page.totalCount() };
    },
  });

  api.add({
    method: 'patch',
    path: '/users/:id',
    tag: 'Users',
    summary: "Edit an account's name, surname, email and role (a role change signs the user out)",
    access: ADMIN,
    scope: 'admin:users',
    params: z.object({ id: rowId('User') }),
    body: z.object({
      name: text('First name is required'),
      surname: text('Last name is required'),
      email: text('Email is required'),
      role: optionalText(ROLE_INVALID).openapi({ enum: [...ALL_ROLES] }),
    }),
    response: { status: 200, description: 'The updated user', schema: UserAnswer },
    handler: async ({ params, body, viewer }) => toRestUser(await services.users.adminUpdate(viewer, params.id, body)),
  });

  api.remove({
    path: '/users/:id',
    tag: 'Users',
    summary: 'Delete an account (not your own, not the last admin)',
    access: ADMIN,
    scope: 'admin:users',
    handler: ({ params, viewer }) => services.users.remove(viewer, params.id),
  });
}
