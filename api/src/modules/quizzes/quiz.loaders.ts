import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { sql } from '../../db/sql';
import { groupByKey, oneByKey } from '../../shared/loaders';
import { QuizAttempt } from './quiz-attempt.entity';
import { Quiz } from './quiz.entity';

export type AttemptKey = { userId: string; quizId: string };

// Per request: each relation of any number of chapters or quizzes in one statement.
export function createQuizLoaders(dataSource: DataSource) {
  const attempts = dataSource.getRepository(QuizAttempt);
  return {
    // Drafts included: the resolver decides who sees them. Hundreds of quizzes with their
    // questions in a nested read: plain rows (one statement text for any number of chapters),
    // not TypeORM's entity hydration, which cost more than the statement itself.
    quizzesByChapter: new DataLoader<string, Quiz[]>(async (chapterIds) => {
      const rows = await sql<Quiz>(
        dataSource,
        `SELECT id, chapter_id AS "chapterId", tutor_id AS "tutorId", title, instructions, questions,
                is_published AS "isPublished", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM quizzes WHERE chapter_id = ANY($1::uuid[]) ORDER BY created_at ASC, id ASC`,
        [[...chapterIds]],
      );
      return groupByKey(chapterIds, rows.map((row) => Object.assign(new Quiz(), row)), (quiz) => quiz.chapterId);
    }),
    quizAttemptCountByQuiz: new DataLoader<string, number>(async (quizIds) => {
      const rows: { quizId: string; count: number }[] = await attempts
        .createQueryBuilder('qa')
        .select('qa.quizId', 'quizId')
        .addSelect('count(*)::int', 'count')
        .where('qa.quizId IN (:...ids)', { ids: [...quizIds] })
        .groupBy('qa.quizId')
        .getRawMany();
      return oneByKey(quizIds, rows, (row) => row.quizId).map((row) => row?.count ?? 0);
    }),
    // The signed-in learner's attempt on each quiz; keyed by user too, as loaders do not know the caller.
    myQuizAttemptByQuiz: new DataLoader<AttemptKey, QuizAttempt | null, string>(
      async (keys) => {
        const userIds = [...new Set(keys.map((key) => key.userId))];
        const rows = (
          await Promise.all(
            userIds.map((userId) =>
              attempts.findBy({ userId, quizId: In(keys.filter((key) => key.userId === userId).map((key) => key.quizId)) }),
            ),
          )
        ).flat();
        return oneByKey(keys.map(attemptKey), rows, (row) => attemptKey({ userId: row.userId, quizId: row.quizId ?? '' }));
      },
      { cacheKeyFn: attemptKey },
    ),
  };
}

function attemptKey(key: AttemptKey): string {
  return `${key.userId}:${key.quizId}`;
}
