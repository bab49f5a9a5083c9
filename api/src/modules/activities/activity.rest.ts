import { param, queryValue, type RestApi } from '../../rest/route';
import { DELETED_SCHEMA, deleted, ID_SCHEMA, objectSchema, PAGE_QUERY, restPage, sendPage, withIds } from '../../rest/shape';
import { notFound } from '../../shared/errors';
import type { Services } from '../registry';
import { Role } from '../users/role';
import type { Activity, Chapter } from './activity.entity';
import { CHAPTER_CONTENTS } from './chapter-content';

const DATE = { type: 'string', format: 'date-time' } as const;

const USER_DETAILS_SCHEMA = {
  type: 'object',
  description: 'The tutor who posted it (from the account, never from the client).',
  properties: { name: { type: 'string' }, surname: { type: 'string' }, email: { type: 'string' } },
  required: ['name', 'surname', 'email'],
};

const ACTIVITY_SCHEMA = objectSchema(
  { title: { type: 'string' }, description: { type: 'string' }, createdAt: DATE, updatedAt: DATE, userDetails: USER_DETAILS_SCHEMA },
  ['title', 'description', 'createdAt', 'updatedAt', 'userDetails'],
);

const CHAPTER_SCHEMA = objectSchema(
  {
    activityId: ID_SCHEMA,
    title: { type: 'string' },
    description: { type: 'string' },
    content: { type: 'string', enum: CHAPTER_CONTENTS },
    createdAt: DATE,
    updatedAt: DATE,
  },
  ['activityId', 'title', 'description', 'content', 'createdAt', 'updatedAt'],
);

const CHAPTER_BODY = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    description: { type: 'string' },
    content: { type: 'string', enum: CHAPTER_CONTENTS, description: 'homework or activity (case and surrounding spaces ignored).' },
  },
  required: ['title', 'description', 'content'],
};

const SEARCH_QUERY = {
  search: { type: 'string', description: "Trimmed, case-insensitive; matches title, description or the poster's name and surname." },
  ...PAGE_QUERY,
};

const toRestActivity = (activity: Activity) => {
  // The services join the poster in the same statement; a missing one is what GraphQL calls NOT_FOUND too.
  const poster = activity.poster;
  if (!poster) throw notFound('User');
  return withIds({
    id: activity.id,
    title: activity.title,
    description: activity.description,
    createdAt: activity.createdAt,
    updatedAt: activity.updatedAt,
    userDetails: { name: poster.name, surname: poster.surname, email: poster.email },
  });
};

const toRestChapter = (chapter: Chapter) =>
  withIds({
    id: chapter.id,
    activityId: chapter.activityId,
    title: chapter.title,
    description: chapter.description,
    content: chapter.content,
    createdAt: chapter.createdAt,
    updatedAt: chapter.updatedAt,
  });

const OWNER_OR_ADMIN = [Role.TUTOR, Role.ADMIN] as const;
const TUTOR = [Role.TUTOR] as const;

export function registerActivityRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'get',
    path: '/activities',
    tag: 'Activities',
    summary: "Every tutor's activities, newest first, with the poster's userDetails (X-Total-Count has the full count)",
    access: 'signed-in',
    query: SEARCH_QUERY,
    response: { status: 200, description: 'Activities', schema: { type: 'array', items: ACTIVITY_SCHEMA } },
    handler: async (req, res) => {
      return (await sendPage(req, res, await services.activities.list(queryValue(req, 'search'), restPage(req)))).map(toRestActivity);
    },
  });

  // Before /activities/:activityId, so "tutor" is never read as an id.
  api.add({
    method: 'get',
    path: '/activities/tutor/activity',
    tag: 'Activities',
    summary: "The signed-in tutor's own activities, newest first (X-Total-Count has the full count)",
    access: TUTOR,
    query: SEARCH_QUERY,
    response: { status: 200, description: "The tutor's activities", schema: { type: 'array', items: ACTIVITY_SCHEMA } },
    handler: async (req, res) => {
      const mine = await services.activities.listMine(req.viewer.user!, queryValue(req, 'search'), restPage(req));
      return (await sendPage(req, res, mine)).map(toRestActivity);
    },
  });

  api.add({
    method: 'get',
    path: '/activities/:activityId',
    tag: 'Activities',
    summary: 'One activity',
    access: 'signed-in',
    response: { status: 200, description: 'The activity', schema: ACTIVITY_SCHEMA },
    handler: async (req) => toRestActivity(await services.activities.get(param(req, 'activityId'))),
  });

  api.add({
    method: 'post',
    path: '/activities',
    tag: 'Activities',
    summary: 'Post an activity. A userDetails in the body is ignored: the poster is the signed-in tutor',
    access: TUTOR,
    body: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        description: { type: 'string' },
        userDetails: { type: 'object', description: 'Sent by the original client; ignored.' },
      },
      required: ['title', 'description'],
    },
    response: { status: 201, description: 'The new activity', schema: ACTIVITY_SCHEMA },
    // Only title and description reach the service: who posts is the token's user.
    handler: async (req) => toRestActivity(await services.activities.create({ title: req.body?.title, description: req.body?.description }, req.viewer.user!)),
  });

  api.add({
    method: 'delete',
    path: '/activities/:id',
    tag: 'Activities',
    summary: "Delete an activity with its chapters and quizzes (the tutor's own, or any for an admin); learners' attempts stay",
    access: OWNER_OR_ADMIN,
    response: { status: 200, description: 'Deleted', schema: DELETED_SCHEMA },
    handler: async (req) => deleted(await services.activities.remove(param(req, 'id'), req.viewer.user!)),
  });

  api.add({
    method: 'get',
    path: '/activities/:activityId/chapters',
    tag: 'Chapters',
    summary: "An activity's chapters, oldest first: [] when it has none, 404 for an unknown activity (X-Total-Count has the full count)",
    access: 'signed-in',
    query: PAGE_QUERY,
    response: { status: 200, description: 'Chapters', schema: { type: 'array', items: CHAPTER_SCHEMA } },
    handler: async (req, res) => {
      return (await sendPage(req, res, await services.chapters.listByActivity(param(req, 'activityId'), restPage(req)))).map(toRestChapter);
    },
  });

  api.add({
    method: 'post',
    path: '/activities/:activityId/chapters',
    tag: 'Chapters',
    summary: "Add a chapter to the tutor's own activity",
    access: TUTOR,
    body: CHAPTER_BODY,
    response: { status: 201, description: 'The new chapter', schema: CHAPTER_SCHEMA },
    handler: async (req) => toRestChapter(await services.chapters.create(param(req, 'activityId'), req.body ?? {}, req.viewer.user!)),
  });

  api.add({
    method: 'patch',
    path: '/activities/:activityId/chapters/:chapterId',
    tag: 'Chapters',
    summary: "Edit a chapter of the tutor's own activity (404 when the chapter belongs to another activity)",
    access: TUTOR,
    body: CHAPTER_BODY,
    response: { status: 200, description: 'The updated chapter', schema: CHAPTER_SCHEMA },
    handler: async (req) =>
      toRestChapter(await services.chapters.update(param(req, 'chapterId'), req.body ?? {}, req.viewer.user!, param(req, 'activityId'))),
  });

  api.add({
    method: 'delete',
    path: '/activities/:activityId/chapters/:chapterId',
    tag: 'Chapters',
    summary: 'Delete a chapter with its quizzes (404 when it belongs to another activity); learners\' attempts stay',
    access: OWNER_OR_ADMIN,
    response: { status: 200, description: 'Deleted', schema: DELETED_SCHEMA },
    handler: async (req) => deleted(await services.chapters.remove(param(req, 'chapterId'), req.viewer.user!, param(req, 'activityId'))),
  });
}
