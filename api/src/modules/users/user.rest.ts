import { param, queryValue, type RestApi } from '../../rest/route';
import { DELETED_SCHEMA, deleted, objectSchema, PAGE_QUERY, restPage, sendPage, withIds } from '../../rest/shape';
import type { Services } from '../registry';
import { ALL_ROLES, Role } from './role';
import type { User } from './user.entity';

export const USER_SCHEMA = objectSchema({
  name: { type: 'string' },
  surname: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string', enum: ALL_ROLES },
  bio: { type: ['string', 'null'] },
  location: { type: ['string', 'null'] },
  website: { type: ['string', 'null'] },
  phone: { type: ['string', 'null'] },
  avatar: { type: ['string', 'null'] },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
});

export const toRestUser = (user: User) =>
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
    access: [Role.ADMIN],
    query: { ...PAGE_QUERY, search: { type: 'string' } },
    response: {
      status: 200,
      description: 'users and totalUsers',
      schema: { type: 'object', properties: { users: { type: 'array', items: USER_SCHEMA }, totalUsers: { type: 'integer' } } },
    },
    handler: async (req, res) => {
      const page = await services.users.search(queryValue(req, 'search'), restPage(req));
      const users = await sendPage(req, res, page);
      return { users: users.map(toRestUser), totalUsers: await page.totalCount() };
    },
  });

  api.add({
    method: 'patch',
    path: '/users/:id',
    tag: 'Users',
    summary: "Edit an account's name, surname, email and role (a role change signs the user out)",
    access: [Role.ADMIN],
    body: {
      type: 'object',
      properties: { name: { type: 'string' }, surname: { type: 'string' }, email: { type: 'string' }, role: { type: 'string', enum: ALL_ROLES } },
      required: ['name', 'surname', 'email'],
    },
    response: { status: 200, description: 'The updated user', schema: USER_SCHEMA },
    handler: async (req) => toRestUser(await services.users.adminUpdate(req.viewer.user!, param(req, 'id'), req.body ?? {})),
  });

  api.add({
    method: 'delete',
    path: '/users/:id',
    tag: 'Users',
    summary: 'Delete an account (not your own, not the last admin)',
    access: [Role.ADMIN],
    response: { status: 200, description: 'Deleted', schema: DELETED_SCHEMA },
    handler: async (req) => deleted(await services.users.remove(req.viewer.user!, param(req, 'id'))),
  });
}
