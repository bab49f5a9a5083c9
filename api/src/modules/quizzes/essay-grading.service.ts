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
import { roundPoints } from './questions/types';
import { ANNOUNCE_SUBMITTED, QuizAttempt, type StoredAnswer } from './quiz-attempt.entity';
import { Quiz } from './quiz.entity';

export const ATTEMPT_NOT_FOUND = 'Attempt not found';
export const QUIZ_GONE = 'The quiz of this attempt was deleted: its essays can no longer be graded.';
export const NO_SUCH_QUESTION = 'This attempt has no such question';
export const NOT_ANSWERED = 'This essay was not answered: it counts 0 points.';
export const MAX_COMMENT = 5000;

/** An essay answer waiting for its tutor, as the grading queue lists it. */
export type EssayToGrade = {
  attemptId: string;
  questionIndex: number;
  quizId: string;
  quizTitle: string;
  questionText: string;
  maxPoints: number;
  textAnswer: string;
  submittedAt: Date;
  learnerName: string;
};

// Oldest first: the learner who waited longest is graded first.
const OLDEST_FIRST: Ordering = {
  name: 'essays-to-grade',
  keys: [
    { sql: 'qa.submitted_at', type: 'timestamptz' },
    { sql: 'qa.id', type: 'uuid' },
    { sql: "(a->>'questionIndex')::real", type: 'real' },
  ],
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
      const quiz = attempt.quizId ? await em.findOneBy(Quiz, { id: attempt.quizId }) : null;
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
      const [points, maxPoints, gradingStatus] = totalColumns({ ...totals, maxPoints: roundPoints(Number(attempt.maxPoints)) });
      await em.query(
        `UPDATE quiz_attempts SET answers = $2::jsonb, score = $3, points = $4, max_points = $5, grading_status = $6 WHERE id = $1
         RETURNING ${ANNOUNCE_SUBMITTED}`,
        [attempt.id, JSON.stringify(answers), totals.score, points, maxPoints, gradingStatus],
      );
      return Object.assign(attempt, { answers, score: totals.score, points, maxPoints, gradingStatus });
    });
  }

  /** The answered essays not yet graded of the caller's quizzes (an admin's: every quiz's), oldest first. */
  async queue(user: AuthUser, page: PageRequest): Promise<Slice<EssayToGrade>> {
    const params: unknown[] = [];
    const place = (value: unknown) => `$${params.push(value)}`;
    const where = [
      `qa.grading_status = 'NEEDS_GRADING'`,
      `a->>'type' = 'ESSAY'`,
      `jsonb_typeof(a->'points') = 'null'`,
      `jsonb_typeof(a->'response') = 'object'`,
      `(${place(user.role === Role.ADMIN)}::boolean OR q.tutor_id = ${place(user.id)}::uuid)`,
    ];
    const { where: seek, order } = keysetClauses(OLDEST_FIRST, page, (value, type) => `${place(value)}::${type}`);
    if (seek) where.push(seek);
    const from = `FROM quiz_attempts qa JOIN quizzes q ON q.id = qa.quiz_id JOIN users u ON u.id = qa.user_id CROSS JOIN LATERAL jsonb_array_elements(qa.answers) a`;
    const rows = await sql<EssayToGrade & Record<string, unknown>>(
      this.deps.dataSource,
      `SELECT qa.id AS "attemptId", (a->>'questionIndex')::int AS "questionIndex", q.id AS "quizId", q.title AS "quizTitle",
              q.questions->((a->>'questionIndex')::int)->>'questionText' AS "questionText", (a->>'maxPoints')::float8 AS "maxPoints",
              a->'response'->>'textAnswer' AS "textAnswer", qa.submitted_at AS "submittedAt", u.name || ' ' || u.surname AS "learnerName",
              ${keyColumns(OLDEST_FIRST).map((column, i) => `${column} AS "${keyAlias(i)}"`).join(', ')}
         ${from} WHERE ${where.join(' AND ')}
        ORDER BY ${orderBySql(order)} LIMIT ${place(rowsToRead(page))}${page.kind === 'offset' ? ` OFFSET ${place(page.offset)}` : ''}`,
      params,
    );
    const essay = ({ attemptId, questionIndex, quizId, quizTitle, questionText, maxPoints, textAnswer, submittedAt, learnerName }: EssayToGrade): EssayToGrade => ({
      attemptId,
      questionIndex,
      quizId,
      quizTitle,
      questionText,
      maxPoints,
      textAnswer,
      submittedAt,
      learnerName,
    });
    const count = async () => {
      const filters = where.slice(0, 5).join(' AND ');
      const [{ total }] = await sql<{ total: number }>(this.deps.dataSource, `SELECT count(*)::int AS total ${from} WHERE ${filters}`, params.slice(0, 2));
      return total;
    };
    return toSlice(page, new Map(rows.map((row) => [essay(row), cursorOfRow(OLDEST_FIRST, row)])), count);
  }
}
