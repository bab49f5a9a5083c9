import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { type EnumOf, graphqlEnum } from '../../graphql/enum';
import { correctAnswerText } from './questions/correct-answer';
import { type LearnerAnswer, type Question, QuestionType } from './questions/types';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Row } from '../../db/row';
import { type LearnerOrder, matchOrderOf } from './shuffle';
import { announceSql } from '../../graphql/live/events';
import { Scope } from '../../graphql/scope-directive';

/**
 * One graded answer as stored with its attempt, in the tutor's order. Rows stored before question
 * types have the first four fields only: a single-choice answer worth 1 point (storedAnswerOf
 * reads both).
 */
export type StoredAnswer = {
  questionIndex: number;
  // SINGLE_CHOICE's pick (null when a timed attempt's time ran out first) and right option; null for other types.
  selectedOptionIndex: number | null;
  correctAnswerIndex: number | null;
  // Full credit earned; null while an essay waits for its tutor.
  isCorrect: boolean | null;
  type?: QuestionType;
  response?: LearnerAnswer | null;
  // Earned (null while an essay waits) and the most there was, exact to 2 decimals.
  points?: number | null;
  maxPoints?: number;
  feedback?: string | null;
  // An essay's tutor's comment, and when it was graded.
  comment?: string | null;
  gradedAt?: string | null;
  // Left out of the score by a regrade (DROP): it earns nothing and counts in neither total.
  dropped?: boolean;
};

/** The bank version of a question an attempt was given, as the attempt keeps it. */
export type GivenRef = { questionId: string; version: number };
/** A question an attempt was given, with its bank version. */
export type GivenQuestion = GivenRef & { question: Question };

/** A stored answer with every field, whenever it was stored (a single-choice pick is kept as selectedOptionIndex only). */
export const storedAnswerOf = (answer: StoredAnswer): Required<StoredAnswer> => ({
  type: QuestionType.SINGLE_CHOICE,
  response: answer.selectedOptionIndex === null ? null : { type: 'SINGLE_CHOICE', selectedOptionIndex: answer.selectedOptionIndex },
  points: answer.isCorrect ? 1 : 0,
  maxPoints: 1,
  feedback: null,
  comment: null,
  gradedAt: null,
  dropped: false,
  ...answer,
});

// numeric columns come back from pg as text: exact to 2 decimals, read as numbers.
const NUMERIC = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

export const GradingStatus = graphqlEnum('GradingStatus', ['GRADED', 'NEEDS_GRADING'], 'Whether every answer of an attempt is graded, or essays wait for their tutor.');
export type GradingStatus = EnumOf<typeof GradingStatus>;

@ObjectType({ description: 'One answer of a submitted attempt: what the learner answered, always; what it earned and the right answer as the review policy allows.' })
@Scope('read:results')
export class QuizAttemptAnswer {
  @Field(() => Int)
  questionIndex: number;

  @Field(() => QuestionType)
  type: QuestionType;

  @Field(() => Int, { nullable: true, description: 'SINGLE_CHOICE: the option picked; null for other types, or when a timed attempt ran out first.' })
  selectedOptionIndex: number | null;

  @Field(() => [Int], { nullable: true, description: 'MULTIPLE_RESPONSE: the options chosen (tutor\'s order).' })
  selectedOptionIndexes: number[] | null;

  @Field(() => Boolean, { nullable: true, description: 'TRUE_FALSE: the answer given.' })
  booleanAnswer: boolean | null;

  @Field(() => String, { nullable: true, description: 'SHORT_ANSWER and ESSAY: the text given; NUMERICAL: the number as typed.' })
  textAnswer: string | null;

  @Field(() => [Int], { nullable: 'itemsAndList', description: "MATCHING: for each prompt, the index in the question's `matches` chosen (null: left blank)." })
  matchIndexes: (number | null)[] | null;

  @Field(() => Int, { nullable: true, description: "SINGLE_CHOICE: the right option. Null until the quiz's review policy lets the learner see it (always shown to its tutor and admins)." })
  correctAnswerIndex: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Full credit earned. Null while the right answers are hidden, or an essay waits for its tutor.' })
  isCorrect: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Points earned (exact to 2 decimals); hidden as isCorrect is, null while an essay waits.' })
  points: number | null;

  @Field(() => Float, { description: 'What the question was worth.' })
  maxPoints: number;

  @Field(() => String, { nullable: true, description: 'The feedback of what was answered; hidden as isCorrect is.' })
  feedback: string | null;

  @Field(() => String, { nullable: true, description: "The right answer in words (e.g. \"entombed\", \"1822 ± 2\", \"True\"); hidden as isCorrect is." })
  correctAnswer: string | null;

  @Field(() => String, { nullable: true, description: "The question's general feedback; hidden as isCorrect is." })
  generalFeedback: string | null;

  @Field(() => String, { nullable: true, description: "ESSAY: the tutor's comment; hidden as isCorrect is." })
  comment: string | null;

  @Field({ description: 'ESSAY: answered and not graded yet.' })
  needsGrading: boolean;
}

// SPEC.md's pass mark: half of the points.
export const DEFAULT_PASS_PERCENTAGE = 50;

@ObjectType({ description: "A learner's one attempt at a quiz, graded on the server. It outlives the quiz." })
@Entity('quiz_attempts')
@Scope('read:results')
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

  @Field(() => Int, { description: 'Answers that earned full credit (for a single-choice quiz: correct answers).' })
  @Column({ type: 'int' })
  score: number;

  @Field(() => Int, { description: 'Number of questions.' })
  @Column({ type: 'int' })
  total: number;

  @Field(() => Float, { description: 'Points earned, exact to 2 decimals (a single-choice quiz of 1-point questions: the score). Essays waiting for their tutor count 0 until graded.' })
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: NUMERIC })
  points: number;

  @Field(() => Float, { description: "The most points there were: the questions' points added up (a single-choice quiz of 1-point questions: the total)." })
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: NUMERIC })
  maxPoints: number;

  @Field(() => GradingStatus, { description: 'NEEDS_GRADING while essays wait for the tutor: points, percentage and passed are then those of the rest.' })
  @Column({ type: 'varchar', length: 14, default: GradingStatus.GRADED })
  gradingStatus: GradingStatus;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  submittedAt: Date;

  // The order the learner saw a shuffled quiz in; null: the tutor's order. Answers are stored in the tutor's.
  @Column({ type: 'jsonb', nullable: true })
  learnerOrder: LearnerOrder | null;

  @Field(() => Date, { nullable: true, description: 'When a timed attempt was started; null for an untimed one.' })
  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  // The bank versions of the questions this attempt was given, in order, once they are not the quiz's
  // own list (a random draw; or the quiz moved on to new versions and past attempts kept theirs);
  // null: the quiz's. Their content is the bank's (given.ts: givenContent), kept while a quiz uses them.
  @Column({ type: 'jsonb', nullable: true })
  givenQuestions: GivenRef[] | null;

  @Field(() => Int, { description: "The quiz's pass mark: the least percentage of the points that passes (kept from the quiz, and moved with it)." })
  @Column({ type: 'smallint', default: DEFAULT_PASS_PERCENTAGE })
  passPercentage: number;

  // The outcome both transports read: passed when at least the quiz's pass mark of the points is
  // earned (SPEC.md's half by default: for 1-point questions, half of the questions right).
  @Field({ description: "At least the quiz's pass mark (passPercentage, 50 by default) of the points earned." })
  get passed(): boolean {
    return isPassed(this.points, this.maxPoints, this.passPercentage);
  }

  @Field(() => Int, { description: 'Points over the most there were, rounded to a whole percent (a single-choice quiz of 1-point questions: score over total).' })
  get percentage(): number {
    return percentageOf(this.points, this.maxPoints);
  }

  /**
   * The answers as a viewer may see them: with the correct indexes and marks when `reviewable`
   * (the quiz's answersVisibleTo(), or true once the quiz is gone), else the picks alone.
   */
  answersFor(reviewable: boolean, quiz: { id: string; questions: readonly Question[] } | null = null): QuizAttemptAnswer[] {
    return this.answers.map((stored) => {
      const question = quiz?.questions[stored.questionIndex];
      const matchOrder = quiz && question ? matchOrderOf(quiz.id, stored.questionIndex, question) : [];
      return answerView(storedAnswerOf(stored), reviewable, question, matchOrder);
    });
  }
}

// SPEC.md: passed when the score is at least half of the questions; with points, half of the points;
// with a pass mark, at least that percentage of the points. Points have 2 decimals: compared
// in hundredths, whole numbers, so exactly at the mark passes (0.7 of 1 at 70 % is not 69.99999).
export const isPassed = (points: number, maxPoints: number, passPercentage: number): boolean =>
  Math.round(points * 100) * 100 >= Math.round(maxPoints * 100) * passPercentage;
// An attempt stored is announced by the statement that stores it, for a RETURNING list (nothing when
// it stores nothing): the quiz's tutor and admins subscribed to it hear it on any instance.
export const ANNOUNCE_SUBMITTED = announceSql('quizAttemptSubmitted', 'quiz_id', "json_build_object('attemptId', id)");

// The same rule in SQL, for an attempt row aliased `alias` (numeric: exact).
export const passedSql = (alias: string): string => `${alias}.points * 100 >= ${alias}.max_points * ${alias}.pass_percentage`;

// The exact percentage of an attempt row aliased `alias`, in SQL.
export const PERCENT_SQL = (alias: string): string => `${alias}.points * 100.0 / nullif(${alias}.max_points, 0)`;

// Whole percent, as the screens show it.
const percentageOf = (points: number, maxPoints: number): number => (maxPoints > 0 ? Math.round((points * 100) / maxPoints) : 0);


/** One stored answer as a viewer may see it: the learner's answer always, the rest when `reviewable`. */
function answerView(answer: Required<StoredAnswer>, reviewable: boolean, question: Question | undefined, matchOrder: readonly number[]): QuizAttemptAnswer {
  const { response } = answer;
  const shown = <T>(value: T): T | null => (reviewable ? value : null);
  const waiting = answer.type === 'ESSAY' && response !== null && answer.points === null;
  return {
    questionIndex: answer.questionIndex,
    type: answer.type,
    selectedOptionIndex: answer.selectedOptionIndex,
    selectedOptionIndexes: response?.type === 'MULTIPLE_RESPONSE' ? response.selectedOptionIndexes : null,
    booleanAnswer: response?.type === 'TRUE_FALSE' ? response.booleanAnswer : null,
    textAnswer: response?.type === 'SHORT_ANSWER' || response?.type === 'ESSAY' ? response.textAnswer : response?.type === 'NUMERICAL' ? response.typed : null,
    // Stored in the tutor's order of matches; shown in the question's own order of them.
    matchIndexes: response?.type === 'MATCHING' ? response.matchIndexes.map((i) => (i === null ? null : matchOrder.indexOf(i))) : null,
    correctAnswerIndex: shown(answer.correctAnswerIndex),
    isCorrect: shown(answer.isCorrect),
    points: shown(answer.points),
    maxPoints: answer.maxPoints,
    feedback: shown(answer.feedback),
    // In words from the quiz while it exists (once it is deleted, the marks and points remain).
    correctAnswer: shown(question ? correctAnswerText(question) : null),
    generalFeedback: shown(question?.generalFeedback ?? null),
    comment: shown(answer.comment),
    needsGrading: waiting,
  };
}

/**
 * The answer to one question: what a submission sends (every question once) and a save sends (any
 * of them), and, as a SavedAnswer, what a timed attempt in progress has kept. Exactly one answer
 * field is given, the one the question's type takes.
 */
@InputType('QuizAnswerInput', {
  description:
    "The answer to one question, in the order and positions the learner was shown: exactly one of the fields, the one its type takes (else " +
    'BAD_USER_INPUT naming the question); a submission answers every question once.',
})
@ObjectType('SavedAnswer', { description: 'An answer saved while a timed attempt is in progress.' })
export class QuizAnswerInput {
  @Field(() => Int)
  questionIndex: number;

  @Field(() => Int, { nullable: true, description: 'SINGLE_CHOICE: the option picked.' })
  selectedOptionIndex?: number | null;

  @Field(() => [Int], { nullable: true, description: 'MULTIPLE_RESPONSE: the options chosen (at least one).' })
  selectedOptionIndexes?: number[] | null;

  @Field(() => Boolean, { nullable: true, description: 'TRUE_FALSE.' })
  booleanAnswer?: boolean | null;

  @Field(() => String, { nullable: true, description: 'SHORT_ANSWER (at most 10,000 characters) and ESSAY (at most 50,000).' })
  textAnswer?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'NUMERICAL: the number as typed: digits with a point for decimals and an optional exponent ("3,5" is refused, never read as 35).',
  })
  numberAnswer?: string | null;

  @Field(() => [Int], { nullable: 'itemsAndList', description: "MATCHING: for each prompt in order, the index in the question's `matches` (null: left blank)." })
  matchIndexes?: (number | null)[] | null;
}

const ANSWER_FIELDS = ['selectedOptionIndex', 'selectedOptionIndexes', 'booleanAnswer', 'textAnswer', 'numberAnswer', 'matchIndexes'] as const satisfies readonly (keyof QuizAnswerInput)[];

/** An answer as a timed attempt keeps it: its question and the answer fields given, nothing else. */
export const savedAnswerOf = (answer: QuizAnswerInput): QuizAnswerInput => ({
  questionIndex: answer.questionIndex,
  ...Object.fromEntries(ANSWER_FIELDS.filter((field) => answer[field] !== undefined && answer[field] !== null).map((field) => [field, answer[field]])),
});

@ObjectType({ description: "A learner's timed attempt from its start until it is submitted (by the learner, or by the server once its time is up)." })
@Entity('quiz_attempts_in_progress')
@Scope('read:results')
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

  @Field({
    description:
      "The server's deadline: the learner's time limit after the start, or their closing if sooner (their accommodation applied, and moved at once when it changes). Submissions are taken until 30 s after it.",
  })
  @Column({ type: 'timestamptz' })
  deadline: Date;

  @Field(() => [QuizAnswerInput], { description: 'The answers saved so far (last write wins), as the learner gave them.' })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  savedAnswers: QuizAnswerInput[];

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  savedAt: Date | null;
}
