import { AppError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

// An id that cannot exist is simply not found: PostgreSQL would otherwise
// reject it with a cast error that surfaces as a 500.
export function assertId(value: unknown, what: string): string {
  if (!isUuid(value)) throw new AppError('NOT_FOUND', `${what} not found`);
  return value.toLowerCase();
}
