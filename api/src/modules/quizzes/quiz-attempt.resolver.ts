import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { ConnectionArgs, pageOfArgs, toConnection } from '../../graphql/pagination';
import { notFound } from '../../shared/errors';
import { UserDetails } from '../activities/activity.entity';
import { Role } from '../users/role';
import { QuizAttempt, isPassed, percentageOf } from './quiz-attempt.entity';
import { MyQuizAttemptsArgs, QuizAnswerInput, QuizAttemptHistory, QuizAttemptConnection, QuizInsight } from './quiz.types';

@Resolver(() => QuizAttempt)
export class QuizAttemptResolver {
  @Auth(Role.USER)
  @Mutation(() => QuizAttempt, { description: 'Learners only, once per quiz; graded on the server. The answer carries the correct indices.' })
  submitQuizAttempt(
    @Arg('quizId', () => ID) quizId: string,
    @Arg('answers', () => [QuizAnswerInput]) answers: QuizAnswerInput[],
    @Ctx() ctx: Context,
  ): Promise<QuizAttempt> {
    return ctx.services.quizAttempts.submit(ctx.user!, quizId, answers);
  }

  @Auth()
  @Query(() => QuizAttemptHistory, { description: "The signed-in user's attempts, newest first, with stats over all of them." })
  async myQuizAttempts(@Args() { passed, ...page }: MyQuizAttemptsArgs, @Ctx() ctx: Context): Promise<QuizAttemptHistory> {
    const history = await ctx.services.quizAttempts.listMine(ctx.user!, passed, pageOfArgs(page));
    return toConnection(history, { stats: history.stats });
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => QuizAttemptConnection, { description: "The attempts on a quiz, newest first: for the quiz's tutor and admins." })
  async quizAttempts(@Arg('quizId', () => ID) quizId: string, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<QuizAttemptConnection> {
    return toConnection(await ctx.services.quizAttempts.listForQuiz(quizId, ctx.user!, pageOfArgs(args)));
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => QuizInsight, { description: "How learners did on a quiz: for the quiz's tutor and admins." })
  quizInsight(@Arg('quizId', () => ID) quizId: string, @Ctx() ctx: Context): Promise<QuizInsight> {
    return ctx.services.quizInsight.insight(quizId, ctx.user!);
  }

  @FieldResolver(() => Int, { description: 'Score over total, rounded to a whole percent.' })
  percentage(@Root() attempt: QuizAttempt): number {
    return percentageOf(attempt.score, attempt.total);
  }

  @FieldResolver(() => Boolean, { description: 'At least half of the questions right.' })
  passed(@Root() attempt: QuizAttempt): boolean {
    return isPassed(attempt.score, attempt.total);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Null once the chapter is deleted.' })
  async chapterTitle(@Root() attempt: QuizAttempt, @Ctx() ctx: Context): Promise<string | null> {
    return attempt.chapterId ? ((await ctx.loaders.chapterById.load(attempt.chapterId))?.title ?? null) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Null once the activity is deleted.' })
  async activityTitle(@Root() attempt: QuizAttempt, @Ctx() ctx: Context): Promise<string | null> {
    return attempt.activityId ? ((await ctx.loaders.activityById.load(attempt.activityId))?.title ?? null) : null;
  }

  @FieldResolver(() => UserDetails, { description: 'Who submitted it.' })
  async learner(@Root() attempt: QuizAttempt, @Ctx() ctx: Context): Promise<UserDetails> {
    const user = await ctx.loaders.activityUserById.load(attempt.userId);
    if (!user) throw notFound('User');
    return { name: user.name, surname: user.surname, email: user.email };
  }
}
