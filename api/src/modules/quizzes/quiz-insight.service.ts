import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import { GRADED } from './quiz-attempt.service';
import { passedSql, PERCENT_SQL } from './quiz-attempt.entity';
import { matchesOf, type Question, type QuestionOf, type QuestionType } from './questions/types';
import type { QuizService } from './quiz.service';
import type { Quiz } from './quiz.entity';

type AnswerCount = { answer: string; count: number };

type QuestionInsight = {
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
  facilityIndex: number | null;
  discriminationIndex: number | null;
  optionTopThirdShares: number[];
  optionBottomThirdShares: number[];
};

// The most frequent typed answers an insight lists per short-answer or numerical question.
const TOP_ANSWERS = 5;

export type Insight = {
  quizId: string;
  quizTitle: string;
  attemptCount: number;
  passedCount: number;
  averageScore: number;
  averagePercentage: number;
  passRate: number;
  standardDeviation: number | null;
  cronbachAlpha: number | null;
  questions: QuestionInsight[];
};

type Totals = {
  attemptCount: number;
  passedCount: number;
  averageScore: number;
  averagePercentage: number;
  standardDeviation: number | null;
  cronbachAlpha: number | null;
};
// How many graded attempts gave each answer key of a question (its `keys`, below), in all and in the
// top and bottom thirds, and each question's figures.
type KeyCount = { question: string; key: string; picks: number; topPicks: number; bottomPicks: number };
type QuestionFigures = {
  question: string;
  correctCount: number;
  averagePoints: number;
  answerCount: number;
  topGiven: number;
  bottomGiven: number;
  facilityIndex: number | null;
  discriminationIndex: number | null;
};

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

/** An answer's points for item analysis (NULL while an essay waits: no credit yet); rows stored before types: 1 or 0. */
const CREDIT_POINTS_SQL = `coalesce((a->>'points')::numeric, CASE WHEN a->>'type' = 'ESSAY' THEN NULL WHEN (a->>'isCorrect')::boolean THEN 1 ELSE 0 END)`;
/** The most an answer could earn: 1 on rows stored before types, 0 once a regrade dropped it (it then has no credit). */
const ANSWER_MAX_SQL = `coalesce((a->>'maxPoints')::numeric, 1)`;
/** An item's score for Cronbach's alpha, exact: as the attempt's points count it (an essay still waiting: 0). */
const ITEM_SCORE_SQL = `coalesce((a->>'points')::numeric, CASE WHEN (a->>'isCorrect')::boolean THEN 1 ELSE 0 END)`;

/**
 * The counted attempts of quiz $1 ranked by exact percentage, best first, ties by attempt id (the
 * order is total), each with its third: with n >= 2 attempts and g = ceil(n / 3), places 1..g are
 * 'top' and places n-g+1..n 'bottom' (they never overlap for n >= 2); with one attempt, none.
 * Aliased `qa` as the view is.
 */
const THIRDS_SQL = `
  ranked AS (
    SELECT qa.id, qa.answers, qa.given_questions, qa.points, qa.max_points,
           row_number() OVER (ORDER BY ${PERCENT_SQL('qa')} DESC NULLS LAST, qa.id) AS place,
           count(*) OVER () AS n
      FROM ${GRADED} qa
     WHERE qa.quiz_id = $1
  ),
  thirds AS (
    SELECT r.*, CASE WHEN r.n < 2 THEN NULL
                     WHEN r.place <= ceil(r.n / 3.0) THEN 'top'
                     WHEN r.place > r.n - ceil(r.n / 3.0) THEN 'bottom' END AS third
      FROM ranked r
  )`;

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
    // Aggregated in PostgreSQL, three statements: the cost does not grow with what is sent to Node.
    // The item analysis (docs/item-analysis.md) is computed there too, from the same rows.
    const [[totals], picks, figures] = await Promise.all([
      this.deps.dataSource.query<Totals[]>(
        `WITH counted AS (SELECT * FROM ${GRADED} qa WHERE qa.quiz_id = $1),
              items AS (
                SELECT qa.id AS attempt, ${by} AS question, ${ITEM_SCORE_SQL} AS score
                  FROM counted qa CROSS JOIN LATERAL jsonb_array_elements(qa.answers) a
                 WHERE NOT coalesce((a->>'dropped')::boolean, false)
              ),
              per_item AS (SELECT question, count(*) AS given, var_samp(score) AS variance FROM items GROUP BY question),
              per_attempt AS (SELECT attempt, sum(score) AS total FROM items GROUP BY attempt),
              shape AS (
                SELECT (SELECT count(*) FROM per_item) AS k,
                       (SELECT bool_and(given = (SELECT count(*) FROM counted)) FROM per_item) AS same_questions,
                       (SELECT sum(variance) FROM per_item) AS item_variance,
                       (SELECT var_samp(total) FROM per_attempt) AS total_variance
              )
         SELECT count(*)::int AS "attemptCount",
                (count(*) FILTER (WHERE ${passedSql('qa')}))::int AS "passedCount",
                coalesce(avg(qa.score), 0)::float8 AS "averageScore",
                coalesce(avg(${PERCENT_SQL('qa')}), 0)::float8 AS "averagePercentage",
                stddev_samp(${PERCENT_SQL('qa')})::float8 AS "standardDeviation",
                -- Null with one attempt too: var_samp of one row is NULL.
                (SELECT CASE WHEN s.k >= 2 AND s.same_questions AND s.total_variance > 0
                             THEN s.k::numeric / (s.k - 1) * (1 - s.item_variance / s.total_variance) END::float8
                   FROM shape s) AS "cronbachAlpha"
           FROM counted qa`,
        [quiz.id],
      ),
      this.deps.dataSource.query<KeyCount[]>(
        `WITH ${THIRDS_SQL}
         SELECT ${by} AS question, k.key, count(*)::int AS picks,
                (count(*) FILTER (WHERE qa.third = 'top'))::int AS "topPicks",
                (count(*) FILTER (WHERE qa.third = 'bottom'))::int AS "bottomPicks"
           FROM thirds qa CROSS JOIN LATERAL jsonb_array_elements(qa.answers) a
                CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(${KEYS_SQL}, '[]'::jsonb)) k(key)
          WHERE k.key IS NOT NULL
          GROUP BY 1, 2`,
        [quiz.id],
      ),
      // credit: the answer's points over its maximum; rest: the rest of the test's, as a share. Both
      // in numeric (points are exact to 2 decimals), so that a figure the same in every attempt
      // compares equal: corr() in float8 of values that differ by rounding alone (1.1 - 1 and 0.1) is
      // not NULL but noise, hence the min < max checks.
      this.deps.dataSource.query<QuestionFigures[]>(
        `WITH ${THIRDS_SQL}
         SELECT ${by} AS question, count(*)::int AS "answerCount",
                (count(*) FILTER (WHERE (a->>'isCorrect')::boolean))::int AS "correctCount",
                coalesce(avg(${POINTS_SQL}), 0)::float8 AS "averagePoints",
                (count(*) FILTER (WHERE qa.third = 'top'))::int AS "topGiven",
                (count(*) FILTER (WHERE qa.third = 'bottom'))::int AS "bottomGiven",
                (avg(c.credit) * 100)::float8 AS "facilityIndex",
                CASE WHEN min(c.credit) FILTER (WHERE c.rest IS NOT NULL) < max(c.credit) FILTER (WHERE c.rest IS NOT NULL)
                      AND min(c.rest) FILTER (WHERE c.credit IS NOT NULL) < max(c.rest) FILTER (WHERE c.credit IS NOT NULL)
                     THEN corr(c.credit::float8, c.rest::float8) * 100 END AS "discriminationIndex"
           FROM thirds qa CROSS JOIN LATERAL jsonb_array_elements(qa.answers) a
                CROSS JOIN LATERAL (SELECT ${CREDIT_POINTS_SQL} AS earned, ${ANSWER_MAX_SQL} AS most) e
                CROSS JOIN LATERAL (
                  SELECT e.earned / nullif(e.most, 0) AS credit,
                         (qa.points - e.earned) / nullif(qa.max_points - e.most, 0) AS rest
                ) c
          GROUP BY 1`,
        [quiz.id],
      ),
    ]);
    const attemptCount = totals?.attemptCount ?? 0;
    const passedCount = totals?.passedCount ?? 0;
    const passRate = attemptCount === 0 ? 0 : (passedCount * 100) / attemptCount;
    const questions = asked.map(({ question, questionIndex, questionId }): QuestionInsight => {
      const key = questionId ?? String(questionIndex);
      const ownPicks = picks.filter((pick) => pick.question === key);
      const counts = new Map(ownPicks.map((pick) => [pick.key, pick.picks]));
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
        facilityIndex: own?.facilityIndex ?? null,
        discriminationIndex: own?.discriminationIndex ?? null,
        optionTopThirdShares: shares(question, ownPicks, 'topPicks', own?.topGiven ?? 0),
        optionBottomThirdShares: shares(question, ownPicks, 'bottomPicks', own?.bottomGiven ?? 0),
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
      standardDeviation: totals?.standardDeviation ?? null,
      cronbachAlpha: totals?.cronbachAlpha ?? null,
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

/**
 * For the choice types, each option's share (percent, optionCounts' order) among a third's attempts
 * given the question: of its `given` attempts, how many chose it; 0 while the third has none.
 */
function shares(question: Question, picks: readonly KeyCount[], third: 'topPicks' | 'bottomPicks', given: number): number[] {
  const counts = new Map(picks.map((pick) => [pick.key, pick[third]]));
  return optionCountsOf(question, counts).map((count) => (given === 0 ? 0 : (count * 100) / given));
}

/** For each prompt, the share of attempts that matched it right, in percent. */
function pairRates(question: QuestionOf<'MATCHING'>, counts: ReadonlyMap<string, number>, rate: (count: number) => number): number[] {
  const matches = matchesOf(question);
  return question.pairs.map((pair, i) => rate(counts.get(`${i}:${matches.indexOf(pair.match)}`) ?? 0));
}
