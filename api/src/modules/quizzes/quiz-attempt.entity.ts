import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Row } from '../../db/row';
import type { LearnerOrder } from './shuffle';
import { announceSql } from '../../graphql/live/events';

// One graded answer as stored with its attempt; no option selected when a timed attempt's time ran out first.
export type StoredAnswer = { questionIndex: number; selectedOptionIndex: number | null; correctAnswerIndex: number; isCorrect: boolean };

@ObjectType({ description: 'One graded answer of a submitted attempt.' })
export class QuizAttemptAnswer {
  @Field(() => Int)
  questionIndex: number;

  @Field(() => Int, { nullable: true, description: 'Null when the time of a timed attempt ran out before the question was answered.' })
  selectedOptionIndex: number | null;

  @Field(() => Int, { nullable: true, description: "Null until the quiz's review policy lets the learner see it (always shown to its tutor and admins)." })
  correctAnswerIndex: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Null while correctAnswerIndex is.' })
  isCorrect: boolean | null;
}

@ObjectType({ description: "A learner's one attempt at a quiz, graded on the server. It outlives the quiz." })
@Entity('quiz_attempts')
export class QuizAttempt extends Row {
  @Field(() => ID, { nullable: true, description: 'Null once the quiz is deleted.' })
  @Column({ type: 'uuid', nullable: true })
  quizId: string | null;

  @Field(() => ID, { nullable: true, description: 'Null once the chapter is deleted.' })
  @Column({ type: 'uuid', nullable: true })
  chapterId: string | null;

  @Field(() => ID, { nullable: true, description: 'Null once the activity is deleted.' })
  @Column({ type: 'uuid', nullable: true })
  activityId: string | null;

  @Column({ type: 'uuid' })
  userId: string;

  @Field({ description: 'Kept from the quiz at submission, so it survives the quiz.' })
  @Column()
  quizTitle: string;

  // A snapshot: a quiz with attempts can no longer be edited, and may be deleted. It leaves the API
  // only through answersFor(), which applies the quiz's review policy.
  @Column({ type: 'jsonb' })
  answers: StoredAnswer[];

  @Field(() => Int, { description: "1 for a learner's first attempt at the quiz, 2 for the second, and so on." })
  @Column({ type: 'int', default: 1 })
  attemptNumber: number;

  @Field(() => Int, { description: 'Correct answers.' })
  @Column({ type: 'int' })
  score: number;

  @Field(() => Int, { description: 'Number of questions.' })
  @Column({ type: 'int' })
  total: number;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  submittedAt: Date;

  // The order the learner saw a shuffled quiz in; null: the tutor's order. Answers are stored in the tutor's.
  @Column({ type: 'jsonb', nullable: true })
  learnerOrder: LearnerOrder | null;

  @Field(() => Date, { nullable: true, description: 'When a timed attempt was started; null for an untimed one.' })
  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  // The outcome both transports read: SPEC.md, passed when at least half of the questions are right.
  @Field({ description: 'At least half of the questions right.' })
  get passed(): boolean {
    return isPassed(this.score, this.total);
  }

  @Field(() => Int, { description: 'Score over total, rounded to a whole percent.' })
  get percentage(): number {
    return percentageOf(this.score, this.total);
  }

  /**
   * The answers as a viewer may see them: with the correct indexes and marks when `reviewable`
   * (the quiz's answersVisibleTo(), or true once the quiz is gone), else the picks alone.
   */
  answersFor(reviewable: boolean): QuizAttemptAnswer[] {
    return this.answers.map(({ questionIndex, selectedOptionIndex, correctAnswerIndex, isCorrect }) =>
      reviewable ? { questionIndex, selectedOptionIndex, correctAnswerIndex, isCorrect } : { questionIndex, selectedOptionIndex, correctAnswerIndex: null, isCorrect: null },
    );
  }
}

// SPEC.md: passed when the score is at least half of the questions.
export const isPassed = (score: number, total: number): boolean => score * 2 >= total;
// An attempt stored is announced by the statement that stores it, for a RETURNING list (nothing when
// it stores nothing): the quiz's tutor and admins subscribed to it hear it on any instance (issue 22).
export const ANNOUNCE_SUBMITTED = announceSql('quizAttemptSubmitted', 'quiz_id', "json_build_object('attemptId', id)");

// The same rule in SQL, for an attempt row aliased `alias`.
export const passedSql = (alias: string): string => `${alias}.score * 2 >= ${alias}.total`;

// Whole percent, as the screens show it.
export const percentageOf = (score: number, total: number): number => Math.round((score * 100) / total);

/**
 * The option picked for one question: what a submission sends (every question once) and a save
 * sends (any of them), and, as a SavedAnswer, what a timed attempt in progress has kept.
 */
@InputType('QuizAnswerInput', { description: 'The option picked for one question; a submission answers every question once.' })
@ObjectType('SavedAnswer', { description: 'A pick saved while a timed attempt is in progress.' })
export class QuizAnswerInput {
  @Field(() => Int)
  questionIndex: number;

  @Field(() => Int)
  selectedOptionIndex: number;
}

@ObjectType({ description: "A learner's timed attempt from its start until it is submitted (by the learner, or by the server once its time is up)." })
@Entity('quiz_attempts_in_progress')
export class QuizAttemptInProgress {
  @Field(() => ID, { description: 'The submitted attempt keeps this id.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  quizId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Field(() => Int)
  @Column({ type: 'int' })
  attemptNumber: number;

  @Field()
  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Field({ description: "The server's deadline: the time limit after the start, or the quiz's closing if sooner. Submissions are taken until 30 s after it." })
  @Column({ type: 'timestamptz' })
  deadline: Date;

  @Field(() => [QuizAnswerInput], { description: 'The picks saved so far (last write wins).' })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  savedAnswers: QuizAnswerInput[];

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  savedAt: Date | null;
}
