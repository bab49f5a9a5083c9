import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionArgs, ConnectionOf } from '../../graphql/pagination';
import { QuizAttempt } from './quiz-attempt.entity';
import { Quiz } from './quiz.entity';

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

@InputType({ description: 'Title and instructions required ("Please fill in all required fields"); at least one question.' })
export class QuizInput {
  @Field()
  title: string;

  @Field()
  instructions: string;

  @Field(() => [QuizQuestionInput])
  questions: QuizQuestionInput[];
}

@InputType({ description: 'The option picked for one question; every question is answered exactly once.' })
export class QuizAnswerInput {
  @Field(() => Int)
  questionIndex: number;

  @Field(() => Int)
  selectedOptionIndex: number;
}

@ArgsType()
export class MyQuizAttemptsArgs extends ConnectionArgs {
  @Field(() => Boolean, { nullable: true, description: 'true: passed attempts only; false: failed only; omitted: all.' })
  passed?: boolean | null;
}

@ObjectType({ description: "Over all of a learner's attempts, whatever the filter." })
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
