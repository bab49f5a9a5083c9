import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { byTime, countsByParent, type NestedList, pagesByParent } from '../../db/keyset';
import type { AuthUser } from '../../shared/auth/access';
import { batchBy, byIdLoader, type NestedPageKey, nestedPageKey, oneByKey } from '../../shared/loaders';
import type { Slice } from '../../shared/pagination';
import { QuizAttempt, QuizAttemptInProgress } from './quiz-attempt.entity';
import { Quiz, quizzesVisibleTo } from './quiz.entity';
import { type AttemptRegradeRow, regradeTrails } from './regrade.service';

export type AttemptKey = { userId: string; quizId: string };
export type QuizPageKey = NestedPageKey & { viewer: AuthUser | null };

// A chapter's quizzes, oldest first (quizzes_chapter_idx).
export const QUIZZES_OF_CHAPTER: NestedList<Quiz> = {
  entity: Quiz,
  alias: 'q',
  parent: 'q.chapter_id',
  ordering: byTime('quizzes', 'q.created_at', 'q.id', 'oldest'),
};

const viewerKey = (viewer: AuthUser | null) => (viewer ? `${viewer.role}:${viewer.id}` : 'anonymous');


// Per request: each relation of any number of chapters or quizzes in one statement.
export function createQuizLoaders(dataSource: DataSource) {
  const attempts = dataSource.getRepository(QuizAttempt);
  const quizCounts = new DataLoader<{ parentId: string; viewer: AuthUser | null }, number, string>(
    (keys) => batchBy(keys, (key) => viewerKey(key.viewer), (chapterIds, { viewer }) => countsByParent(dataSource, QUIZZES_OF_CHAPTER, chapterIds, quizzesVisibleTo(viewer))),
    { cacheKeyFn: (key) => `${viewerKey(key.viewer)}:${key.parentId}` },
  );
  return {
    // A page of each chapter's quizzes, as the viewer may see them, in one statement. Hundreds
    // of quizzes with their questions in a nested read: plain rows (one statement text for any
    // number of chapters), not TypeORM's entity hydration, which cost more than the statement.
    quizPagesByChapter: new DataLoader<QuizPageKey, Slice<Quiz>, string>(
      (keys) =>
        batchBy(keys, (key) => `${viewerKey(key.viewer)}:${JSON.stringify(key.page)}`, (chapterIds, { page, viewer }) =>
          pagesByParent(dataSource, QUIZZES_OF_CHAPTER, chapterIds, page, quizzesVisibleTo(viewer), (id) => quizCounts.load({ parentId: id, viewer })),
        ),
      { cacheKeyFn: (key) => `${viewerKey(key.viewer)}:${nestedPageKey(key)}` },
    ),
    quizCountByChapter: quizCounts,
    // How many learners attempted each quiz.
    quizAttemptCountByQuiz: new DataLoader<string, number>(async (quizIds) => {
      const rows: { quizId: string; count: number }[] = await attempts
        .createQueryBuilder('qa')
        .select('qa.quizId', 'quizId')
        .addSelect('count(DISTINCT qa.user_id)::int', 'count')
        .where('qa.quizId IN (:...ids)', { ids: [...quizIds] })
        .groupBy('qa.quizId')
        .getRawMany();
      return oneByKey(quizIds, rows, (row) => row.quizId).map((row) => row?.count ?? 0);
    }),
    // The signed-in learner's timed attempt in progress on each quiz.
    myAttemptInProgressByQuiz: new DataLoader<AttemptKey, QuizAttemptInProgress | null, string>(
      async (keys) => {
        const rows = await dataSource.getRepository(QuizAttemptInProgress).findBy(keys.map(({ userId, quizId }) => ({ userId, quizId })));
        return oneByKey(keys.map(attemptKey), rows, (row) => attemptKey(row));
      },
      { cacheKeyFn: attemptKey },
    ),
    quizById: byIdLoader(dataSource, Quiz),
    // The signed-in learner's latest attempt on each quiz; keyed by user too, as loaders do not know the caller.
    myQuizAttemptByQuiz: new DataLoader<AttemptKey, QuizAttempt | null, string>(
      async (keys) => {
        const userIds = [...new Set(keys.map((key) => key.userId))];
        const rows = (
          await Promise.all(
            userIds.map((userId) =>
              attempts.find({
                where: { userId, quizId: In(keys.filter((key) => key.userId === userId).map((key) => key.quizId)) },
                // oneByKey keeps the last row of a key: the highest attempt number.
                order: { attemptNumber: 'ASC' },
              }),
            ),
          )
        ).flat();
        return oneByKey(keys.map(attemptKey), rows, (row) => attemptKey({ userId: row.userId, quizId: row.quizId ?? '' }));
      },
      { cacheKeyFn: attemptKey },
    ),
    // Each quiz's fixed questions' bank versions, by position.
    pinsByQuiz: new DataLoader<string, { position: number; questionId: string; version: number }[]>(async (quizIds) => {
      const rows: { quizId: string; position: number; questionId: string; version: number }[] = await dataSource.query(
        `SELECT quiz_id AS "quizId", position, question_id AS "questionId", version FROM quiz_question_versions WHERE quiz_id = ANY($1::uuid[]) ORDER BY position`,
        [quizIds],
      );
      return quizIds.map((id) => rows.filter((row) => row.quizId === id));
    }),
    // Each attempt's regrade trail.
    regradesByAttempt: new DataLoader<string, AttemptRegradeRow[]>((ids) => regradeTrails(dataSource, ids)),
  };
}

function attemptKey(key: AttemptKey): string {
  return `${key.userId}:${key.quizId}`;
}
