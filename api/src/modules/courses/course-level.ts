import { stringEnum } from '../../graphql/enum';

export enum CourseLevel {
  FIRST_YEAR = 'First Year',
  SECOND_YEAR = 'Second Year',
  THIRD_YEAR = 'Third Year',
}

export const { values: COURSE_LEVELS, parse: parseCourseLevel } = stringEnum(CourseLevel, 'CourseLevel', 'The year of study a course is for.');
