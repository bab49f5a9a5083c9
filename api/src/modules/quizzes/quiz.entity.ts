import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { type EnumOf, graphqlEnum } from '../../graphql/enum';
import { Column, Entity } from 'typeorm';
import { EditedRow } from '../../db/row';
import type { AuthUser } from '../../shared/auth/access';
import { isOwnerOrAdmin } from '../../shared/auth/ownership';
import { type LearnerOrder, matchOrderOf, shownMatches } from './shuffle';
import { type Question, QuestionType, TextFormat } from './questions/types';
import { AcceptedAnswerFields, MatchingPairFields, NumericAnswerFields } from './questions/question-fields';
import { Role } from '../users/role';
import type { LayoutSlot } from './given';
import { Scope } from '../../graphql/scope-directive';

export const ReviewPolicy = graphqlEnum('ReviewPolicy', ['IMMEDIATELY', 'AFTER_CLOSE', 'NEVER'], 'When learners see the correct answers of their attempts: at once, once the quiz has closed, or never.');
export type ReviewPolicy = EnumOf<typeof ReviewPolicy>;

export const GradingMethod = graphqlEnum('GradingMethod', ['HIGHEST', 'LATEST', 'FIRST'], "Which of a learner's attempts counts: the best score, the latest or the first.");
export type GradingMethod = EnumOf<typeof GradingMethod>;

// A question as stored in the quiz row's jsonb: one of the question types (questions/types.ts).
export type StoredQuestion = Question;

@ObjectType({
  description:
    "A question of a quiz as the viewer may see it. Everyone sees its text, type, points, options (choice types), prompts and matches " +
    "(matching); the fields that give the answers away are null except to the quiz's tutor and admins.",
})
@Scope('read:quizzes')
export class QuizQuestion {
  @Field(() => QuestionType)
  type: QuestionType;

  @Field()
  questionText: string;

  @Field(() => TextFormat)
  textFormat: TextFormat;

  @Field(() => Float, { description: 'What the question is worth.' })
  points: number;

  @Field(() => [String], { description: 'SINGLE_CHOICE and MULTIPLE_RESPONSE: the options, in the order shown; empty for other types.' })
  options: string[];

  @Field(() => Int, { nullable: true, description: "SINGLE_CHOICE: the correct option's index; null unless the caller is the quiz's tutor or an admin." })
  correctAnswerIndex: number | null;

  @Field(() => Int, { description: "Its index in the tutor's order, which results and answers refer to (a shuffled quiz shows another order)." })
  index: number;

  @Field(() => [String], { description: 'MATCHING: the prompts, in order; matchIndexes answer them in this order. Empty for other types.' })
  prompts: string[];

  @Field(() => [String], { description: 'MATCHING: the matches to choose from, shuffled (the same order on every read); matchIndexes index this list.' })
  matches: string[];

  @Field(() => String, { nullable: true, description: "Shown with the result; null unless the quiz's tutor or an admin asks (learners read it in their results)." })
  generalFeedback: string | null;

  @Field(() => [Float], { nullable: true, description: 'MULTIPLE_RESPONSE: each listed option\'s credit; tutor and admins only.' })
  optionCredits: number[] | null;

  @Field(() => [String], { nullable: 'itemsAndList', description: 'Each listed option\'s feedback (TRUE_FALSE: [if True, if False]); tutor and admins only.' })
  optionFeedback: (string | null)[] | null;

  @Field(() => Boolean, { nullable: true, description: 'TRUE_FALSE: the right answer; tutor and admins only.' })
  correctBoolean: boolean | null;

  @Field(() => [AcceptedAnswerFields], { nullable: true, description: 'SHORT_ANSWER; tutor and admins only.' })
  acceptedAnswers: AcceptedAnswerFields[] | null;

  @Field(() => Boolean, { description: 'SHORT_ANSWER: whether case counts (false for other types).' })
  caseSensitive: boolean;

  @Field(() => [NumericAnswerFields], { nullable: true, description: 'NUMERICAL; tutor and admins only.' })
  numericAnswers: NumericAnswerFields[] | null;

  @Field(() => [MatchingPairFields], { nullable: true, description: 'MATCHING: the prompts with their matches; tutor and admins only.' })
  pairs: MatchingPairFields[] | null;

  @Field(() => [String], { nullable: true, description: 'MATCHING: the matches of no prompt; tutor and admins only.' })
  extraMatches: string[] | null;

  // The original index of each option as listed; null: the tutor's order (made only when asked for).
  private readonly optionOrder: number[] | null;

  constructor(question: Question, index: number, { showAnswer, optionOrder, matchOrder }: { showAnswer: boolean; optionOrder: number[] | null; matchOrder: number[] }) {
    const choices = 'options' in question ? question.options : [];
    const answer = <T>(value: T): T | null => (showAnswer ? value : null);
    this.type = question.type;
    this.questionText = question.questionText;
    this.textFormat = question.textFormat;
    this.points = question.points;
    this.options = optionOrder ? optionOrder.map((i) => choices[i]) : choices;
    this.correctAnswerIndex = question.type === 'SINGLE_CHOICE' ? answer(question.correctAnswerIndex) : null;
    this.index = index;
    this.optionOrder = optionOrder;
    this.generalFeedback = answer(question.generalFeedback);
    this.optionCredits = question.type === 'MULTIPLE_RESPONSE' ? answer(question.optionCredits) : null;
    this.optionFeedback = 'optionFeedback' in question ? answer(question.optionFeedback) : null;
    this.correctBoolean = question.type === 'TRUE_FALSE' ? answer(question.correctBoolean) : null;
    this.acceptedAnswers = question.type === 'SHORT_ANSWER' ? answer(question.acceptedAnswers) : null;
    this.caseSensitive = question.type === 'SHORT_ANSWER' && question.caseSensitive;
    this.numericAnswers = question.type === 'NUMERICAL' ? answer(question.numericAnswers) : null;
    this.prompts = question.type === 'MATCHING' ? question.pairs.map((pair) => pair.prompt) : [];
    this.matches = question.type === 'MATCHING' ? shownMatches(question, matchOrder) : [];
    this.pairs = question.type === 'MATCHING' ? answer(question.pairs) : null;
    this.extraMatches = question.type === 'MATCHING' ? answer(question.extraMatches) : null;
  }

  @Field(() => [Int], { description: "Each listed option's index in the tutor's order." })
  get optionIndexes(): number[] {
    return this.optionOrder ?? this.options.map((_, i) => i);
  }
}

@ObjectType({ description: 'A quiz of a chapter; learners see it once published.' })
@Entity('quizzes')
@Scope('read:quizzes')
export class Quiz extends EditedRow {
  @Field(() => ID)
  @Column({ type: 'uuid' })
  chapterId: string;

  // The activity's poster, copied at creation: ownership checks need no join.
  @Column({ type: 'uuid' })
  tutorId: string;

  @Field()
  @Column()
  title: string;

  @Field()
  @Column({ type: 'text' })
  instructions: string;

  // Leaves the API only through questionsFor(), which hides the correct answers.
  @Column({ type: 'jsonb' })
  questions: StoredQuestion[];

  // Its layout when it draws questions at random (fixed questions and random slots, given.ts); null:
  // its questions are all fixed, and `questions` is the list every attempt is given.
  @Column({ type: 'jsonb', nullable: true })
  slots: LayoutSlot[] | null;

  @Field()
  @Column({ default: false })
  isPublished: boolean;

  @Field(() => Int, { nullable: true, description: 'Minutes a learner has once started (1 to 600); null: untimed.' })
  @Column({ type: 'int', nullable: true })
  timeLimitMinutes: number | null;

  @Field(() => Date, { nullable: true, description: 'Learners cannot start or submit before; null: open once published.' })
  @Column({ type: 'timestamptz', nullable: true })
  opensAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'No new attempts or submissions after; null: never closes.' })
  @Column({ type: 'timestamptz', nullable: true })
  closesAt: Date | null;

  @Field({ description: 'Each learner sees the questions in an order of their own.' })
  @Column({ default: false })
  shuffleQuestions: boolean;

  @Field({ description: "Each learner sees each question's options in an order of their own." })
  @Column({ default: false })
  shuffleOptions: boolean;

  @Field(() => ReviewPolicy)
  @Column({ type: 'varchar', length: 12, default: ReviewPolicy.IMMEDIATELY })
  reviewPolicy: ReviewPolicy;

  @Field(() => Int, { nullable: true, description: 'Attempts each learner has (1 to 10); null: unlimited.' })
  @Column({ type: 'int', nullable: true, default: 1 })
  attemptsAllowed: number | null;

  @Field(() => GradingMethod)
  @Column({ type: 'varchar', length: 8, default: GradingMethod.HIGHEST })
  gradingMethod: GradingMethod;

  @Field(() => Int, { description: "The least percentage of the points that passes (0 to 100; 50 by default, SPEC.md's half). It decides every attempt's `passed`, past ones included." })
  @Column({ type: 'smallint', default: 50 })
  passPercentage: number;

  /** A draft is visible to its tutor and admins only; to anyone else it does not exist. */
  isVisibleTo(viewer: AuthUser | null): boolean {
    return this.isPublished || isOwnerOrAdmin(viewer, this.tutorId);
  }

  /**
   * Whether `viewer` may see the correct answers of their attempts at `now`: the quiz's tutor and
   * admins always; a learner as the review policy says (after closing: once `closesAt` has passed).
   */
  answersVisibleTo(viewer: AuthUser | null, now: Date): boolean {
    if (isOwnerOrAdmin(viewer, this.tutorId)) return true;
    if (this.reviewPolicy === ReviewPolicy.IMMEDIATELY) return true;
    if (this.reviewPolicy === ReviewPolicy.AFTER_CLOSE) return this.closesAt !== null && now >= this.closesAt;
    return false;
  }

  /**
   * The questions as `viewer` may see them: the correct answers for the quiz's tutor and admins,
   * null for everyone else; none of a timed quiz to a learner who has not `started` it; in the
   * `order` of the learner's attempt when the quiz shuffles. The one place both transports take
   * questions from.
   */
  questionsFor(viewer: AuthUser | null, { started, order = null }: { started: boolean; order?: LearnerOrder | null }): QuizQuestion[] {
    const showAnswers = isOwnerOrAdmin(viewer, this.tutorId);
    // A timed quiz's time runs from its start: until then a learner has no questions to read.
    if (this.timeLimitMinutes !== null && !showAnswers && !started) return [];
    // The tutor and admins see the tutor's order; a learner the order of their attempt.
    const matchOrder = (index: number) => matchOrderOf(this.id, index, this.questions[index]);
    if (showAnswers || !order) {
      return this.questions.map((question, index) => new QuizQuestion(question, index, { showAnswer: showAnswers, optionOrder: null, matchOrder: matchOrder(index) }));
    }
    return order.questions.map(
      (index) => new QuizQuestion(this.questions[index], index, { showAnswer: false, optionOrder: order.options[index], matchOrder: matchOrder(index) }),
    );
  }
}

export const QuizWindow = graphqlEnum('QuizWindow', ['NOT_OPEN', 'OPEN', 'CLOSED'], "Where the server's time falls in a quiz's window: learners start and submit while it is OPEN.");
export type QuizWindow = EnumOf<typeof QuizWindow>;

/** Where `now` falls in a quiz's window: learners start and submit while it is OPEN. */
export function windowAt(quiz: Pick<Quiz, 'opensAt' | 'closesAt'>, now: Date): QuizWindow {
  if (quiz.opensAt && now < quiz.opensAt) return 'NOT_OPEN';
  if (quiz.closesAt && now >= quiz.closesAt) return 'CLOSED';
  return 'OPEN';
}

/** isVisibleTo() in SQL, over quizzes aliased `q`, with its two parameters at $2 and $3. */
export const quizzesVisibleTo = (viewer: AuthUser | null) => ({
  sql: '(q.is_published OR $2::boolean OR q.tutor_id = $3::uuid)',
  params: [viewer?.role === Role.ADMIN, viewer?.id ?? null],
});
