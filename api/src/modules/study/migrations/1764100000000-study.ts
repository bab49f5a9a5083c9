import { sqlMigration } from '../../../db/migration';

// Spaced repetition. A learner's card is a course question seen at least once: its FSRS
// state, keyed by learner and question, gone with either (and with the course). A question never
// seen has no row: it is "new". Every grade leaves a review log row, the history charts, streaks
// and the hardest cards are read from.
export const Study1764100000000 = sqlMigration('Study1764100000000', {
  up: [
    `
      CREATE TABLE learner_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        time_zone varchar(64) NOT NULL DEFAULT 'UTC',
        desired_retention double precision NOT NULL DEFAULT 0.9 CHECK (desired_retention BETWEEN 0.7 AND 0.97),
        new_cards_per_day integer NOT NULL DEFAULT 20 CHECK (new_cards_per_day BETWEEN 0 AND 1000),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    // state: 1 learning, 2 review, 3 relearning (ts-fsrs's State; 0, new, has no row).
    `
      CREATE TABLE study_cards (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        question_id uuid NOT NULL REFERENCES course_questions (id) ON DELETE CASCADE,
        course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        state smallint NOT NULL CHECK (state BETWEEN 1 AND 3),
        due timestamptz NOT NULL,
        stability double precision NOT NULL,
        difficulty double precision NOT NULL,
        scheduled_days integer NOT NULL,
        learning_steps integer NOT NULL,
        reps integer NOT NULL CHECK (reps >= 1),
        lapses integer NOT NULL,
        last_review timestamptz NOT NULL,
        PRIMARY KEY (user_id, question_id)
      )`,
    // A learner's queue in a course (due first), and the learner's due cards over every course.
    `CREATE INDEX study_cards_user_course_due_idx ON study_cards (user_id, course_id, due)`,
    `CREATE INDEX study_cards_user_due_idx ON study_cards (user_id, due)`,
    `CREATE INDEX study_cards_question_idx ON study_cards (question_id)`,
    `CREATE INDEX study_cards_course_idx ON study_cards (course_id)`,
    // state: the card's state before the grade (0 new ... 3 relearning); due, stability...: ts-fsrs's log.
    `
      CREATE TABLE review_logs (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        question_id uuid NOT NULL REFERENCES course_questions (id) ON DELETE CASCADE,
        course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 4),
        state smallint NOT NULL CHECK (state BETWEEN 0 AND 3),
        due timestamptz NOT NULL,
        stability double precision NOT NULL,
        difficulty double precision NOT NULL,
        scheduled_days integer NOT NULL,
        learning_steps integer NOT NULL,
        reviewed_at timestamptz NOT NULL
      )`,
    `CREATE INDEX review_logs_user_time_idx ON review_logs (user_id, reviewed_at)`,
    `CREATE INDEX review_logs_user_course_time_idx ON review_logs (user_id, course_id, reviewed_at)`,
    `CREATE INDEX review_logs_course_question_idx ON review_logs (course_id, question_id) WHERE rating = 1`,
    `CREATE INDEX review_logs_question_idx ON review_logs (question_id)`,
  ],
  down: [`DROP TABLE review_logs`, `DROP TABLE study_cards`, `DROP TABLE learner_settings`],
});
