import { Arg, Ctx, FieldResolver, ID, Resolver, Root, Subscription } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { LiveEvents } from '../../graphql/live/events';
import { liveEvents } from '../../graphql/live/subscribe';
import type { AuthUser } from '../../shared/auth/access';
import { Role } from '../users/role';
import { ChapterQuizChange, QuizAttemptSubmitted, QuizInsight } from './quiz.types';
import { Scope } from '../../graphql/scope-directive';

const STAFF = [Role.ADMIN, Role.TUTOR];

// Live updates of quizzes, over WebSocket.
@Resolver()
export class QuizLiveResolver {
  @Auth(...STAFF)
  @Subscription(() => QuizAttemptSubmitted, {
    description: "Each attempt at a quiz as it is stored, on any instance, with the quiz's insight as it then stands: for the quiz's tutor and admins.",
    subscribe: ({ args, context }) => {
      // TypeGraphQL hands the subscription's arguments over untyped: these are the @Arg below.
      const { quizId } = args as { quizId: string };
      return liveEvents(context, 'quizAttemptSubmitted', quizId, STAFF, (user) => (context as Context).services.quizInsight.insight(quizId, user));
    },
  })
  @Scope('read:results')
  async quizAttemptSubmitted(
    @Arg('quizId', () => ID) quizId: string,
    @Root() event: LiveEvents['quizAttemptSubmitted'][1],
    @Ctx() ctx: Context,
  ): Promise<QuizAttemptSubmitted> {
    return { attempt: await ctx.services.quizAttempts.getForQuiz(event.attemptId, quizId), quizId };
  }

  @Auth()
  @Subscription(() => ChapterQuizChange, {
    description: "Each change to a chapter's quizzes, as a signed-in user may see it: a learner hears of published quizzes only (and of one unpublished or deleted, to drop it).",
    subscribe: ({ args, context }) => {
      const { chapterId } = args as { chapterId: string };
      return liveEvents(
        context,
        'chapterQuizzesChanged',
        chapterId,
        [],
        () => (context as Context).services.chapters.get(chapterId),
        async ({ quizId, change }, ctx) => change === 'UNPUBLISHED' || change === 'DELETED' || Boolean((await ctx.loaders.quizById.load(quizId))?.isVisibleTo(ctx.user)),
      );
    },
  })
  @Scope('read:quizzes')
  async chapterQuizzesChanged(
    @Arg('chapterId', () => ID) chapterId: string,
    @Root() event: LiveEvents['chapterQuizzesChanged'][1],
    @Ctx() ctx: Context,
  ): Promise<ChapterQuizChange> {
    const quiz = await ctx.loaders.quizById.load(event.quizId);
    return { chapterId, quizId: event.quizId, change: event.change, quiz: quiz?.isVisibleTo(ctx.user) ? quiz : null };
  }
}

@Resolver(() => QuizAttemptSubmitted)
export class QuizAttemptSubmittedResolver {
  @FieldResolver(() => QuizInsight, { description: "The quiz's insight as it stands after the attempt." })
  insight(@Root() event: QuizAttemptSubmitted, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizInsight> {
    return ctx.services.quizInsight.insight(event.quizId, user);
  }
}
