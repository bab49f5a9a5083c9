import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { byIdLoader, groupByKey } from '../../shared/loaders';
import { Course, CourseQuestion } from './course.entity';

// Per request: every course's questions, or the courses themselves, in one query whatever their number.
export function createCourseLoaders(dataSource: DataSource) {
  const repo = dataSource.getRepository(CourseQuestion);
  return {
    questionsByCourse: new DataLoader<string, CourseQuestion[]>(async (courseIds) => {
      const rows = await repo.find({ where: { courseId: In([...courseIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
      return groupByKey(courseIds, rows, (row) => row.courseId);
    }),
    courseById: byIdLoader(dataSource, Course),
  };
}
