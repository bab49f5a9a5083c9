import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionArgs, ConnectionOf } from '../../graphql/pagination';
import { graphqlEnum } from '../../graphql/enum';
import { QUIZ_CHANGES, type QuizChange } from '../../graphql/live/events';
import { QuizAttempt, QuizAnswerInput } from './quiz-attempt.entity';

export { QuizAnswerInput };
import { GradingMethod, Quiz, ReviewPolicy } from './quiz.entity';

@ObjectType()
export class QuizConnection extends ConnectionOf(Quiz) {}

@ObjectType()
export class QuizAttemptConnection extends ConnectionOf(QuizAttempt) {}

// A question's fields: what the quiz forms send, and (as an object) what a question file holds.
@InputType({ description: 'Text required; 2 to 6 distinct non-empty options (trimmed, compared case-insensitively); the correct index among them.' })
@ObjectType('QuestionFields') // a base only: no field returns it, so the schema has no such type
export class QuizQuestionInput {
  @Field()
  questionText: string;

  @Field(() => [String])
  options: string[];

  @Field(() => Int)
  correctAnswerIndex: number;
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
}

@InputType({ description: 'Title and instructions required ("Please fill in all required fields"); at least one question.' })
export class QuizInput {
  @Field()
  title: string;

  @Field()
  instructions: string;

  @Field(() => [QuizQuestionInput])
  questions: QuizQuestionInput[];

  @Field(() => QuizSettingsInput, { nullable: true, description: 'Left out: the settings stay as they are (defaults on a new quiz).' })
  settings?: QuizSettingsInput | null;
}


@ArgsType()
export class MyQuizAttemptsArgs extends ConnectionArgs {
  @Field(() => Boolean, { nullable: true, description: 'true: passed attempts only; false: failed only; omitted: all.' })
  passed?: boolean | null;
}

@ObjectType({ description: "Over the attempt that counts on each quiz (its grading method; every attempt when each quiz allows one), whatever the filter." })
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

@ObjectType()
export class QuizQuestionInsight {
  @Field(() => Int)
  questionIndex: number;

  @Field()
  questionText: string;

  @Field(() => Int)
  correctAnswerIndex: number;

  @Field(() => [Int], { description: 'How many attempts picked each option, by option index.' })
  optionCounts: number[];

  @Field(() => Int)
  correctCount: number;

  @Field(() => Float, { description: 'Share of attempts that picked the correct option, in percent; 0 without attempts.' })
  correctRate: number;
}

@ObjectType({ description: "How learners did on a quiz, for its tutor and admins. Averages are 0 while there are no attempts." })
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

export const QuizChangeKind = graphqlEnum('QuizChange', QUIZ_CHANGES, 'What happened to a quiz of a chapter.');

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
