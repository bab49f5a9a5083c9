import type * as TsFsrs from 'ts-fsrs' with { 'resolution-mode': 'import' };
import { type EnumOf, graphqlEnum } from '../../graphql/enum';
import type { FsrsFields, StudyCardState } from './study.entity';

// ts-fsrs ships a CommonJS build (what `require` loads) but types only beside its ES module build,
// so its types are read as an import's and its code is required.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const { createEmptyCard, fsrs, Rating, State } = require('ts-fsrs') as typeof TsFsrs;
type Card = TsFsrs.Card;
type FSRS = TsFsrs.FSRS;
type Grade = TsFsrs.Grade;

// The scheduling of flash cards, by ts-fsrs (FSRS-6, its default weights and learning steps 1m, 10m;
// no fuzz, so the interval a grade button shows is the interval that grade gives). Only the server
// computes a next state: a client says which grade, never what interval.

export const ReviewRating = graphqlEnum('ReviewRating', ['AGAIN', 'HARD', 'GOOD', 'EASY'], 'How well the learner knew a card: Again (forgot), Hard, Good, Easy.');
export type ReviewRating = EnumOf<typeof ReviewRating>;

export const CardState = graphqlEnum('CardState', ['NEW', 'LEARNING', 'REVIEW', 'RELEARNING'], 'Where a card stands: never seen, being learnt, in review, or relearnt after a lapse.');
export type CardState = EnumOf<typeof CardState>;

// ts-fsrs's numbers for each, in its order (Rating.Again = 1 ... Easy = 4; State.New = 0 ... Relearning = 3).
const RATINGS: readonly ReviewRating[] = ['AGAIN', 'HARD', 'GOOD', 'EASY'];
const STATES: readonly CardState[] = ['NEW', 'LEARNING', 'REVIEW', 'RELEARNING'];
const GRADES: readonly Grade[] = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy];
const FSRS_STATES: readonly TsFsrs.State[] = [State.New, State.Learning, State.Review, State.Relearning];
export const gradeOf = (rating: ReviewRating): Grade => GRADES[RATINGS.indexOf(rating)];
export const cardStateOf = (state: number): CardState => STATES[state];
export const AGAIN = gradeOf('AGAIN');

export const DEFAULT_RETENTION = 0.9;
export const RETENTION_RANGE = { min: 0.7, max: 0.97 } as const;

/** A card's schedule as stored: what ts-fsrs needs, and nothing of a client's. */
export type Schedule = Pick<StudyCardState, keyof FsrsFields | 'reps' | 'lapses' | 'lastReview'>;

const schedulers = new Map<number, FSRS>();
// One scheduler per desired retention (a learner setting from 0.7 to 0.97): made once, then shared.
function schedulerFor(retention: number): FSRS {
  let scheduler = schedulers.get(retention);
  if (!scheduler) schedulers.set(retention, (scheduler = fsrs({ request_retention: retention })));
  return scheduler;
}

const toCard = (schedule: Schedule | null, now: Date): Card =>
  schedule
    ? {
        due: schedule.due,
        stability: schedule.stability,
        difficulty: schedule.difficulty,
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- ts-fsrs 5's Card still requires it
        elapsed_days: 0, // deprecated; ts-fsrs counts the days since last_review itself
        scheduled_days: schedule.scheduledDays,
        learning_steps: schedule.learningSteps,
        reps: schedule.reps,
        lapses: schedule.lapses,
        state: FSRS_STATES[schedule.state],
        last_review: schedule.lastReview,
      }
    : createEmptyCard(now);

const toSchedule = (card: Card): Schedule => ({
  state: card.state,
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  lastReview: card.last_review ?? card.due,
});

export type GradeOutcome = { rating: ReviewRating; due: Date };

/** What each grade would do to the card now: the due date each of Again, Hard, Good and Easy gives. */
export function previewGrades(schedule: Schedule | null, now: Date, retention: number): GradeOutcome[] {
  const preview = schedulerFor(retention).repeat(toCard(schedule, now), now);
  return RATINGS.map((rating) => ({ rating, due: preview[gradeOf(rating)].card.due }));
}

/** The card after a grade, and the log of the state it was in (ts-fsrs's review log). */
export function applyGrade(schedule: Schedule | null, now: Date, retention: number, rating: ReviewRating): { next: Schedule; before: FsrsFields } {
  const { card, log } = schedulerFor(retention).next(toCard(schedule, now), now, gradeOf(rating));
  return {
    next: toSchedule(card),
    before: { state: log.state, due: log.due, stability: log.stability, difficulty: log.difficulty, scheduledDays: log.scheduled_days, learningSteps: log.learning_steps },
  };
}
