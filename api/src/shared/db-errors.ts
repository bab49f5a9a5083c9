// PostgreSQL's SQLSTATE for a unique constraint violation.
const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const cause = (error as { driverError?: unknown })?.driverError ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg?.code === UNIQUE_VIOLATION && (constraint === undefined || pg.constraint === constraint);
};
