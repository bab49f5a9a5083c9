import { sqlMigration } from '../../../db/migration';

// A learner's accommodation: extra time, extra attempts and a personal window, given by the
// tutor (or an admin) for one quiz or for every quiz of an activity, the ones added later too. One per
// learner and quiz, one per learner and activity; a quiz's replaces its activity's (terms.ts).
export const QuizAccommodations1764700100000 = sqlMigration('QuizAccommodations1764700100000', {
  up: [
    `
      CREATE TABLE quiz_accommodations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        learner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        quiz_id uuid REFERENCES quizzes (id) ON DELETE CASCADE,
        activity_id uuid REFERENCES activities (id) ON DELETE CASCADE,
        time_factor numeric(3, 2) CHECK (time_factor BETWEEN 1.00 AND 4.00),
        extra_minutes integer CHECK (extra_minutes BETWEEN 0 AND 600),
        extra_attempts integer CHECK (extra_attempts BETWEEN 0 AND 10),
        opens_at timestamptz,
        closes_at timestamptz,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT quiz_accommodations_one_target_check CHECK ((quiz_id IS NULL) <> (activity_id IS NULL)),
        CONSTRAINT quiz_accommodations_window_check CHECK (opens_at IS NULL OR closes_at IS NULL OR closes_at > opens_at),
        CONSTRAINT quiz_accommodations_learner_quiz_key UNIQUE (learner_id, quiz_id),
        CONSTRAINT quiz_accommodations_learner_activity_key UNIQUE (learner_id, activity_id)
      )`,
    // The tutor's lists (and the cascades) by quiz and by activity.
    `CREATE INDEX quiz_accommodations_quiz_idx ON quiz_accommodations (quiz_id) WHERE quiz_id IS NOT NULL`,
    `CREATE INDEX quiz_accommodations_activity_idx ON quiz_accommodations (activity_id) WHERE activity_id IS NOT NULL`,
  ],
  down: [`DROP TABLE quiz_accommodations`],
});
