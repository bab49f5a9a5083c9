import { stringEnum } from '../../graphql/enum';

export enum Role {
  ADMIN = 'admin',
  TUTOR = 'tutor',
  USER = 'user',
}

export const { values: ALL_ROLES, parse: parseRole } = stringEnum(Role, 'Role', 'admin, tutor, or user (a learner)');
