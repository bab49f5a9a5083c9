import { OWNER_OR_ADMIN, TUTOR, type RestApi } from '../../rest/route';
import { DateTime, Id, rowId, queryFilter, text, withIdsShape, z } from '../../rest/schema';
import { withIds } from '../../rest/shape';
import { notFound } from '../../shared/errors';
import type { Services } from '../module';
import type { Activity, Chapter } from './activity.entity';
import { FILL_ALL_FIELDS } from './activity.service';
import { CHAPTER_CONTENTS } from './chapter-content';
import { INVALID_CONTENT } from './chapter.service';

const ActivityAnswer = withIdsShape({
  title: z.string(),
  description: z.string(),
  createdAt: DateTime,
  updatedAt: DateTime,
  userDetails: z
    .strictObject({ name: z.string(), surname: z.string(), email: z.string() })
    .openapi({ description: 'The tutor who posted it (from the account, never from the client).' }),
})
  .strict()
  .openapi('Activity');

const ChapterAnswer = withIdsShape({
  activityId: Id,
  title: z.string(),
  description: z.string(),
  content: z.enum(CHAPTER_CONTENTS),
  createdAt: DateTime,
  updatedAt: DateTime,
})
  .strict()
  .openapi('Chapter');

// What the text may hold (not blank, how long, which content) ActivityService and ChapterService decide.
const ActivityBody = z.object({
  title: text(FILL_ALL_FIELDS),
  description: text(FILL_ALL_FIELDS),
  userDetails: z.unknown().optional().openapi({ type: 'object', description: 'Sent by the original client; ignored.' } as object),
});

const ChapterBody = z
  .object({
    title: text(FILL_ALL_FIELDS),
    description: text(FILL_ALL_FIELDS),
    content: text({ missing: FILL_ALL_FIELDS, invalid: INVALID_CONTENT }).openapi({ enum: [...CHAPTER_CONTENTS], description: 'homework or activity (case and surrounding spaces ignored).' }),
  })
  .openapi('ChapterInput');

const SEARCH = { search: queryFilter("Trimmed, case-insensitive; matches title, description or the poster's name and surname.") };

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

export function registerActivityRoutes(api: RestApi, services: Services): void {
  api.list({
    path: '/activities',
    tag: 'Activities',
    summary: "Every tutor's activities, newest first, with the poster's userDetails",
    access: 'signed-in',
    scope: 'read:courses',
    filters: SEARCH,
    response: { description: 'Activities', item: ActivityAnswer },
    handler: ({ query, page }) => services.activities.list(query.search, page),
    shape: (activities) => activities.map(toRestActivity),
  });

  // Before /activities/:activityId, so "tutor" is never read as an id.
  api.list({
    path: '/activities/tutor/activity',
    tag: 'Activities',
    summary: "The signed-in tutor's own activities, newest first",
    access: TUTOR,
    scope: 'read:courses',
    filters: SEARCH,
    response: { description: "The tutor's activities", item: ActivityAnswer },
    handler: ({ query, viewer, page }) => services.activities.listMine(viewer, query.search, page),
    shape: (activities) => activities.map(toRestActivity),
  });

  api.add({
    method: 'get',
    path: '/activities/:activityId',
    tag: 'Activities',
    summary: 'One activity',
    access: 'signed-in',
    scope: 'read:courses',
    response: { status: 200, description: 'The activity', schema: ActivityAnswer },
    handler: async ({ params }) => toRestActivity(await services.activities.get(params.activityId)),
  });

  api.add({
    method: 'post',
    path: '/activities',
    tag: 'Activities',
    summary: 'Post an activity. A userDetails in the body is ignored: the poster is the signed-in tutor',
    access: TUTOR,
    scope: 'write:quizzes',
    body: ActivityBody,
    response: { status: 201, description: 'The new activity', schema: ActivityAnswer },
    // Only title and description reach the service: who posts is the token's user.
    handler: async ({ body, viewer }) => toRestActivity(await services.activities.create({ title: body.title, description: body.description }, viewer)),
  });

  api.remove({
    path: '/activities/:id',
    tag: 'Activities',
    summary: "Delete an activity with its chapters and quizzes (the tutor's own, or any for an admin); learners' attempts stay",
    access: OWNER_OR_ADMIN,
    scope: 'write:quizzes',
    handler: ({ params, viewer }) => services.activities.remove(params.id, viewer),
  });

  api.list({
    path: '/activities/:activityId/chapters',
    tag: 'Chapters',
    summary: "An activity's chapters, oldest first: [] when it has none, 404 for an unknown activity",
    access: 'signed-in',
    scope: 'read:courses',
    response: { description: 'Chapters', item: ChapterAnswer },
    handler: ({ params, page }) => services.chapters.listByActivity(params.activityId, page),
    shape: (chapters) => chapters.map(toRestChapter),
  });

  api.add({
    method: 'post',
    path: '/activities/:activityId/chapters',
    tag: 'Chapters',
    summary: "Add a chapter to the tutor's own activity",
    access: TUTOR,
    scope: 'write:quizzes',
    params: z.object({ activityId: rowId('Activity') }),
    body: ChapterBody,
    response: { status: 201, description: 'The new chapter', schema: ChapterAnswer },
    handler: async ({ params, body, viewer }) => toRestChapter(await services.chapters.create(params.activityId, body, viewer)),
  });

  api.add({
    method: 'patch',
    path: '/activities/:activityId/chapters/:chapterId',
    tag: 'Chapters',
    summary: "Edit a chapter of the tutor's own activity (404 when the chapter belongs to another activity)",
    access: TUTOR,
    scope: 'write:quizzes',
    params: z.object({ activityId: rowId('Activity'), chapterId: rowId('Chapter') }),
    body: ChapterBody,
    response: { status: 200, description: 'The updated chapter', schema: ChapterAnswer },
    handler: async ({ params, body, viewer }) => toRestChapter(await services.chapters.update(params.chapterId, body, viewer, params.activityId)),
  });

  api.remove({
    path: '/activities/:activityId/chapters/:chapterId',
    tag: 'Chapters',
    summary: 'Delete a chapter with its quizzes (404 when it belongs to another activity); learners\' attempts stay',
    access: OWNER_OR_ADMIN,
    scope: 'write:quizzes',
    handler: ({ params, viewer }) => services.chapters.remove(params.chapterId, viewer, params.activityId),
  });
}
