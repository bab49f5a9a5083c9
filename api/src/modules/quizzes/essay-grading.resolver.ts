import { Arg, Args, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import { ConnectionArgs, ConnectionOf, pageOfArgs, toConnection } from '../../graphql/pagination';
import type { AuthUser } from '../../shared/auth/access';
import { Role } from '../users/role';
import { TextFormat } from './questions/types';
import { QuizAttempt } from './quiz-attempt.entity';
import { Scope } from '../../graphql/scope-directive';

@ObjectType({ description: "An answered essay of a tutor's quiz: waiting for its grade, or graded (points, comment and gradedAt set)." })
@Scope('read:results')
class EssayToGrade {
  @Field(() => ID)
  attemptId: string;

  @Field(() => Int)
  questionIndex: number;

  @Field(() => ID)
  quizId: string;

  @Field()
  quizTitle: string;

  @Field()
  questionText: string;

  @Field(() => TextFormat, { description: "How the question's text is written." })
  textFormat: TextFormat;

  @Field(() => Float, { description: 'What the question is worth: the most a grade can give.' })
  maxPoints: number;

  @Field({ description: "The learner's essay." })
  textAnswer: string;

  @Field()
  submittedAt: Date;

  @Field({ description: "The learner's name and surname." })
  learnerName: string;

  @Field(() => Float, { nullable: true, description: 'The points given; null while the essay waits.' })
  points: number | null;

  @Field(() => String, { nullable: true, description: "The tutor's comment, if any." })
  comment: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was last graded; null while the essay waits.' })
  gradedAt: Date | null;
}

@ObjectType()
export class EssayToGradeConnection extends ConnectionOf(EssayToGrade) {}

@Resolver()
export class EssayGradingResolver {
  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => EssayToGradeConnection, { description: "The answered essays not yet graded of the caller's quizzes (an admin's: every quiz's), oldest first." })
  @Scope('read:results')
  async essayAnswersToGrade(@Args() args: ConnectionArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<EssayToGradeConnection> {
    return toConnection(await ctx.services.essayGrading.list(user, 'waiting', pageOfArgs(args)));
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => EssayToGradeConnection, {
    description: "The graded essays of the caller's quizzes (an admin's: every quiz's), the latest grade first: where a grade is changed later.",
  })
  @Scope('read:results')
  async gradedEssayAnswers(@Args() args: ConnectionArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<EssayToGradeConnection> {
    return toConnection(await ctx.services.essayGrading.list(user, 'graded', pageOfArgs(args)));
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => QuizAttempt, {
    description:
      "Grades (or grades again) an essay answer: 0 to the question's points, at most 2 decimals, with an optional comment the learner sees as " +
      "the review policy allows. The quiz's tutor or an admin (FORBIDDEN otherwise). The attempt's points, score and pass state follow; it is " +
      'GRADED once its last answered essay is, and is announced to those watching the quiz.',
  })
  @Scope('write:quizzes')
  gradeEssayAnswer(
    @Arg('attemptId', () => ID) attemptId: string,
    @Arg('questionIndex', () => Int) questionIndex: number,
    @Arg('points', () => Float) points: number,
    @Arg('comment', () => String, { nullable: true }) comment: string | null,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<QuizAttempt> {
    return ctx.services.essayGrading.grade(user, { attemptId, questionIndex, points, comment });
  }
}
