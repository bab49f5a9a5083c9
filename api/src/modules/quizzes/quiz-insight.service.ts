import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import { GRADED } from './quiz-attempt.service';
import { passedSql, PERCENT_SQL } from './quiz-attempt.entity';
import { matchesOf, type Question, type QuestionOf, type QuestionType } from './questions/types';
import type { QuizService } from './quiz.service';
import type { Quiz } from './quiz.entity';

export type AnswerCount = { answer: string; count: number };

export type QuestionInsight = {
  questionIndex: number;
  // A quiz that draws at random: the bank question (its insight is over the attempts given it).
  questionId: string | null;
  answerCount: number;
  questionText: string;
  type: QuestionType;
  correctAnswerIndex: number | null;
  optionCounts: number[];
  correctCount: number;
  correctRate: number;
  averagePoints: number;
  topAnswers: AnswerCount[];
  pairCorrectRates: number[];
};

// The most frequent typed answers an insight lists per short-answer or numerical question.
export const TOP_ANSWERS = 5;

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
// How many graded attempts gave each answer key of a question (its `keys`, below), and each question's figures.
type KeyCount = { question: string; key: string; picks: number };
type QuestionFigures = { question: string; correctCount: number; averagePoints: number; answerCount: number };

// Which question an answer `a` of attempt `qa` counts for: its place in the quiz; in a quiz that draws
// at random, the bank question it was given (places differ from attempt to attempt).
const BY_PLACE = `(a->>'questionIndex')`;
const BY_BANK_QUESTION = `(qa.given_questions->((a->>'questionIndex')::int)->>'questionId')`;

/**
 * What an answer counts as in an insight, per type, as text keys: the option picked (or each
 * option chosen), "true"/"false", the typed answer (lower case, trimmed) or number, and for
 * matching "prompt:match" per prompt (tutor's order). Rows stored before types are single-choice picks.
 */
const KEYS_SQL = `
  CASE a->>'type'
    WHEN 'MULTIPLE_RESPONSE' THEN a->'response'->'selectedOptionIndexes'
    WHEN 'TRUE_FALSE' THEN jsonb_build_array(a->'response'->'booleanAnswer')
    WHEN 'SHORT_ANSWER' THEN jsonb_build_array(lower(a->'response'->>'textAnswer'))
    WHEN 'NUMERICAL' THEN jsonb_build_array(a->'response'->'numberAnswer')
    WHEN 'MATCHING' THEN (SELECT jsonb_agg((o - 1) || ':' || v) FROM jsonb_array_elements_text(a->'response'->'matchIndexes') WITH ORDINALITY m(v, o))
    WHEN 'ESSAY' THEN '[]'::jsonb
    ELSE jsonb_build_array(a->'selectedOptionIndex')
  END`;

/**
 * An answer's points for the average: rows stored before types hold only isCorrect (1 or 0); an
 * essay still waiting for its tutor has none yet and is left out (avg skips NULL), not counted as 0.
 */
const POINTS_SQL = `
  CASE WHEN a->>'type' = 'ESSAY' THEN (a->>'points')::float8
       ELSE coalesce((a->>'points')::float8, CASE WHEN (a->>'isCorrect')::boolean THEN 1 ELSE 0 END)
  END`;

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
    const by = quiz.slots ? BY_BANK_QUESTION : BY_PLACE;
    const asked = questionsOf(quiz);
    // Aggregated in PostgreSQL: the cost does not grow with what is sent to Node.
    const [totals, picks, figures] = await Promise.all([
      this.deps.dataSource
        .createQueryBuilder()
        .from(GRADED, 'qa')
        .select('count(*)::int', 'attemptCount')
        .addSelect(`(count(*) FILTER (WHERE ${passedSql('qa')}))::int`, 'passedCount')
        .addSelect('coalesce(avg(qa.score), 0)::float8', 'averageScore')
        .addSelect(`coalesce(avg(${PERCENT_SQL('qa')}), 0)::float8`, 'averagePercentage')
        .where('qa.quiz_id = :id', { id: quiz.id })
        .getRawOne<Totals>(),
      this.deps.dataSource.query(
        `SELECT ${by} AS question, k.key, count(*)::int AS picks
           FROM ${GRADED} qa CROSS JOIN LATERAL jsonb_array_elements(qa.answers) a
                CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(${KEYS_SQL}, '[]'::jsonb)) k(key)
          WHERE qa.quiz_id = $1 AND k.key IS NOT NULL
          GROUP BY 1, 2`,
        [quiz.id],
      ) as Promise<KeyCount[]>,
      this.deps.dataSource.query(
        `SELECT ${by} AS question, count(*)::int AS "answerCount",
                (count(*) FILTER (WHERE (a->>'isCorrect')::boolean))::int AS "correctCount",
                coalesce(avg(${POINTS_SQL}), 0)::float8 AS "averagePoints"
           FROM ${GRADED} qa CROSS JOIN LATERAL jsonb_array_elements(qa.answers) a
          WHERE qa.quiz_id = $1
          GROUP BY 1`,
        [quiz.id],
      ) as Promise<QuestionFigures[]>,
    ]);
    const attemptCount = totals?.attemptCount ?? 0;
    const passedCount = totals?.passedCount ?? 0;
    const passRate = attemptCount === 0 ? 0 : (passedCount * 100) / attemptCount;
    const questions = asked.map(({ question, questionIndex, questionId }): QuestionInsight => {
      const key = questionId ?? String(questionIndex);
      const counts = new Map(picks.filter((pick) => pick.question === key).map((pick) => [pick.key, pick.picks]));
      const own = figures.find((row) => row.question === key);
      const correctCount = own?.correctCount ?? 0;
      // Over the attempts given the question: all of them, unless the quiz draws at random.
      const given = questionId === null ? attemptCount : (own?.answerCount ?? 0);
      const rate = (count: number) => (given === 0 ? 0 : (count * 100) / given);
      return {
        questionIndex,
        questionId,
        answerCount: own?.answerCount ?? 0,
        questionText: question.questionText,
        type: question.type,
        correctAnswerIndex: question.type === 'SINGLE_CHOICE' ? question.correctAnswerIndex : null,
        optionCounts: optionCountsOf(question, counts),
        correctCount,
        correctRate: rate(correctCount),
        averagePoints: own?.averagePoints ?? 0,
        topAnswers:
          question.type === 'SHORT_ANSWER' || question.type === 'NUMERICAL'
            ? [...counts].map(([answer, count]) => ({ answer, count })).sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer)).slice(0, TOP_ANSWERS)
            : [],
        pairCorrectRates: question.type === 'MATCHING' ? pairRates(question, counts, rate) : [],
      };
    });
    return {
      quizId: quiz.id,
      quizTitle: quiz.title,
      attemptCount,
      passedCount,
      averageScore: totals?.averageScore ?? 0,
      averagePercentage: totals?.averagePercentage ?? 0,
      passRate,
      questions,
    };
  }
}

/**
 * The questions an insight is about: a quiz's own, by place; a quiz that draws at random, each bank
 * question it can give (its fixed ones and every question of its pools), at the first place it fills.
 */
function questionsOf(quiz: Pick<Quiz, 'questions' | 'slots'>): { question: Question; questionIndex: number; questionId: string | null }[] {
  if (!quiz.slots) return quiz.questions.map((question, questionIndex) => ({ question, questionIndex, questionId: null }));
  let place = 0;
  return quiz.slots.flatMap((slot) => {
    const at = place;
    place += slot.kind === 'FIXED' ? 1 : slot.count;
    return slot.kind === 'FIXED'
      ? [{ question: quiz.questions[slot.index], questionIndex: at, questionId: slot.questionId }]
      : slot.pool.map((given) => ({ question: given.question, questionIndex: at, questionId: given.questionId }));
  });
}

/** Picks per option for the choice types (TRUE_FALSE: [True, False]); none for other types. */
function optionCountsOf(question: Question, counts: ReadonlyMap<string, number>): number[] {
  if (question.type === 'TRUE_FALSE') return [counts.get('true') ?? 0, counts.get('false') ?? 0];
  if (question.type !== 'SINGLE_CHOICE' && question.type !== 'MULTIPLE_RESPONSE') return [];
  return question.options.map((_, i) => counts.get(String(i)) ?? 0);
}

/** For each prompt, the share of attempts that matched it right, in percent. */
function pairRates(question: QuestionOf<'MATCHING'>, counts: ReadonlyMap<string, number>, rate: (count: number) => number): number[] {
  const matches = matchesOf(question);
  return question.pairs.map((pair, i) => rate(counts.get(`${i}:${matches.indexOf(pair.match)}`) ?? 0));
}
