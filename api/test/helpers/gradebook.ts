// Fixtures of the gradebook tests: learners and attempts written straight into the tables (the
// attempts' rules are the quizzes' tests'; here only what the gradebook reads of them matters).
import type { TestApp } from './app';
import { createActivity, createChapter, createQuiz, publishQuiz } from './learning';

export type QuizPlace = { id: string; chapterId: string; activityId: string; title: string };

/** Learners with these names and surnames (and e-mail addresses, else made up), in one statement. */
export async function addLearners(t: TestApp, people: readonly { name: string; surname: string; email?: string }[]): Promise<string[]> {
  const rows = await t.db.dataSource.query<{ id: string }[]>(
    `INSERT INTO users (name, surname, email, password_hash, role)
     SELECT p->>'name', p->>'surname', coalesce(p->>'email', 'learner-' || gen_random_uuid() || '@example.com'), 'x', 'user'
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(p, i) ORDER BY i
     RETURNING id`,
    [JSON.stringify(people)],
  );
  return rows.map((row) => row.id);
}

/** An activity of `token`'s tutor with `count` published quizzes in one chapter (their titles: Quiz 1, Quiz 2, ...). */
export async function activityWithQuizzes(t: TestApp, token: string, count: number, activityTitle = 'Intro to loops'): Promise<{ activityId: string; quizzes: QuizPlace[] }> {
  const activity = await createActivity(t, token, { title: activityTitle });
  const chapter = await createChapter(t, token, activity.id);
  const quizzes: QuizPlace[] = [];
  for (let i = 1; i <= count; i++) {
    const quiz = await createQuiz(t, token, chapter.id, { title: `Quiz ${i}` });
    await publishQuiz(t, token, quiz.id);
    quizzes.push({ id: quiz.id, chapterId: chapter.id, activityId: activity.id, title: quiz.title });
  }
  return { activityId: activity.id, quizzes };
}

export type AttemptFields = { points: number; maxPoints?: number; status?: 'GRADED' | 'NEEDS_GRADING'; passPercentage?: number; startedAt?: Date | null; submittedAt?: Date };

/** A learner's attempts at a quiz, numbered 1, 2, ... in the order given. */
export async function addAttempts(t: TestApp, quiz: QuizPlace, userId: string, attempts: readonly AttemptFields[]): Promise<void> {
  const rows = attempts.map((a, i) => ({
    n: i + 1,
    points: a.points,
    max: a.maxPoints ?? 4,
    status: a.status ?? 'GRADED',
    pass: a.passPercentage ?? 50,
    started: a.startedAt?.toISOString() ?? null,
    submitted: (a.submittedAt ?? new Date(Date.UTC(2026, 10, 1, 9, i))).toISOString(),
  }));
  await t.db.dataSource.query(
    `INSERT INTO quiz_attempts (quiz_id, chapter_id, activity_id, user_id, quiz_title, answers, attempt_number, score, total, points, max_points, grading_status, pass_percentage, started_at, submitted_at)
     SELECT $1, $2, $3, $4, $5, '[]', (r->>'n')::int, 0, 1, (r->>'points')::numeric, (r->>'max')::numeric, r->>'status', (r->>'pass')::int, (r->>'started')::timestamptz, (r->>'submitted')::timestamptz
       FROM jsonb_array_elements($6::jsonb) r`,
    [quiz.id, quiz.chapterId, quiz.activityId, userId, quiz.title, JSON.stringify(rows)],
  );
}

export const setQuiz = (t: TestApp, quizId: string, fields: { gradingMethod?: string; passPercentage?: number }) =>
  t.db.dataSource.query(`UPDATE quizzes SET grading_method = coalesce($2, grading_method), pass_percentage = coalesce($3, pass_percentage), attempts_allowed = NULL WHERE id = $1`, [
    quizId,
    fields.gradingMethod ?? null,
    fields.passPercentage ?? null,
  ]);
