import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { groupByKey, oneByKey } from '../../shared/loaders';
import { QuizAttempt } from './quiz-attempt.entity';
import { Quiz } from './quiz.entity';

export type AttemptKey = { userId: string; quizId: string };

// Per request: each relation of any number of chapters or quizzes in one statement.
export function createQuizLoaders(dataSource: DataSource) {
  const quizzes = dataSource.getRepository(Quiz);
  const attempts = dataSource.getRepository(QuizAttempt);
  return {
    // Drafts included: the resolver decides who sees them.
    quizzesByChapter: new DataLoader<string, Quiz[]>(async (chapterIds) => {
      const rows = await quizzes.find({ where: { chapterId: In([...chapterIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
      return groupByKey(chapterIds, rows, (row) => row.chapterId);
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
