import type { DataSource } from 'typeorm';
import { selectColumns } from '../../db/columns';
import { sql } from '../../db/sql';
import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { CourseQuestion } from '../courses/course.entity';
import { passedSql } from '../quizzes/quiz-attempt.entity';
import { Role } from '../users/role';
import { AGAIN } from './scheduler';
import { streakOf } from './streak';
import { LEARNER_DAY } from './study.service';
import type { DayCount } from './study.types';

export const MAX_CHART_DAYS = 366;
const HARDEST_CARDS = 5;
const MAX_INSIGHT_COURSES = 50;

// A daily series over the learner's days: `counted` yields (d date, n int) rows; $3 is the number of
// days, the series runs over `range` (two dates from `bounds`), each day with its count or 0.
const dailySeries = (range: string, counted: string) => `
  WITH ${LEARNER_DAY}, counted AS (${counted})
  SELECT to_char(g.d, 'YYYY-MM-DD') AS day, coalesce(c.n, 0)::int AS count
    FROM bounds b CROSS JOIN LATERAL generate_series(${range}, interval '1 day') AS g(d)
    LEFT JOIN counted c ON c.d = g.d::date
   ORDER BY g.d`;

export type ActivityProgressRow = { activityId: string; chaptersPassed: number; chaptersWithQuizzes: number };
export type InsightRow = { courseId: string; learners: number; reviews: number };
export type HardCardRow = { courseId: string; again: number; reviews: number; card: CourseQuestion };

/** A learner's progress over courses and activities, and what tutors see of their courses' practice. */
export class ProgressService {
  constructor(private readonly deps: Deps) {}

  private query<Row>(text: string, params: readonly unknown[]): Promise<Row[]> {
    return sql<Row>(this.deps.dataSource, text, params);
  }

  /** Days in a row, in the learner's time zone, with at least one grade or quiz submitted. */
  async streak(userId: string): Promise<number> {
    const [row] = await this.query<{ today: string; days: string[] }>(
      `WITH ${LEARNER_DAY}
       SELECT to_char(b.day, 'YYYY-MM-DD') AS today,
              ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM (
                      SELECT (r.reviewed_at AT TIME ZONE b.tz)::date AS d FROM review_logs r WHERE r.user_id = $1
                      UNION
                      SELECT (qa.submitted_at AT TIME ZONE b.tz)::date FROM quiz_attempts qa WHERE qa.user_id = $1) studied) AS days
         FROM bounds b`,
      [userId, this.deps.clock.now()],
    );
    return streakOf(row.days, row.today);
  }

  /** Grades given on each of the learner's last `days` days, today last. */
  reviewsPerDay(userId: string, days: number): Promise<DayCount[]> {
    return this.query<DayCount>(
      dailySeries(
        'b.day - ($3::int - 1), b.day',
        `SELECT (r.reviewed_at AT TIME ZONE b.tz)::date AS d, count(*) AS n FROM bounds b JOIN review_logs r
            ON r.user_id = $1 AND r.reviewed_at >= (b.day - ($3::int - 1))::timestamp AT TIME ZONE b.tz AND r.reviewed_at < b.ends
          GROUP BY 1`,
      ),
      [userId, this.deps.clock.now(), days],
    );
  }

  /** Cards falling due on each of the learner's next `days` days, today first (cards overdue count on today). */
  dueForecast(userId: string, days: number): Promise<DayCount[]> {
    return this.query<DayCount>(
      dailySeries(
        'b.day, b.day + ($3::int - 1)',
        `SELECT greatest((sc.due AT TIME ZONE b.tz)::date, b.day) AS d, count(*) AS n FROM bounds b JOIN study_cards sc
            ON sc.user_id = $1 AND sc.due < (b.day + $3::int)::timestamp AT TIME ZONE b.tz
          GROUP BY 1`,
      ),
      [userId, this.deps.clock.now(), days],
    );
  }

  /** Cards the learner has graded before that are due by the end of their today, over every course. */
  async dueToday(userId: string): Promise<number> {
    const [row] = await this.query<{ due: number }>(
      `WITH ${LEARNER_DAY}
       SELECT count(*)::int AS due FROM bounds b JOIN study_cards sc ON sc.user_id = $1 AND sc.due < b.ends`,
      [userId, this.deps.clock.now()],
    );
    return row.due;
  }

  /**
   * Each activity the learner has submitted a quiz of: its chapters with a published quiz, and of
   * those the chapters where the learner's counted attempt at one of them passed.
   */
  activities(userId: string): Promise<ActivityProgressRow[]> {
    return this.query<ActivityProgressRow>(
      `SELECT c.activity_id AS "activityId",
              (count(DISTINCT c.id) FILTER (WHERE EXISTS (
                 SELECT 1 FROM graded_quiz_attempts g WHERE g.quiz_id = q.id AND g.user_id = $1 AND ${passedSql('g')})))::int AS "chaptersPassed",
              count(DISTINCT c.id)::int AS "chaptersWithQuizzes"
         FROM chapters c JOIN quizzes q ON q.chapter_id = c.id AND q.is_published
         JOIN activities a ON a.id = c.activity_id
        WHERE c.activity_id IN (SELECT qa.activity_id FROM quiz_attempts qa WHERE qa.user_id = $1)
        GROUP BY c.activity_id, a.title
        ORDER BY a.title, c.activity_id`,
      [userId],
    );
  }

  /**
   * The courses a tutor created (every course for an admin) with how many learners practise them
   * and how many grades they have had, most practised first.
   */
  insights(viewer: AuthUser, first: number): Promise<InsightRow[]> {
    return this.query<InsightRow>(
      `SELECT co.id AS "courseId",
              (SELECT count(DISTINCT sc.user_id) FROM study_cards sc WHERE sc.course_id = co.id)::int AS learners,
              (SELECT count(*) FROM review_logs r WHERE r.course_id = co.id)::int AS reviews
         FROM courses co
        WHERE $1::uuid IS NULL OR co.created_by_id = $1
        ORDER BY learners DESC, reviews DESC, co.title, co.id
        LIMIT $2`,
      [viewer.role === Role.ADMIN ? null : viewer.id, Math.min(Math.max(first, 1), MAX_INSIGHT_COURSES)],
    );
  }
}

/** The cards of these courses with the most "Again" grades, at most five a course (a per-request loader's batch). */
export async function readHardestCards(dataSource: DataSource, courseIds: readonly string[]): Promise<HardCardRow[]> {
  const rows = await sql<Record<string, unknown> & { again: number; reviews: number }>(
    dataSource,
    `SELECT ${selectColumns(dataSource, CourseQuestion, 'q')}, h.again, h.reviews
       FROM (SELECT r.question_id, count(*) FILTER (WHERE r.rating = ${AGAIN})::int AS again, count(*)::int AS reviews,
                    row_number() OVER (PARTITION BY r.course_id ORDER BY count(*) FILTER (WHERE r.rating = ${AGAIN}) DESC, r.question_id) AS place
               FROM review_logs r WHERE r.course_id = ANY($1::uuid[])
              GROUP BY r.course_id, r.question_id) h
       JOIN course_questions q ON q.id = h.question_id
      WHERE h.place <= ${HARDEST_CARDS} AND h.again > 0
      ORDER BY q.course_id, h.again DESC, q.id`,
    [courseIds],
  );
  return rows.map(({ again, reviews, ...card }) => ({ courseId: String(card.courseId), again, reviews, card: Object.assign(new CourseQuestion(), card) }));
}
