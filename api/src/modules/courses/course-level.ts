import { registerEnumType } from 'type-graphql';

export enum CourseLevel {
  FIRST_YEAR = 'First Year',
  SECOND_YEAR = 'Second Year',
  THIRD_YEAR = 'Third Year',
}

export const COURSE_LEVELS: readonly CourseLevel[] = Object.values(CourseLevel);

// Accepts the stored value ("First Year") or the GraphQL name (FIRST_YEAR), whatever the case.
export function parseCourseLevel(value: unknown): CourseLevel | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase().replace(/_/g, ' ');
  return COURSE_LEVELS.find((level) => level.toLowerCase() === wanted);
}

registerEnumType(CourseLevel, { name: 'CourseLevel', description: 'The year of study a course is for.' });
