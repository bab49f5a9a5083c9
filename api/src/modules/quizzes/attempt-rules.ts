import { AppError } from '../../shared/errors';
import { type Quiz, windowAt } from './quiz.entity';

// What a learner is told when an attempt is refused; SPEC.md's wording for a single attempt.
const ALREADY_ATTEMPTED = 'You have already attempted this quiz';
const NOT_OPEN_YET = 'This quiz is not open yet.';
const CLOSED = 'This quiz has closed.';
export const noAttemptsLeft = (allowed: number | null): string =>
  allowed === 1 ? ALREADY_ATTEMPTED : `You have used all ${allowed ?? 0} attempts at this quiz.`;

/** Learners start and submit between the quiz's opening and closing (the services' clock). */
export function assertOpen(quiz: Pick<Quiz, 'opensAt' | 'closesAt'>, now: Date): void {
  const window = windowAt(quiz, now);
  if (window === 'NOT_OPEN') throw new AppError('CONFLICT', NOT_OPEN_YET);
  if (window === 'CLOSED') throw new AppError('CONFLICT', CLOSED);
}

/** Attempts a learner has left after using `used` of them; null: unlimited. */
export const attemptsLeft = (allowed: number | null, used: number): number | null => (allowed === null ? null : Math.max(0, allowed - used));
