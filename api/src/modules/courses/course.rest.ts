import { param, queryValue, type RestApi } from '../../rest/route';
import { DELETED_SCHEMA, deleted, objectSchema, PAGE_QUERY, restPage, sendPage, withIds } from '../../rest/shape';
import type { Services } from '../registry';
import { Role } from '../users/role';
import type { Course, CourseQuestion } from './course.entity';
import { COURSE_LEVELS } from './course-level';

const COURSE_SCHEMA = objectSchema(
  {
    title: { type: 'string' },
    description: { type: 'string' },
    level: { type: 'string', enum: COURSE_LEVELS },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  ['title', 'description', 'level', 'createdAt'],
);

const QUESTION_SCHEMA = objectSchema(
  { question: { type: 'string' }, answer: { type: 'string' }, category: { type: 'string' }, course: { type: 'string', format: 'uuid' } },
  ['question', 'answer', 'category', 'course'],
);

const COURSE_BODY = {
  type: 'object',
  properties: { title: { type: 'string' }, description: { type: 'string' }, level: { type: 'string', enum: COURSE_LEVELS } },
  required: ['title', 'description', 'level'],
};

const toRestCourse = (course: Course) =>
  withIds({ id: course.id, title: course.title, description: course.description, level: course.level, createdAt: course.createdAt, updatedAt: course.updatedAt });

const toRestQuestion = (question: CourseQuestion) =>
  withIds({ id: question.id, question: question.question, answer: question.answer, category: question.category, course: question.courseId, createdAt: question.createdAt });

const STAFF = [Role.ADMIN, Role.TUTOR] as const;

export function registerCourseRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'get',
    path: '/course',
    tag: 'Courses',
    summary: 'The catalogue, newest first (X-Total-Count has the full count)',
    access: 'public',
    query: PAGE_QUERY,
    response: { status: 200, description: 'Courses', schema: { type: 'array', items: COURSE_SCHEMA } },
    handler: async (req, res) => {
      return (await sendPage(req, res, await services.courses.list(undefined, restPage(req), { withTotal: true }))).map(toRestCourse);
    },
  });

  // Before /course/:id, which would otherwise take "search" for an id.
  api.add({
    method: 'get',
    path: '/course/search',
    tag: 'Courses',
    summary: 'Courses whose title, description or level contain q (trimmed, case-insensitive), best first',
    access: 'public',
    query: { q: { type: 'string' }, ...PAGE_QUERY },
    response: { status: 200, description: 'Matching courses', schema: { type: 'array', items: COURSE_SCHEMA } },
    handler: async (req, res) => {
      return (await sendPage(req, res, await services.courses.list(queryValue(req, 'q'), restPage(req), { withTotal: true }))).map(toRestCourse);
    },
  });

  api.add({
    method: 'get',
    path: '/course/:id',
    tag: 'Courses',
    summary: 'A course with its questions',
    access: 'public',
    response: {
      status: 200,
      description: 'course and courseDetail (its questions)',
      schema: { type: 'object', properties: { course: COURSE_SCHEMA, courseDetail: { type: 'array', items: QUESTION_SCHEMA } } },
    },
    handler: async (req) => {
      const course = await services.courses.get(param(req, 'id'));
      const questions = await services.courses.questionsOf(course.id);
      return { course: toRestCourse(course), courseDetail: questions.map(toRestQuestion) };
    },
  });

  api.add({
    method: 'post',
    path: '/course',
    tag: 'Courses',
    summary: 'Create a course',
    access: STAFF,
    body: COURSE_BODY,
    response: { status: 201, description: 'The new course', schema: COURSE_SCHEMA },
    handler: async (req) => toRestCourse(await services.courses.create(req.body ?? {}, req.viewer.user!)),
  });

  api.add({
    method: 'post',
    path: '/course/details',
    tag: 'Courses',
    summary: 'Add a question to a course',
    access: STAFF,
    body: {
      type: 'object',
      properties: { question: { type: 'string' }, answer: { type: 'string' }, category: { type: 'string' }, course: { type: 'string', format: 'uuid' } },
      required: ['question', 'answer', 'category', 'course'],
    },
    response: { status: 201, description: 'The new question', schema: QUESTION_SCHEMA },
    handler: async (req) => toRestQuestion(await services.courses.addQuestion(req.body?.course, req.body ?? {})),
  });

  api.add({
    method: 'patch',
    path: '/course/:id',
    tag: 'Courses',
    summary: 'Edit a course',
    access: STAFF,
    body: COURSE_BODY,
    response: { status: 200, description: 'The updated course', schema: COURSE_SCHEMA },
    handler: async (req) => toRestCourse(await services.courses.update(param(req, 'id'), req.body ?? {})),
  });

  api.add({
    method: 'delete',
    path: '/course/:id',
    tag: 'Courses',
    summary: 'Delete a course and its questions',
    access: STAFF,
    response: { status: 200, description: 'Deleted', schema: DELETED_SCHEMA },
    handler: async (req) => deleted(await services.courses.remove(param(req, 'id'))),
  });
}
