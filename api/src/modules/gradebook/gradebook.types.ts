import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ConnectionOf } from '../../graphql/pagination';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/pagination';
import { GradingMethod } from '../quizzes/quiz.entity';
import { Scope } from '../../graphql/scope-directive';

@ObjectType({ description: "A column of the gradebook: one of the activity's quizzes (its chapters in order, each chapter's quizzes in order)." })
@Scope('read:results')
export class GradebookQuiz {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field()
  chapterTitle: string;

  @Field(() => GradingMethod, { description: "Which attempt counts for each learner's cell." })
  gradingMethod: GradingMethod;

  @Field(() => Int, { description: 'The least percentage of the points that passes.' })
  passPercentage: number;
}

@ObjectType({ description: 'A learner of the gradebook.' })
@Scope('read:results')
export class GradebookLearner {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Name and surname.' })
  name: string;

  @Field()
  email: string;
}

@ObjectType({
  description:
    "A learner's result on one quiz. Every row has one cell per column, in the columns' order (never null): where the learner made no attempt, " +
    'attempted is false, attemptsUsed 0, needsGrading false and grade, points, maxPoints and passed null.',
})
@Scope('read:results')
export class GradebookCell {
  @Field(() => ID)
  quizId: string;

  @Field()
  attempted: boolean;

  @Field(() => Float, { nullable: true, description: "The counted attempt's points over its maximum, in percent, to 2 decimals (the quiz's grading method picks the attempt)." })
  grade: number | null;

  @Field(() => Float, { nullable: true, description: "The counted attempt's points (essays waiting for their tutor count 0 until graded)." })
  points: number | null;

  @Field(() => Float, { nullable: true })
  maxPoints: number | null;

  @Field(() => Int, { description: "How many of the learner's attempts at the quiz were submitted." })
  attemptsUsed: number;

  @Field(() => Boolean, { nullable: true, description: "The counted attempt reaches the quiz's pass mark." })
  passed: boolean | null;

  @Field({ description: "Any of the learner's attempts at the quiz has essays waiting for their tutor." })
  needsGrading: boolean;
}

@ObjectType({ description: "A learner's row of the gradebook." })
@Scope('read:results')
class GradebookRow {
  @Field(() => GradebookLearner)
  learner: GradebookLearner;

  @Field(() => [GradebookCell])
  cells: GradebookCell[];

  @Field(() => Float, { description: "The mean of the learner's grades over the quizzes they attempted (not attempted ones are left out, not counted as 0), to 2 decimals." })
  averagePercentage: number;
}

@ObjectType()
export class GradebookRowConnection extends ConnectionOf(GradebookRow) {}

@ObjectType({ description: 'The results of every learner who attempted any quiz of an activity.' })
@Scope('read:results')
export class Gradebook {
  @Field(() => ID)
  activityId: string;

  @Field(() => [GradebookQuiz])
  quizzes: GradebookQuiz[];

  @Field(() => GradebookRowConnection, { description: 'One row per learner who attempted any of the quizzes, by name, then id.' })
  rows: GradebookRowConnection;
}

@ArgsType()
export class GradebookArgs {
  @Field(() => Int, { nullable: true, description: `How many rows after \`after\`: ${DEFAULT_PAGE_SIZE} when not given, at most ${MAX_PAGE_SIZE}.` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The `endCursor` of the page before.' })
  after?: string | null;

  @Field(() => String, { nullable: true, description: "Keeps the learners whose name or e-mail address contains it (case-insensitive; % and _ are literal)." })
  search?: string | null;
}
