import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A learner's study settings; without a row, the defaults. */
@Entity('learner_settings')
export class LearnerSettings {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  // An IANA zone name the browser sent: the learner's days (streak, daily limit, charts) are its days.
  @Column({ type: 'varchar' })
  timeZone: string;

  @Column({ type: 'double precision' })
  desiredRetention: number;

  @Column({ type: 'integer' })
  newCardsPerDay: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** ts-fsrs's memory state of one card, as stored (a card graded at least once). */
export abstract class FsrsFields {
  @Column({ type: 'smallint' })
  state: number;

  @Column({ type: 'timestamptz' })
  due: Date;

  @Column({ type: 'double precision' })
  stability: number;

  @Column({ type: 'double precision' })
  difficulty: number;

  @Column({ type: 'integer' })
  scheduledDays: number;

  @Column({ type: 'integer' })
  learningSteps: number;
}

/** A course question as one learner's flash card, once graded: where it stands in their schedule. */
@Entity('study_cards')
export class StudyCardState extends FsrsFields {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'uuid' })
  questionId: string;

  @Column({ type: 'uuid' })
  courseId: string;

  @Column({ type: 'integer' })
  reps: number;

  @Column({ type: 'integer' })
  lapses: number;

  @Column({ type: 'timestamptz' })
  lastReview: Date;
}

/** One grade: the card's state before it (ts-fsrs's review log) and the rating given. */
@Entity('review_logs')
export class ReviewLog extends FsrsFields {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  questionId: string;

  @Column({ type: 'uuid' })
  courseId: string;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'timestamptz' })
  reviewedAt: Date;
}
