import type { DataSource } from 'typeorm';
import { byIdLoader, byParentLoader } from '../../shared/loaders';
import { Course, CourseQuestion } from './course.entity';

// Per request: every course's questions, or the courses themselves, in one query whatever their number.
export function createCourseLoaders(dataSource: DataSource) {
  return {
    questionsByCourse: byParentLoader(dataSource, CourseQuestion, 'courseId'),
    courseById: byIdLoader(dataSource, Course),
  };
}
