import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import { GRADED } from './quiz-attempt.service';
import type { QuizService } from './quiz.service';

export type QuestionInsight = {
  questionIndex: number;
  questionText: string;
  correctAnswerIndex: number;
  optionCounts: number[];
  correctCount: number;
  correctRate: number;
};

export type Insight = {
  quizId: string;
  quizTitle: string;
  attemptCount: number;
  passedCount: number;
  averageScore: number;
  averagePercentage: number;
  passRate: number;
  questions: QuestionInsight[];
};

type Totals = { attemptCount: number; passedCount: number; averageScore: number; averagePercentage: number };
type OptionPicks = { questionIndex: number; selectedOptionIndex: number; picks: number };

// How learners did on a quiz, over the attempt that counts for each learner (the quiz's grading
// method). A quiz with attempts can no longer be edited, so every attempt answered the questions
// the quiz has now.
export class QuizInsightService {
  constructor(
    private readonly deps: Deps,
    private readonly quizzes: QuizService,
  ) {}

  async insight(quizId: unknown, user: AuthUser): Promise<Insight> {
    const quiz = await this.quizzes.find(quizId);
    assertOwnerOrAdmin(user, quiz.tutorId);
    // Aggregated in PostgreSQL: the cost does not grow with what is sent to Node.
    const [totals, picks] = await Promise.all([
      this.deps.dataSource
        .createQueryBuilder()
        .from(GRADED, 'qa')
        .select('count(*)::int', 'attemptCount')
        .addSelect('(count(*) FILTER (WHERE qa.score * 2 >= qa.total))::int', 'passedCount')
        .addSelect('coalesce(avg(qa.score), 0)::float8', 'averageScore')
        .addSelect('coalesce(avg(qa.score * 100.0 / qa.total), 0)::float8', 'averagePercentage')
        .where('qa.quiz_id = :id', { id: quiz.id })
        .getRawOne<Totals>(),
      this.deps.dataSource.query(
        `SELECT (a->>'questionIndex')::int AS "questionIndex", (a->>'selectedOptionIndex')::int AS "selectedOptionIndex", count(*)::int AS picks
           FROM ${GRADED} qa CROSS JOIN LATERAL jsonb_array_elements(qa.answers) a
          WHERE qa.quiz_id = $1
          GROUP BY 1, 2`,
        [quiz.id],
      ) as Promise<OptionPicks[]>,
    ]);
    const attemptCount = totals?.attemptCount ?? 0;
    const passedCount = totals?.passedCount ?? 0;
    const rate = (count: number) => (attemptCount === 0 ? 0 : (count * 100) / attemptCount);
    const questions = quiz.questions.map((question, questionIndex) => {
      const optionCounts = question.options.map(() => 0);
      for (const pick of picks) {
        if (pick.questionIndex === questionIndex && pick.selectedOptionIndex < optionCounts.length) optionCounts[pick.selectedOptionIndex] = pick.picks;
      }
      const correctCount = optionCounts[question.correctAnswerIndex] ?? 0;
      return { questionIndex, questionText: question.questionText, correctAnswerIndex: question.correctAnswerIndex, optionCounts, correctCount, correctRate: rate(correctCount) };
    });
    return {
      quizId: quiz.id,
      quizTitle: quiz.title,
      attemptCount,
      passedCount,
      averageScore: totals?.averageScore ?? 0,
      averagePercentage: totals?.averagePercentage ?? 0,
      passRate: rate(passedCount),
      questions,
    };
  }
}
