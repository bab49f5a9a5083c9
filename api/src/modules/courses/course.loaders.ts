import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { countsByParent, type NestedList, pagesByParent } from '../../db/keyset';
import { batchBy, byIdLoader, type NestedPageKey, nestedPageKey } from '../../shared/loaders';
import type { Slice } from '../../shared/pagination';
import { Course, CourseQuestion } from './course.entity';
import { COURSE_QUESTIONS } from './course.service';

// A course's questions, oldest first (course_questions_course_idx), a page at a time.
const QUESTIONS_OF_COURSE: NestedList<CourseQuestion> = { entity: CourseQuestion, alias: 'q', parent: 'q.course_id', ordering: COURSE_QUESTIONS };

// Per request: a page of every course's questions, or the courses themselves, in one query whatever their number.
export function createCourseLoaders(dataSource: DataSource) {
  const questionCounts = new DataLoader<string, number>((courseIds) => countsByParent(dataSource, QUESTIONS_OF_COURSE, courseIds, null));
  return {
    questionPagesByCourse: new DataLoader<NestedPageKey, Slice<CourseQuestion>, string>(
      (keys) =>
        batchBy(keys, (key) => JSON.stringify(key.page), (courseIds, { page }) =>
          pagesByParent(dataSource, QUESTIONS_OF_COURSE, courseIds, page, null, (id) => questionCounts.load(id)),
        ),
      { cacheKeyFn: nestedPageKey },
    ),
    courseById: byIdLoader(dataSource, Course),
  };
}
