import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionArgs, ConnectionOf } from '../../graphql/pagination';
import { type EnumOf, graphqlEnum } from '../../graphql/enum';
import { QUIZ_CHANGES, type QuizChange } from '../../graphql/live/events';
import { QuizAttempt, QuizAnswerInput } from './quiz-attempt.entity';

import { GradingMethod, Quiz, ReviewPolicy } from './quiz.entity';
import { AcceptedAnswerFields, MatchingPairFields, NumericAnswerFields } from './questions/question-fields';
import { QuestionType, TextFormat } from './questions/types';
import { Scope } from '../../graphql/scope-directive';

export { AcceptedAnswerFields, MatchingPairFields, NumericAnswerFields };

@ObjectType()
export class QuizConnection extends ConnectionOf(Quiz) {}

@ObjectType()
export class QuizAttemptConnection extends ConnectionOf(QuizAttempt) {}

// A question's fields: what the quiz forms send, and (as an object) what a question file holds.
@InputType({
  description:
    'A question of a quiz. `type` left out is SINGLE_CHOICE (text, 2 to 6 distinct non-empty options, the correct index among them), as ' +
    'every client wrote before types existed. Each type reads the fields it needs: MULTIPLE_RESPONSE `options` and `optionCredits` ' +
    '(-1 to 1 each; the positive ones add up to 1; graded as the sum of the chosen options\' credits, clamped to 0..1); TRUE_FALSE ' +
    '`correctBoolean`; SHORT_ANSWER `acceptedAnswers` and `caseSensitive` (the first accepted answer that matches decides); NUMERICAL ' +
    '`numericAnswers` (the first that contains the number decides); MATCHING `pairs` (2 to 20) and `extraMatches` (credit: the share of ' +
    'prompts matched right); ESSAY nothing more (graded by the tutor). Every question has `points` (default 1) and may have feedback.',
})
@ObjectType('QuestionFields') // a base only: no field returns it, so the schema has no such type
export class QuizQuestionInput {
  @Field(() => QuestionType, { nullable: true, description: 'SINGLE_CHOICE when left out.' })
  type?: QuestionType | null;

  @Field()
  questionText: string;

  @Field(() => Float, { nullable: true, description: 'What the question is worth: more than 0, at most 1000, 2 decimals; 1 when left out.' })
  points?: number | null;

  @Field(() => TextFormat, { nullable: true, description: 'How the text and feedback are written; PLAIN when left out.' })
  textFormat?: TextFormat | null;

  @Field(() => String, { nullable: true, description: 'Shown with the result whatever was answered.' })
  generalFeedback?: string | null;

  @Field(() => [String], { nullable: true, description: 'SINGLE_CHOICE and MULTIPLE_RESPONSE.' })
  options?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'SINGLE_CHOICE: the correct option.' })
  correctAnswerIndex?: number | null;

  @Field(() => [Float], { nullable: true, description: 'MULTIPLE_RESPONSE: one credit per option, -1 to 1.' })
  optionCredits?: number[] | null;

  @Field(() => [String], { nullable: 'itemsAndList', description: 'SINGLE_CHOICE and MULTIPLE_RESPONSE: per option; TRUE_FALSE: [if True, if False].' })
  optionFeedback?: (string | null)[] | null;

  @Field(() => Boolean, { nullable: true, description: 'TRUE_FALSE: the right answer.' })
  correctBoolean?: boolean | null;

  @Field(() => [AcceptedAnswerFields], { nullable: true, description: 'SHORT_ANSWER: 1 to 20.' })
  acceptedAnswers?: AcceptedAnswerFields[] | null;

  @Field(() => Boolean, { nullable: true, description: 'SHORT_ANSWER: compare the case too (false when left out).' })
  caseSensitive?: boolean | null;

  @Field(() => [NumericAnswerFields], { nullable: true, description: 'NUMERICAL: 1 to 20.' })
  numericAnswers?: NumericAnswerFields[] | null;

  @Field(() => [MatchingPairFields], { nullable: true, description: 'MATCHING: 2 to 20 prompts with their matches.' })
  pairs?: MatchingPairFields[] | null;

  @Field(() => [String], { nullable: true, description: 'MATCHING: matches that belong to no prompt.' })
  extraMatches?: string[] | null;
}

@InputType({
  description:
    "One place of a quiz: exactly one of `questionId` (a question of the quiz tutor's bank, not retired: its latest version), `question` (written " +
    'here) and `randomTag` (a random draw per attempt of `count` questions of the bank with that tag, of `difficulty` when given; the pool is the ' +
    "tag's questions, not retired and not fixed in the quiz, as they are when the quiz is saved).",
})
export class QuizSlotInput {
  @Field(() => ID, { nullable: true })
  questionId?: string | null;

  @Field(() => QuizQuestionInput, { nullable: true })
  question?: QuizQuestionInput | null;

  @Field(() => String, { nullable: true })
  randomTag?: string | null;

  @Field(() => Int, { nullable: true, description: 'With randomTag: how many questions to draw (1 to 50, at most the pool\'s size).' })
  count?: number | null;

  @Field(() => Int, { nullable: true, description: 'With randomTag: only questions of this difficulty (1 to 5).' })
  difficulty?: number | null;
}

export const QuizSlotKind = graphqlEnum('QuizSlotKind', ['FIXED', 'RANDOM'], 'A fixed question, or a random draw per attempt.');
export type QuizSlotKind = EnumOf<typeof QuizSlotKind>;

@ObjectType({ description: "One place of a quiz as its tutor built it: a fixed bank question (its pinned version), or a random draw from a tag's pool." })
@Scope('read:quizzes')
export class QuizSlot {
  @Field(() => QuizSlotKind)
  kind: QuizSlotKind;

  @Field(() => ID, { nullable: true, description: 'FIXED: the bank question.' })
  questionId: string | null;

  @Field(() => Int, { nullable: true, description: 'FIXED: the version the quiz uses.' })
  version: number | null;

  @Field(() => Int, { nullable: true, description: 'FIXED: its index in the quiz\'s `questions`.' })
  questionIndex: number | null;

  @Field(() => String, { nullable: true, description: 'RANDOM: the tag drawn from.' })
  randomTag: string | null;

  @Field(() => Int, { nullable: true, description: 'RANDOM: only questions of this difficulty.' })
  difficulty: number | null;

  @Field(() => Int, { description: 'Questions it gives each attempt (1 for FIXED).' })
  count: number;

  @Field(() => Int, { nullable: true, description: 'RANDOM: the questions its pool holds (as when the quiz was saved).' })
  poolSize: number | null;
}

@InputType({ description: 'A field left out keeps its value (its default on a new quiz). Dates are ISO 8601 instants.' })
export class QuizSettingsInput {
  @Field(() => Int, { nullable: true, description: '1 to 600; null: untimed.' })
  timeLimitMinutes?: number | null;

  @Field(() => Date, { nullable: true })
  opensAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'After opensAt when both are set.' })
  closesAt?: Date | null;

  @Field(() => Boolean, { nullable: true })
  shuffleQuestions?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  shuffleOptions?: boolean | null;

  @Field(() => ReviewPolicy, { nullable: true, description: 'AFTER_CLOSE needs a closing date.' })
  reviewPolicy?: ReviewPolicy | null;

  @Field(() => Int, { nullable: true, description: '1 to 10; null: unlimited.' })
  attemptsAllowed?: number | null;

  @Field(() => GradingMethod, { nullable: true })
  gradingMethod?: GradingMethod | null;

  @Field(() => Int, { nullable: true, description: 'The least percentage of the points that passes, 0 to 100 (default 50).' })
  passPercentage?: number | null;
}

@InputType({ description: 'Title and instructions required ("Please fill in all required fields"); at least one question.' })
export class QuizInput {
  @Field()
  title: string;

  @Field()
  instructions: string;

  @Field(() => [QuizQuestionInput], { nullable: true, description: 'The questions written here, in order (each becomes a question of the tutor\'s bank); or give `slots`.' })
  questions?: QuizQuestionInput[] | null;

  @Field(() => [QuizSlotInput], {
    nullable: true,
    description:
      'Instead of `questions`: the quiz\'s questions in order, each a question of the quiz tutor\'s bank (its latest version, pinned) or one written ' +
      'here. Messages about a slot\'s question name it as questions.<i>.',
  })
  slots?: QuizSlotInput[] | null;

  @Field(() => QuizSettingsInput, { nullable: true, description: 'Left out: the settings stay as they are (defaults on a new quiz).' })
  settings?: QuizSettingsInput | null;
}

@ArgsType()
export class MyQuizAttemptsArgs extends ConnectionArgs {
  @Field(() => Boolean, { nullable: true, description: 'true: passed attempts only; false: failed only; omitted: all.' })
  passed?: boolean | null;
}

@ObjectType({ description: "Over the attempt that counts on each quiz (its grading method; every attempt when each quiz allows one), whatever the filter." })
@Scope('read:results')
export class QuizAttemptStats {
  @Field(() => Int)
  totalAttempts: number;

  @Field(() => Int)
  passedCount: number;

  @Field(() => Float, { description: 'Mean of the exact percentages (not rounded); 0 without attempts.' })
  averagePercentage: number;
}

@ObjectType()
export class QuizAttemptHistory extends QuizAttemptConnection {
  @Field(() => QuizAttemptStats)
  stats: QuizAttemptStats;
}

@ObjectType({ description: 'How often an answer was given.' })
export class AnswerCount {
  @Field({ description: 'Short answer: as typed, in lower case; numerical: the number.' })
  answer: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'How learners did on one question, over the attempts that count.' })
@Scope('read:results')
export class QuizQuestionInsight {
  @Field(() => Int, { description: 'Its place in the quiz (a quiz with random slots: the first place its slot fills).' })
  questionIndex: number;

  @Field(() => ID, { nullable: true, description: 'A quiz with random slots: the bank question (each one the quiz can give is listed); null otherwise.' })
  questionId: string | null;

  @Field(() => Int, { description: 'Graded attempts given this question: every one, unless the quiz draws at random. The rates are over these.' })
  answerCount: number;

  @Field()
  questionText: string;

  @Field(() => QuestionType)
  type: QuestionType;

  @Field(() => Int, { nullable: true, description: 'SINGLE_CHOICE: the correct option; null for other types.' })
  correctAnswerIndex: number | null;

  @Field(() => [Int], { description: 'SINGLE_CHOICE and MULTIPLE_RESPONSE: how many attempts chose each option; TRUE_FALSE: [True, False]; empty for other types.' })
  optionCounts: number[];

  @Field(() => Int, { description: 'Attempts whose answer earned full credit.' })
  correctCount: number;

  @Field(() => Float, { description: 'Share of the attempts given it that earned full credit, in percent; 0 without attempts.' })
  correctRate: number;

  @Field(() => Float, { description: 'Mean points earned (essays waiting for their tutor count 0).' })
  averagePoints: number;

  @Field(() => [AnswerCount], { description: 'SHORT_ANSWER and NUMERICAL: the most frequent answers (at most 5), most frequent first; empty for other types.' })
  topAnswers: AnswerCount[];

  @Field(() => [Float], { description: 'MATCHING: for each prompt, the share of attempts that matched it right, in percent; empty for other types.' })
  pairCorrectRates: number[];

  @Field(() => Float, {
    nullable: true,
    description: "Facility index (Moodle's): the mean credit (points earned / the question's maximum) over the attempts given it, in percent (0-100). Essays still waiting are left out; null without any credit.",
  })
  facilityIndex: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Discrimination index (Moodle's): 100 x the Pearson correlation, over the attempts given the question, between its credit and the rest of the test's (the attempt's points minus the question's, over its maximum minus the question's), -100..100. Null with fewer than 2 such attempts or when either does not vary.",
  })
  discriminationIndex: number | null;

  @Field(() => [Float], {
    description:
      'Choice types: each option\'s share (percent, as optionCounts) among the top third of the attempts ranked by percentage (the first ceil(n/3), ties by attempt id) that were given the question; 0 while none; empty for other types.',
  })
  optionTopThirdShares: number[];

  @Field(() => [Float], { description: 'Choice types: as optionTopThirdShares, among the bottom third (the last ceil(n/3)); empty for other types.' })
  optionBottomThirdShares: number[];
}

@ObjectType({ description: "How learners did on a quiz, for its tutor and admins. Averages are 0 while there are no attempts." })
@Scope('read:results')
export class QuizInsight {
  @Field(() => ID)
  quizId: string;

  @Field()
  quizTitle: string;

  @Field(() => Int)
  attemptCount: number;

  @Field(() => Int)
  passedCount: number;

  @Field(() => Float, { description: 'Mean correct answers per attempt.' })
  averageScore: number;

  @Field(() => Float, { description: 'Mean of the exact percentages.' })
  averagePercentage: number;

  @Field(() => Float, { description: 'Share of attempts that passed, in percent.' })
  passRate: number;

  @Field(() => Float, { nullable: true, description: 'Sample standard deviation (n - 1) of the exact percentages; null with fewer than 2 attempts.' })
  standardDeviation: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Cronbach's alpha: k/(k-1) x (1 - sum of the questions' score variances / the variance of the attempts' points), sample variances, points as scored. Null with fewer than 2 attempts or questions, points that do not vary, or when attempts were not all given the same questions (random slots).",
  })
  cronbachAlpha: number | null;

  @Field(() => [QuizQuestionInsight])
  questions: QuizQuestionInsight[];
}

// A list of picks, with the quiz they answer (a submission) or the timed attempt they belong to (a save).
@ArgsType()
class AnswersArgs {
  @Field(() => [QuizAnswerInput])
  answers: QuizAnswerInput[];
}

@ArgsType()
export class SubmitAnswersArgs extends AnswersArgs {
  @Field(() => ID)
  quizId: string;
}

@ArgsType()
export class SaveAnswersArgs extends AnswersArgs {
  @Field(() => ID)
  attemptId: string;
}

@ObjectType({ description: "A learner's attempt just submitted, with the quiz's insight figures as they now stand." })
export class QuizAttemptSubmitted {
  @Field(() => QuizAttempt)
  attempt: QuizAttempt;

  // Its quiz, whose insight (a field of its own, computed only when asked for) the subscriber reads.
  quizId: string;
}

const QuizChangeKind = graphqlEnum('QuizChange', QUIZ_CHANGES, 'What happened to a quiz of a chapter.');

@ObjectType({ description: "A quiz of a chapter created, edited, published, unpublished or deleted; `quiz` as the subscriber may see it (never a learner's correct answers), null once deleted or hidden from them." })
export class ChapterQuizChange {
  @Field(() => ID)
  chapterId: string;

  @Field(() => ID)
  quizId: string;

  @Field(() => QuizChangeKind)
  change: QuizChange;

  @Field(() => Quiz, { nullable: true })
  quiz: Quiz | null;
}
