import { registerEnumType } from 'type-graphql';

export enum Role {
  ADMIN = 'admin',
  TUTOR = 'tutor',
  USER = 'user',
}

export const ALL_ROLES: readonly Role[] = [Role.ADMIN, Role.TUTOR, Role.USER];

export const parseRole = (value: unknown): Role | undefined =>
  ALL_ROLES.find((role) => role === (typeof value === 'string' ? value.trim().toLowerCase() : undefined));

registerEnumType(Role, { name: 'Role', description: 'admin, tutor, or user (a learner)' });
