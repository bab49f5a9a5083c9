import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { ConnectionArgs, pageOfArgs, toConnection } from '../../graphql/pagination';
import { notFound } from '../../shared/errors';
import { UserDetails } from '../users/user.types';
import { Role } from '../users/role';
import { QuizAttempt, QuizAttemptAnswer, QuizAttemptInProgress } from './quiz-attempt.entity';
import { type Quiz, QuizQuestion, ReviewPolicy } from './quiz.entity';
import { learnerOrder } from './shuffle';
import { MyQuizAttemptsArgs, QuizAttemptHistory, QuizAttemptConnection, QuizInsight, SaveAnswersArgs, SubmitAnswersArgs } from './quiz.types';
import { Scope } from '../../graphql/scope-directive';

@Resolver(() => QuizAttempt)
export class QuizAttemptResolver {
  @Auth(Role.USER)
  @Mutation(() => QuizAttempt, { description: "Learners only, within the quiz's window and attempts allowed; graded on the server. The correct indexes come as the review policy allows." })
  submitQuizAttempt(@Args() { quizId, answers }: SubmitAnswersArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizAttempt> {
    return ctx.services.quizAttempts.submit(user, quizId, answers);
  }

  @Auth(Role.USER)
  @Mutation(() => QuizAttemptInProgress, { description: 'Starts a timed quiz (once: starting again returns the attempt in progress), within its window and attempts allowed.' })
  startQuizAttempt(@Arg('quizId', () => ID) quizId: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizAttemptInProgress> {
    return ctx.services.quizAttempts.start(user, quizId);
  }

  @Auth(Role.USER)
  @Mutation(() => QuizAttemptInProgress, { description: "Saves a timed attempt's picks so far (any subset; the last save wins); refused after the deadline." })
  saveQuizAnswers(@Args() { attemptId, answers }: SaveAnswersArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizAttemptInProgress> {
    return ctx.services.quizAttempts.save(user, attemptId, answers);
  }

  @Auth()
  @Query(() => QuizAttemptHistory, { description: "The signed-in user's attempts, newest first, with stats over all of them." })
  @Scope('read:results')
  async myQuizAttempts(@Args() { passed, ...page }: MyQuizAttemptsArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizAttemptHistory> {
    const history = await ctx.services.quizAttempts.listMine(user, passed, pageOfArgs(page));
    return toConnection(history, { stats: history.stats });
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => QuizAttemptConnection, { description: "The attempts on a quiz, newest first (one learner's with `learnerId`, as a gradebook cell opens them): for the quiz's tutor and admins." })
  @Scope('read:results')
  async quizAttempts(
    @Arg('quizId', () => ID) quizId: string,
    @Args() args: ConnectionArgs,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
    @Arg('learnerId', () => ID, { nullable: true }) learnerId?: string | null,
  ): Promise<QuizAttemptConnection> {
    return toConnection(await ctx.services.quizAttempts.listForQuiz(quizId, user, pageOfArgs(args), learnerId));
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => QuizInsight, { description: "How learners did on a quiz: for the quiz's tutor and admins." })
  @Scope('read:results')
  quizInsight(@Arg('quizId', () => ID) quizId: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizInsight> {
    return ctx.services.quizInsight.insight(quizId, user);
  }

  @FieldResolver(() => [QuizAttemptAnswer], { description: 'In question order; the correct indexes and marks as the quiz’s review policy allows.' })
  async answers(@Root() attempt: QuizAttempt, @Ctx() ctx: Context): Promise<QuizAttemptAnswer[]> {
    const quiz = await this.quizOf(attempt, ctx);
    return ctx.services.quizAttempts.answersFor(attempt, quiz, ctx.user);
  }

  @FieldResolver(() => ReviewPolicy, { nullable: true, description: "The quiz's review policy now, which says when the correct answers are shown; null once the quiz is deleted." })
  async reviewPolicy(@Root() attempt: QuizAttempt, @Ctx() ctx: Context): Promise<ReviewPolicy | null> {
    return (await this.quizOf(attempt, ctx))?.reviewPolicy ?? null;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the quiz closes (under AFTER_CLOSE its answers are shown from then); null without a closing date.' })
  async quizClosesAt(@Root() attempt: QuizAttempt, @Ctx() ctx: Context): Promise<Date | null> {
    return (await this.quizOf(attempt, ctx))?.closesAt ?? null;
  }

  @FieldResolver(() => [QuizQuestion], { description: "The quiz's questions as this attempt was given them (the versions it was graded on), in the order it was taken in (none once the quiz is deleted)." })
  async questions(@Root() attempt: QuizAttempt, @Ctx() ctx: Context): Promise<QuizQuestion[]> {
    const quiz = await this.quizOf(attempt, ctx);
    const taken = quiz && (await ctx.services.quizAttempts.asTaken(attempt, quiz));
    return taken ? taken.questionsFor(ctx.user, { started: true, order: attempt.learnerOrder }) : [];
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
    const user = await ctx.loaders.userById.load(attempt.userId);
    if (!user) throw notFound('User');
    return { name: user.name, surname: user.surname, email: user.email };
  }

  // The attempt's quiz (batched and cached per request), or null once deleted.
  private quizOf(attempt: QuizAttempt, ctx: Context): Promise<Quiz | null> | null {
    return attempt.quizId ? ctx.loaders.quizById.load(attempt.quizId) : null;
  }
}

@Resolver(() => QuizAttemptInProgress)
export class QuizAttemptInProgressResolver {
  @FieldResolver(() => Date, {
    description: "The server's time as it answered: time left is the deadline minus this, counted down on the device's own clock (whatever its time of day).",
  })
  serverTime(@Ctx() ctx: Context): Date {
    return ctx.services.quizAttempts.now();
  }

  @FieldResolver(() => [QuizQuestion], { description: "The quiz's questions in this attempt's order, without their correct answers." })
  async questions(@Root() attempt: QuizAttemptInProgress, @Ctx() ctx: Context): Promise<QuizQuestion[]> {
    const quiz = await ctx.loaders.quizById.load(attempt.quizId);
    if (!quiz) return [];
    const { quiz: asked } = await ctx.services.quizAttempts.givenFor(quiz, attempt.userId, attempt.attemptNumber);
    return asked.questionsFor(ctx.user, { started: true, order: learnerOrder(asked, attempt.userId, attempt.attemptNumber) });
  }
}
