import { STAFF, type RestApi } from '../../rest/route';
import { DateTime, Id, pageQuery, rowId, queryFilter, text, toPage, withIdsShape, z } from '../../rest/schema';
import { sendPage, withIds } from '../../rest/shape';
import type { Services } from '../module';
import type { Course, CourseQuestion } from './course.entity';
import { COURSE_LEVELS } from './course-level';
import { COURSE_MESSAGES, QUESTION_MESSAGES } from './course.service';

const CourseAnswer = withIdsShape({
  title: z.string(),
  description: z.string(),
  level: z.enum(COURSE_LEVELS),
  createdAt: DateTime,
  updatedAt: DateTime,
})
  .strict()
  .openapi('Course');

const QuestionAnswer = withIdsShape({ question: z.string(), answer: z.string(), category: z.string(), course: Id, createdAt: DateTime })
  .strict()
  .openapi('CourseQuestion');

const CourseBody = z
  .object({
    title: text(COURSE_MESSAGES.title),
    description: text(COURSE_MESSAGES.description),
    level: text(COURSE_MESSAGES.level).openapi({ enum: [...COURSE_LEVELS] }),
  })
  .openapi('CourseInput');

const toRestCourse = (course: Course) =>
  withIds({ id: course.id, title: course.title, description: course.description, level: course.level, createdAt: course.createdAt, updatedAt: course.updatedAt });

const toRestQuestion = (question: CourseQuestion) =>
  withIds({ id: question.id, question: question.question, answer: question.answer, category: question.category, course: question.courseId, createdAt: question.createdAt });

export function registerCourseRoutes(api: RestApi, services: Services): void {
  api.list({
    path: '/course',
    tag: 'Courses',
    summary: 'The catalogue, newest first',
    access: 'public',
    scope: 'read:courses',
    publicRead: true,
    response: { description: 'Courses', item: CourseAnswer },
    handler: ({ page }) => services.courses.list(undefined, page, { withTotal: true }),
    shape: (courses) => courses.map(toRestCourse),
  });

  // Before /course/:id, which would otherwise take "search" for an id.
  api.list({
    path: '/course/search',
    tag: 'Courses',
    summary: 'Courses whose title, description or level contain q (trimmed, case-insensitive), best first',
    access: 'public',
    scope: 'read:courses',
    publicRead: true,
    filters: { q: queryFilter('The words to look for.') },
    response: { description: 'Matching courses', item: CourseAnswer },
    handler: ({ query, page }) => services.courses.list(query.q, page, { withTotal: true }),
    shape: (courses) => courses.map(toRestCourse),
  });

  api.add({
    method: 'get',
    path: '/course/:id',
    tag: 'Courses',
    summary: 'A course with a page of its questions, oldest first (limit and offset as every list; X-Total-Count has their full count)',
    access: 'public',
    scope: 'read:courses',
    publicRead: true,
    query: z.object(pageQuery),
    response: {
      status: 200,
      description: 'course and courseDetail (a page of its questions)',
      schema: z.strictObject({ course: CourseAnswer, courseDetail: z.array(QuestionAnswer) }),
    },
    handler: async ({ params, query, req, res }) => {
      const course = await services.courses.get(params.id);
      const questions = await sendPage(req, res, await services.courses.questionPage(course.id, toPage(query)));
      return { course: toRestCourse(course), courseDetail: questions.map(toRestQuestion) };
    },
  });

  api.add({
    method: 'post',
    path: '/course',
    tag: 'Courses',
    summary: 'Create a course',
    access: STAFF,
    body: CourseBody,
    response: { status: 201, description: 'The new course', schema: CourseAnswer },
    handler: async ({ body, viewer }) => toRestCourse(await services.courses.create(body, viewer)),
  });

  api.add({
    method: 'post',
    path: '/course/details',
    tag: 'Courses',
    summary: 'Add a question to a course',
    access: STAFF,
    body: z.object({
      question: text(QUESTION_MESSAGES.question),
      answer: text(QUESTION_MESSAGES.answer),
      category: text(QUESTION_MESSAGES.category),
      course: text('Say which course the question belongs to').openapi({ format: 'uuid' }),
    }),
    response: { status: 201, description: 'The new question', schema: QuestionAnswer },
    handler: async ({ body, viewer }) => toRestQuestion(await services.courses.addQuestion(body.course, body, viewer)),
  });

  api.add({
    method: 'patch',
    path: '/course/:id',
    tag: 'Courses',
    summary: 'Edit a course',
    access: STAFF,
    params: z.object({ id: rowId('Course') }),
    body: CourseBody,
    response: { status: 200, description: 'The updated course', schema: CourseAnswer },
    handler: async ({ params, body, viewer }) => toRestCourse(await services.courses.update(params.id, body, viewer)),
  });

  api.remove({
    path: '/course/:id',
    tag: 'Courses',
    summary: 'Delete a course and its questions',
    access: STAFF,
    handler: ({ params, viewer }) => services.courses.remove(params.id, viewer),
  });
}
