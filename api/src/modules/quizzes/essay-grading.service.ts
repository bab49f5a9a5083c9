import { cursorOfRow, keyAlias, keyColumns, keysetClauses, type Ordering, orderBySql } from '../../db/keyset';
import { sql } from '../../db/sql';
import type { AuthUser } from '../../shared/auth/access';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import { type PageRequest, rowsToRead, type Slice, toSlice } from '../../shared/pagination';
import { assertValid, clean } from '../../shared/validation';
import { Role } from '../users/role';
import { totalColumns, totalsOf } from './grading';
import { gradeEssay } from './questions/grade';
import { roundPoints, type TextFormat } from './questions/types';
import { ANNOUNCE_SUBMITTED, QuizAttempt, type StoredAnswer } from './quiz-attempt.entity';
import { Quiz } from './quiz.entity';
import { asTaken } from './given';

const ATTEMPT_NOT_FOUND = 'Attempt not found';
const QUIZ_GONE = 'The quiz of this attempt was deleted: its essays can no longer be graded.';
const NO_SUCH_QUESTION = 'This attempt has no such question';
const NOT_ANSWERED = 'This essay was not answered: it counts 0 points.';
const MAX_COMMENT = 5000;

/** An answered essay as the grading lists show it: waiting for its tutor, or graded (its points, comment and when). */
export type EssayToGrade = {
  attemptId: string;
  questionIndex: number;
  quizId: string;
  quizTitle: string;
  questionText: string;
  textFormat: TextFormat;
  maxPoints: number;
  textAnswer: string;
  submittedAt: Date;
  learnerName: string;
  points: number | null;
  comment: string | null;
  gradedAt: Date | null;
};

// The question an answer `a` of attempt `qa` answered: the attempt's own version when it keeps one, else the quiz's.
const GIVEN = `qa.given_questions->((a->>'questionIndex')::int)`;
const ASKED = `coalesce((SELECT v.question FROM bank_question_versions v WHERE v.question_id = (${GIVEN}->>'questionId')::uuid AND v.version = (${GIVEN}->>'version')::int), q.questions->((a->>'questionIndex')::int))`;

/** Which essays a list holds: those waiting, the learner who waited longest first; or those graded, the latest grade first. */
export type EssayList = 'waiting' | 'graded';

const ORDERINGS: Record<EssayList, Ordering> = {
  waiting: {
    name: 'essays-to-grade',
    keys: [
      { sql: 'qa.submitted_at', type: 'timestamptz' },
      { sql: 'qa.id', type: 'uuid' },
      { sql: "(a->>'questionIndex')::real", type: 'real' },
    ],
  },
  graded: {
    name: 'graded-essays',
    keys: [
      { sql: "(a->>'gradedAt')::timestamptz", type: 'timestamptz', desc: true },
      { sql: 'qa.id', type: 'uuid' },
      { sql: "(a->>'questionIndex')::real", type: 'real' },
    ],
  },
};

// Which answers each list holds: answered essays, without points (waiting) or with (graded).
const LIST_FILTERS: Record<EssayList, string[]> = {
  waiting: [`qa.grading_status = 'NEEDS_GRADING'`, `jsonb_typeof(a->'points') = 'null'`],
  graded: [`jsonb_typeof(a->'points') = 'number'`, `a ? 'gradedAt'`],
};

/**
 * Essays are graded by the quiz's tutor (or an admin): points from 0 to the question's, and a
 * comment. An attempt says NEEDS_GRADING until its last answered essay is graded; each grade
 * updates the attempt's points, score and pass state in one statement under the attempt's row
 * lock, so concurrent grades of one attempt each land exactly once, and announces the attempt to
 * those watching the quiz. A grade can be changed later the same way.
 */
export class EssayGradingService {
  constructor(private readonly deps: Deps) {}

  async grade(user: AuthUser, input: { attemptId: unknown; questionIndex: unknown; points: unknown; comment?: unknown }): Promise<QuizAttempt> {
    if (!isUuid(input.attemptId)) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
    const comment = clean(input.comment);
    assertValid([['comment', comment.length <= MAX_COMMENT, `The comment can be at most ${MAX_COMMENT.toLocaleString('en')} characters`]]);
    const attemptId = input.attemptId.toLowerCase();
    return this.deps.dataSource.transaction(async (em) => {
      const attempt = await em.findOne(QuizAttempt, { where: { id: attemptId }, lock: { mode: 'pessimistic_write' } });
      if (!attempt) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      const row = attempt.quizId ? await em.findOneBy(Quiz, { id: attempt.quizId }) : null;
      if (!row) throw new AppError('NOT_FOUND', QUIZ_GONE);
      const quiz = await asTaken(em, row, attempt.givenQuestions);
      if (!quiz) throw new AppError('NOT_FOUND', QUIZ_GONE);
      assertOwnerOrAdmin(user, quiz.tutorId);
      const index = input.questionIndex;
      const question = typeof index === 'number' && Number.isInteger(index) ? quiz.questions[index] : undefined;
      const stored = typeof index === 'number' ? attempt.answers.find((answer) => answer.questionIndex === index) : undefined;
      if (!question || !stored) throw new AppError('BAD_USER_INPUT', NO_SUCH_QUESTION, { fieldErrors: { questionIndex: NO_SUCH_QUESTION } });
      const grade = gradeEssay(question, input.points);
      if (!stored.response) throw new AppError('BAD_USER_INPUT', NOT_ANSWERED, { fieldErrors: { questionIndex: NOT_ANSWERED } });
      const graded: StoredAnswer = { ...stored, points: grade.points, isCorrect: grade.correct, comment: comment || null, gradedAt: this.deps.clock.now().toISOString() };
      const answers = attempt.answers.map((answer) => (answer === stored ? graded : answer));
      const totals = totalsOf(quiz.questions, answers);
      const [points, maxPoints, gradingStatus] = totalColumns({ ...totals, maxPoints: roundPoints(attempt.maxPoints) });
      await em.query(
        `UPDATE quiz_attempts SET answers = $2::jsonb, score = $3, points = $4, max_points = $5, grading_status = $6 WHERE id = $1
         RETURNING ${ANNOUNCE_SUBMITTED}`,
        [attempt.id, JSON.stringify(answers), totals.score, points, maxPoints, gradingStatus],
      );
      return Object.assign(attempt, { answers, score: totals.score, points, maxPoints, gradingStatus });
    });
  }

  /**
   * The answered essays of the caller's quizzes (an admin's: every quiz's): those not yet graded,
   * oldest first (`waiting`), or those graded, the latest grade first (`graded`, to change a grade).
   */
  async list(user: AuthUser, which: EssayList, page: PageRequest): Promise<Slice<EssayToGrade>> {
    const ordering = ORDERINGS[which];
    const params: unknown[] = [];
    const place = (value: unknown) => `$${params.push(value)}`;
    const filters = [
      ...LIST_FILTERS[which],
      `a->>'type' = 'ESSAY'`,
      `jsonb_typeof(a->'response') = 'object'`,
      `(${place(user.role === Role.ADMIN)}::boolean OR q.tutor_id = ${place(user.id)}::uuid)`,
    ];
    const { where: seek, order } = keysetClauses(ordering, page, (value, type) => `${place(value)}::${type}`);
    const where = seek ? [...filters, seek] : filters;
    const from = `FROM quiz_attempts qa JOIN quizzes q ON q.id = qa.quiz_id JOIN users u ON u.id = qa.user_id CROSS JOIN LATERAL jsonb_array_elements(qa.answers) a`;
    const rows = await sql<EssayToGrade & Record<string, unknown>>(
      this.deps.dataSource,
      `SELECT qa.id AS "attemptId", (a->>'questionIndex')::int AS "questionIndex", q.id AS "quizId", q.title AS "quizTitle",
              ${ASKED}->>'questionText' AS "questionText", coalesce(${ASKED}->>'textFormat', 'PLAIN') AS "textFormat", (a->>'maxPoints')::float8 AS "maxPoints",
              a->'response'->>'textAnswer' AS "textAnswer", qa.submitted_at AS "submittedAt", u.name || ' ' || u.surname AS "learnerName",
              (a->>'points')::float8 AS points, a->>'comment' AS comment, (a->>'gradedAt')::timestamptz AS "gradedAt",
              ${keyColumns(ordering).map((column, i) => `${column} AS "${keyAlias(i)}"`).join(', ')}
         ${from} WHERE ${where.join(' AND ')}
        ORDER BY ${orderBySql(order)} LIMIT ${place(rowsToRead(page))}${page.kind === 'offset' ? ` OFFSET ${place(page.offset)}` : ''}`,
      params,
    );
    const essay = (row: EssayToGrade): EssayToGrade => ({
      attemptId: row.attemptId,
      questionIndex: row.questionIndex,
      quizId: row.quizId,
      quizTitle: row.quizTitle,
      questionText: row.questionText,
      textFormat: row.textFormat,
      maxPoints: row.maxPoints,
      textAnswer: row.textAnswer,
      submittedAt: row.submittedAt,
      learnerName: row.learnerName,
      points: row.points,
      comment: row.comment,
      gradedAt: row.gradedAt,
    });
    const count = async () => {
      const [{ total }] = await sql<{ total: number }>(this.deps.dataSource, `SELECT count(*)::int AS total ${from} WHERE ${filters.join(' AND ')}`, params.slice(0, 2));
      return total;
    };
    return toSlice(page, new Map(rows.map((row) => [essay(row), cursorOfRow(ordering, row)])), count);
  }
}
