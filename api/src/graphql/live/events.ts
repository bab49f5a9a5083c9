import { createPubSub } from '@graphql-yoga/subscription';

// Live updates. A change is announced by PostgreSQL's NOTIFY from inside the statement or
// transaction that makes it, so nothing that rolled back is ever announced and every instance
// hears it (pg-listener.ts). Notices carry ids and small fields only (NOTIFY's payload is at most
// 8,000 bytes); a subscriber loads what it shows through the services, as the receiving user.

/** The one channel every instance listens on. */
export const EVENTS_CHANNEL = 'learnhub_events';

/** Each kind of notice: the id it is about (a subscription's topic id) and its details. */
export type LiveEvents = {
  quizAttemptSubmitted: [quizId: string, detail: { attemptId: string }];
  chapterQuizzesChanged: [chapterId: string, detail: { quizId: string; change: QuizChange }];
  contactMessageReceived: [all: typeof ALL, detail: { messageId: string }];
  contactReplyDeliveryChanged: [all: typeof ALL, detail: { replyId: string }];
  // A learner's attempt whose result a regrade changed (the topic id is the learner's).
  attemptRegraded: [userId: string, detail: { attemptId: string }];
  // A learner's timed attempt in progress whose deadline an accommodation moved (the topic id is the learner's).
  attemptDeadlineChanged: [userId: string, detail: { attemptId: string }];
};
export type LiveTopic = keyof LiveEvents;
const TOPICS: readonly LiveTopic[] = ['quizAttemptSubmitted', 'chapterQuizzesChanged', 'contactMessageReceived', 'contactReplyDeliveryChanged', 'attemptRegraded', 'attemptDeadlineChanged'];

/** The topic id of notices about no one row (every admin hears them). */
export const ALL = 'all';

export const QUIZ_CHANGES = ['CREATED', 'EDITED', 'PUBLISHED', 'UNPUBLISHED', 'DELETED'] as const;
export type QuizChange = (typeof QUIZ_CHANGES)[number];

// NOTIFY refuses a payload of 8,000 bytes or more.
const MAX_NOTICE_BYTES = 7_999;

/**
 * The process's PubSub, bound into the schema (TypeGraphQL's `buildSchema({ pubSub })`). Only the
 * listener publishes into it, what PostgreSQL delivered; several apps in one process (tests) each
 * on their own database share it safely, as topic ids are row ids.
 */
export const livePubSub = createPubSub<LiveEvents>();

/**
 * SQL announcing a notice, for a statement's select list (evaluated once per row it yields, so a
 * statement that changes nothing announces nothing): `idSql` and `detailSql` are SQL expressions,
 * the detail a json object.
 */
export const announceSql = (topic: LiveTopic, idSql: string, detailSql: string): string =>
  `pg_notify('${EVENTS_CHANNEL}', json_build_object('topic', '${topic}', 'id', ${idSql}, 'detail', ${detailSql})::text)`;

type Notice = { topic: LiveTopic; id: string; detail: LiveEvents[LiveTopic][1] };

/**
 * Announces a notice from inside the caller's transaction (`runner`: its EntityManager): delivered
 * to every instance when, and only if, the transaction commits.
 */
export async function announce<T extends LiveTopic>(runner: { query: (text: string, params: unknown[]) => Promise<unknown> }, topic: T, id: LiveEvents[T][0], detail: LiveEvents[T][1]): Promise<void> {
  const payload = JSON.stringify({ topic, id, detail });
  if (Buffer.byteLength(payload) > MAX_NOTICE_BYTES) throw new Error(`A ${topic} notice is over NOTIFY's 8,000 bytes: send ids, not rows`);
  await runner.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
}

/** A notice's payload as received, published to this process's subscribers; anything else is ignored. */
export function deliver(payload: string | undefined): boolean {
  let notice: Notice;
  try {
    notice = JSON.parse(payload ?? '') as Notice;
  } catch {
    return false;
  }
  if (!TOPICS.includes(notice?.topic) || typeof notice.id !== 'string' || typeof notice.detail !== 'object' || notice.detail === null) return false;
  (livePubSub.publish as (topic: LiveTopic, id: string, detail: object) => void)(notice.topic, notice.id, notice.detail);
  return true;
}
