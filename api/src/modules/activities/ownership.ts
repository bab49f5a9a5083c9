import { type AuthUser, NOT_ALLOWED } from '../../shared/auth/access';
import { AppError } from '../../shared/errors';
import { Role } from '../users/role';

// Ownership of activities, chapters and quizzes: the tutor who posted the activity.

export const isOwner = (user: AuthUser | null, ownerId: string): boolean => user !== null && user.id === ownerId;

// Who may see a quiz's drafts, correct answers and attempt figures.
export const isOwnerOrAdmin = (user: AuthUser | null, ownerId: string): boolean =>
  user !== null && (user.role === Role.ADMIN || user.id === ownerId);

// Create, edit, publish: the owning tutor only (admins read and delete, they do not author).
export function assertOwner(user: AuthUser, ownerId: string): void {
  if (user.role !== Role.TUTOR || user.id !== ownerId) throw new AppError('FORBIDDEN', NOT_ALLOWED);
}

// Delete and read everything: the owning tutor or any admin.
export function assertOwnerOrAdmin(user: AuthUser, ownerId: string): void {
  if (user.role === Role.ADMIN) return;
  assertOwner(user, ownerId);
}

export function assertTutor(user: AuthUser): void {
  if (user.role !== Role.TUTOR) throw new AppError('FORBIDDEN', NOT_ALLOWED);
}
