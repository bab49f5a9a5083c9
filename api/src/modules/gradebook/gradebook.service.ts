import type { Readable } from 'node:stream';
import { pipeline, Transform } from 'node:stream';
import QueryStream from 'pg-query-stream';
import { cursorOfRow, keyAlias, keyColumns, keysetClauses, type Ordering, orderBySql } from '../../db/keyset';
import { connect, sql } from '../../db/sql';
import type { AuthUser } from '../../shared/auth/access';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import { csvWriter } from '../../shared/csv';
import type { Deps } from '../../shared/deps';
import { type CursorPage, rowsToRead, type Slice, toSlice } from '../../shared/pagination';
import { clean, escapeLike } from '../../shared/validation';
import type { ActivityService } from '../activities/activity.service';
import { passedSql, PERCENT_SQL } from '../quizzes/quiz-attempt.entity';
import { GRADED } from '../quizzes/quiz-attempt.service';
import type { GradingMethod } from '../quizzes/quiz.entity';
import type { QuizService } from '../quizzes/quiz.service';

/** A column of the gradebook: one of the activity's quizzes. */
export type GradebookQuiz = { id: string; title: string; chapterTitle: string; gradingMethod: GradingMethod; passPercentage: number };

/**
 * A learner's result on one quiz. Every row has one per quiz, in the columns' order; `attempted`
 * false (and grade, points, maxPoints, passed null, attemptsUsed 0) where the learner made none.
 */
type GradebookCell = {
  quizId: string;
  attempted: boolean;
  grade: number | null;
  points: number | null;
  maxPoints: number | null;
  attemptsUsed: number;
  passed: boolean | null;
  needsGrading: boolean;
};

type GradebookLearner = { id: string; name: string; email: string };
type GradebookRow = { learner: GradebookLearner; cells: GradebookCell[]; averagePercentage: number };
export type Gradebook = { activityId: string; quizzes: GradebookQuiz[]; rows: Slice<GradebookRow> };

/** A CSV file to send: its file name, and its bytes, read from PostgreSQL as they are sent. */
export type CsvExport = { filename: string; open: () => Promise<Readable> };

// A learner's name as every screen shows it.
const LEARNER_NAME = `u.name || ' ' || u.surname`;

// By name, then id (names repeat); `name` and `id` are the columns of the learners' list.
const BY_NAME: Ordering = {
  name: 'gradebook',
  keys: [
    { sql: 'name', type: 'text' },
    { sql: 'id', type: 'uuid' },
  ],
};

// The quizzes of activity $1 in the activity's order: its chapters oldest first, each chapter's quizzes oldest first.
const QUIZZES_OF_ACTIVITY = `
  SELECT q.id, row_number() OVER (ORDER BY c.created_at, c.id, q.created_at, q.id) AS place,
         q.title, c.title AS "chapterTitle", q.grading_method AS "gradingMethod", q.pass_percentage AS "passPercentage"
    FROM quizzes q JOIN chapters c ON c.id = q.chapter_id
   WHERE c.activity_id = $1`;

/**
 * The learners who attempted any of the quizzes of activity $1, with `search` ($2: a LIKE pattern,
 * or null for all) matched against the name or the e-mail address. Found quiz by quiz in the
 * attempts' (quiz_id, user_id, attempt_number) key, then their accounts: neither every account
 * checked for attempts, nor every attempt of the platform read (as PostgreSQL may plan a join to
 * a few quizzes of unknown ids; the lateral subquery is read per quiz).
 */
const LEARNERS = `
  WITH quiz AS (${QUIZZES_OF_ACTIVITY}),
  learner AS (
    SELECT u.id, ${LEARNER_NAME} AS name, u.email
      FROM (SELECT DISTINCT took.user_id FROM quiz CROSS JOIN LATERAL (SELECT DISTINCT qa.user_id FROM quiz_attempts qa WHERE qa.quiz_id = quiz.id) took) took
      JOIN users u ON u.id = took.user_id
     WHERE $2::text IS NULL OR lower(${LEARNER_NAME}) LIKE $2 OR lower(u.email) LIKE $2
  )`;

/**
 * Each learner's cells (row `p` of a list with `id`), as JSON, and the mean over the quizzes they
 * attempted. Per quiz: the attempts used and whether any waits for essay grading, from the
 * attempts; the grade, points and pass state of the attempt the quiz's grading method counts,
 * from graded_quiz_attempts (the dashboards' source too). The view is read with the learner and
 * the quiz fixed, so its DISTINCT ON works on those attempts alone (LIMIT 1, a no-op as the view
 * has one row per learner and quiz, keeps PostgreSQL from joining the view's every quiz instead).
 */
const CELLS = `
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object(
             'quizId', a.quiz_id, 'attemptsUsed', a.used, 'needsGrading', a.waiting,
             'grade', round(${PERCENT_SQL('g')}, 2), 'points', g.points, 'maxPoints', g.max_points, 'passed', ${passedSql('g')})) AS cells,
           round(avg(${PERCENT_SQL('g')}), 2)::float8 AS "averagePercentage"
      FROM (SELECT qa.quiz_id, count(*)::int AS used, bool_or(qa.grading_status = 'NEEDS_GRADING') AS waiting
              FROM quiz_attempts qa
             WHERE qa.user_id = p.id AND qa.quiz_id IN (SELECT id FROM quiz)
             GROUP BY qa.quiz_id) a
      CROSS JOIN LATERAL (SELECT * FROM ${GRADED} g WHERE g.quiz_id = a.quiz_id AND g.user_id = p.id LIMIT 1) g
  ) c`;

type StoredCell = Omit<GradebookCell, 'attempted' | 'grade' | 'points' | 'maxPoints'> & { grade: number | null; points: number; maxPoints: number };
type LearnerRow = GradebookLearner & { cells: StoredCell[] | null; averagePercentage: number | null };

// One cell per quiz, in the columns' order (numeric values come out of json_build_object as numbers).
function cellsOf(quizzes: readonly GradebookQuiz[], stored: StoredCell[] | null): GradebookCell[] {
  const byQuiz = new Map((stored ?? []).map((cell) => [cell.quizId, cell]));
  return quizzes.map((quiz) => {
    const cell = byQuiz.get(quiz.id);
    if (!cell) return { quizId: quiz.id, attempted: false, grade: null, points: null, maxPoints: null, attemptsUsed: 0, passed: null, needsGrading: false };
    return { ...cell, attempted: true };
  });
}

const rowOf = (quizzes: readonly GradebookQuiz[], row: LearnerRow): GradebookRow => ({
  learner: { id: row.id, name: row.name, email: row.email },
  cells: cellsOf(quizzes, row.cells),
  averagePercentage: row.averagePercentage ?? 0,
});

// A file name any system accepts: the title's letters and digits, the rest as single dashes.
const safeFileName = (title: string, suffix: string): string => {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || 'export'}-${suffix}.csv`;
};

// The longest a CSV download may take, its reader's pace included (see GradebookService.stream).
const EXPORT_TIMEOUT_MS = 10 * 60_000;
const EXPORT_BEGIN = 'BEGIN READ ONLY; SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0';

// ISO 8601 in UTC, to the second, as the CSV files write times.
const isoUtc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The gradebook of an activity (each learner who attempted any of its quizzes, with their result
 * on each) and the CSV files of it and of one quiz's attempts, for the activity's tutor and admins.
 */
export class GradebookService {
  constructor(
    private readonly deps: Deps,
    private readonly activities: ActivityService,
    private readonly quizzes: QuizService,
  ) {}

  /** The activity's tutor or an admin (else FORBIDDEN); an unknown activity is NOT_FOUND (ActivityService.ownerOf). */
  private async assertReader(user: AuthUser, activityId: unknown): Promise<string> {
    assertOwnerOrAdmin(user, await this.activities.ownerOf(activityId));
    return (activityId as string).toLowerCase();
  }

  private columns(activityId: string): Promise<GradebookQuiz[]> {
    return sql<GradebookQuiz>(
      this.deps.dataSource,
      `SELECT id, title, "chapterTitle", "gradingMethod", "passPercentage" FROM (${QUIZZES_OF_ACTIVITY}) quiz ORDER BY place`,
      [activityId],
    );
  }

  /**
   * One page of the gradebook: the quiz columns, and the learners (by name, then id; `search` in
   * their name or e-mail address, case-insensitive, wildcards literal) with their cells, in one
   * statement each; the count over all pages only when asked for.
   */
  async gradebook(user: AuthUser, activityId: unknown, search: unknown, page: CursorPage): Promise<Gradebook> {
    const id = await this.assertReader(user, activityId);
    const query = clean(search).toLowerCase();
    const params: unknown[] = [id, query ? `%${escapeLike(query)}%` : null];
    const place = (value: unknown) => `$${params.push(value)}`;
    const { where, order } = keysetClauses(BY_NAME, page, (value, type) => `${place(value)}::${type}`);
    const keys = keyColumns(BY_NAME).map((column, i) => `${column} AS "${keyAlias(i)}"`);
    const [quizzes, rows] = await Promise.all([
      this.columns(id),
      sql<LearnerRow & Record<string, unknown>>(
        this.deps.dataSource,
        `${LEARNERS},
         page AS (SELECT learner.*, ${keys.join(', ')} FROM learner ${where ? `WHERE ${where}` : ''} ORDER BY ${orderBySql(order)} LIMIT ${place(rowsToRead(page))})
         SELECT p.*, c.cells, c."averagePercentage" FROM page p ${CELLS} ORDER BY ${orderBySql(order)}`,
        params,
      ),
    ]);
    const count = async () => {
      const [{ total }] = await sql<{ total: number }>(this.deps.dataSource, `${LEARNERS} SELECT count(*)::int AS total FROM learner`, params.slice(0, 2));
      return total;
    };
    const slice = toSlice(page, new Map(rows.map((row) => [rowOf(quizzes, row), cursorOfRow(BY_NAME, row)])), count);
    return { activityId: id, quizzes, rows: slice };
  }

  /** The whole gradebook as CSV: Learner, Email, each quiz's grade in percent (blank: not attempted), Average. */
  async gradebookCsv(user: AuthUser, activityId: unknown): Promise<CsvExport> {
    const id = await this.assertReader(user, activityId);
    const [[activity], quizzes] = await Promise.all([
      sql<{ title: string }>(this.deps.dataSource, `SELECT title FROM activities WHERE id = $1`, [id]),
      this.columns(id),
    ]);
    const headers = ['Learner', 'Email', ...quizzes.map((quiz) => `${quiz.title} (%; pass mark ${quiz.passPercentage}%)`), 'Average (%)'];
    return {
      filename: safeFileName(activity?.title ?? '', 'gradebook'),
      open: () =>
        this.stream(`${LEARNERS} SELECT p.*, c.cells, c."averagePercentage" FROM learner p ${CELLS} ORDER BY p.name, p.id`, [id, null], headers, (row: LearnerRow) => {
          const { learner, cells, averagePercentage } = rowOf(quizzes, row);
          return [learner.name, learner.email, ...cells.map((cell) => cell.grade ?? ''), averagePercentage];
        }),
    };
  }

  /**
   * Every attempt at a quiz as CSV, by learner then attempt number: times in ISO 8601 UTC, the
   * status (graded / needs grading) and whether it is the attempt the quiz's grading method counts.
   */
  async quizAttemptsCsv(user: AuthUser, quizId: unknown): Promise<CsvExport> {
    const quiz = await this.quizzes.find(quizId);
    assertOwnerOrAdmin(user, quiz.tutorId);
    const headers = ['Learner', 'Email', 'Attempt number', 'Started', 'Submitted', 'Points', 'Max points', 'Percentage', 'Passed', 'Status', 'Counted'];
    type AttemptRow = {
      learner: string;
      email: string;
      attemptNumber: number;
      startedAt: string | null;
      submittedAt: string;
      points: number;
      maxPoints: number;
      percentage: number | null;
      passed: boolean;
      needsGrading: boolean;
      counted: boolean;
    };
    return {
      filename: safeFileName(quiz.title, 'attempts'),
      open: () =>
        this.stream(
          `SELECT ${LEARNER_NAME} AS learner, u.email, qa.attempt_number AS "attemptNumber",
                  ${isoUtc('qa.started_at')} AS "startedAt", ${isoUtc('qa.submitted_at')} AS "submittedAt",
                  qa.points::float8 AS points, qa.max_points::float8 AS "maxPoints", round(${PERCENT_SQL('qa')}, 2)::float8 AS percentage,
                  ${passedSql('qa')} AS passed, qa.grading_status = 'NEEDS_GRADING' AS "needsGrading",
                  qa.id IN (SELECT g.id FROM ${GRADED} g WHERE g.quiz_id = $1) AS counted
             FROM quiz_attempts qa JOIN users u ON u.id = qa.user_id
            WHERE qa.quiz_id = $1
            ORDER BY learner, u.id, qa.attempt_number`,
          [quiz.id],
          headers,
          (row: AttemptRow) => [
            row.learner,
            row.email,
            row.attemptNumber,
            row.startedAt ?? '',
            row.submittedAt,
            row.points,
            row.maxPoints,
            row.percentage ?? '',
            row.passed ? 'yes' : 'no',
            row.needsGrading ? 'needs grading' : 'graded',
            row.counted ? 'yes' : 'no',
          ],
        ),
    };
  }

  /**
   * The CSV of one statement's rows, read through a cursor on a connection of its own (a batch of
   * rows at a time, as the reader takes them: a file of 100,000 rows never sits in memory). The
   * connection goes back to the pool when the file ends, fails, or its reader goes away.
   *
   * PostgreSQL's statement_timeout runs from a cursor's first batch to its last, however long the
   * reader takes between them (and pg-query-stream, cancelled between two batches, then waits
   * forever), as does the pool's client-side query_timeout: so the export's transaction has no
   * statement timeout and its cursor a longer read timeout, and the export is bounded here
   * instead, EXPORT_TIMEOUT_MS from its start.
   */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Row: the caller's own row type, which the query's text decides
  private async stream<Row>(text: string, params: unknown[], headers: readonly string[], record: (row: Row) => unknown[]): Promise<Readable> {
    const logger = this.deps.dataSource.logger;
    const { client, done } = await connect(this.deps.dataSource);
    let rows: QueryStream;
    try {
      logger.logQuery(EXPORT_BEGIN);
      await client.query(EXPORT_BEGIN);
      logger.logQuery(text, params);
      // The pool's client-side read timeout (a little over the statement timeout) would end the cursor too.
      rows = client.query(Object.assign(new QueryStream(text, params, { batchSize: 500 }), { query_timeout: EXPORT_TIMEOUT_MS + 60_000 }));
    } catch (error) {
      await done(error as Error);
      throw error;
    }
    const deadline = setTimeout(() => rows.destroy(new Error(`CSV export still running after ${EXPORT_TIMEOUT_MS / 60_000} minutes`)), EXPORT_TIMEOUT_MS);
    // An error, or a read cut short, leaves the connection in an unknown state: it is closed (its
    // transaction with it), not reused. A file read to its end commits its read-only transaction.
    let failure: Error | undefined;
    rows.once('error', (error) => (failure = error));
    rows.once('close', () => {
      clearTimeout(deadline);
      const problem = failure ?? (rows.readableEnded ? undefined : new Error('CSV export ended before its last row'));
      if (problem) return void done(problem);
      logger.logQuery('COMMIT');
      client.query('COMMIT').then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
    });
    const toRecord = new Transform({
      objectMode: true,
      transform(row: Row, _encoding, done) {
        done(null, record(row));
      },
    });
    const csv = csvWriter(headers);
    pipeline(rows, toRecord, csv, () => undefined);
    return csv;
  }
}

/** The whole file as one string, for GraphQL (the same bytes as the download, its byte-order mark included). */
export async function csvText(file: CsvExport): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.open()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}
