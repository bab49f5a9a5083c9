import { Role } from '../../modules/users/role';
import { AppError } from '../errors';
import { type AuthUser, NOT_ALLOWED } from './access';

// Ownership of what a tutor authors: activities, chapters and quizzes (their activity's tutor),
// courses, their questions and papers (their creator). One rule for all, checked in the services.
// A row without a known owner (null: its creator's account is gone, or it predates the column)
// is changed by admins only.

const isOwner = (user: AuthUser | null, ownerId: string | null): boolean => user !== null && ownerId !== null && user.id === ownerId;

// Who may change or delete a course, question or paper, see a quiz's drafts and answers: the owner or any admin.
export const isOwnerOrAdmin = (user: AuthUser | null, ownerId: string | null): boolean =>
  user !== null && (user.role === Role.ADMIN || isOwner(user, ownerId));

// Create, edit, publish an activity's content: the owning tutor only (admins read and delete, they do not author).
export function assertOwner(user: AuthUser, ownerId: string | null): void {
  if (user.role !== Role.TUTOR || !isOwner(user, ownerId)) throw new AppError('FORBIDDEN', NOT_ALLOWED);
}

// Delete and read everything: the owning tutor or any admin.
export function assertOwnerOrAdmin(user: AuthUser, ownerId: string | null): void {
  if (user.role === Role.ADMIN) return;
  assertOwner(user, ownerId);
}

export function assertTutor(user: AuthUser): void {
  if (user.role !== Role.TUTOR) throw new AppError('FORBIDDEN', NOT_ALLOWED);
}
