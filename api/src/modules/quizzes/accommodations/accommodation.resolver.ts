import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Auth } from '../../../graphql/auth-directive';
import type { Context } from '../../../graphql/context';
import { CurrentUser } from '../../../graphql/current-user';
import type { LiveEvents } from '../../../graphql/live/events';
import { liveEvents } from '../../../graphql/live/subscribe';
import type { AuthUser } from '../../../shared/auth/access';
import { notFound } from '../../../shared/errors';
import { Role } from '../../users/role';
import { QuizAttemptInProgress } from '../quiz-attempt.entity';
import { Quiz, windowAt } from '../quiz.entity';
import { QuizAccommodation, QuizAccommodationInput, QuizTerms } from './accommodation.types';
import { type Terms, termsFor } from './terms';
import { Scope } from '../../../graphql/scope-directive';

const STAFF = [Role.TUTOR, Role.ADMIN];

/** The signed-in learner's terms on a quiz (their accommodation batched per request); the quiz's own for anyone else. */
export async function viewerTerms(quiz: Quiz, ctx: Pick<Context, 'user' | 'loaders'>): Promise<Terms> {
  if (ctx.user?.role !== Role.USER) return termsFor(quiz, null);
  return termsFor(quiz, await ctx.loaders.accommodationByQuiz.load({ userId: ctx.user.id, quizId: quiz.id }));
}

@Resolver()
export class AccommodationResolver {
  @Auth(...STAFF)
  @Mutation(() => QuizAccommodation, {
    description:
      "Gives a learner extra time, extra attempts or a personal window on a quiz or on every quiz of an activity (the quiz's or activity's tutor, or an admin); " +
      "setting it again replaces it. The learner's running attempts get their new deadline at once.",
  })
  @Scope('write:quizzes')
  setQuizAccommodation(@Arg('input', () => QuizAccommodationInput) input: QuizAccommodationInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizAccommodation> {
    return ctx.services.accommodations.set(user, input);
  }

  @Auth(...STAFF)
  @Mutation(() => ID, { description: "Removes an accommodation (returns its id): the learner's terms are the quiz's again, running attempts included." })
  @Scope('write:quizzes')
  removeQuizAccommodation(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.accommodations.remove(user, id);
  }

  @Auth(...STAFF)
  @Query(() => [QuizAccommodation], { description: "A quiz's accommodations, those given for it and for its activity, by learner: for its tutor and admins." })
  @Scope('read:results')
  quizAccommodations(@Arg('quizId', () => ID) quizId: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizAccommodation[]> {
    return ctx.services.accommodations.forQuiz(user, quizId);
  }

  @Auth(...STAFF)
  @Query(() => [QuizAccommodation], { description: "An activity's accommodations, those given for it and for each of its quizzes, by learner: for its tutor and admins." })
  @Scope('read:results')
  activityAccommodations(@Arg('activityId', () => ID) activityId: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizAccommodation[]> {
    return ctx.services.accommodations.forActivity(user, activityId);
  }

  @Auth(Role.USER)
  @Subscription(() => QuizAttemptInProgress, {
    description: "The signed-in learner's timed attempts in progress as a change to their accommodation moves the deadline, on any instance: the countdown follows.",
    subscribe: ({ context }) =>
      liveEvents(
        context,
        'attemptDeadlineChanged',
        String((context as Context).user?.id),
        [Role.USER],
        undefined,
        // Not once it is submitted.
        async ({ attemptId }, ctx) => ctx.user !== null && (await (context as Context).services.accommodations.myInProgress(ctx.user, attemptId)) !== null,
      ),
  })
  @Scope('read:results')
  async myAttemptDeadlineChanged(@Root() event: LiveEvents['attemptDeadlineChanged'][1], @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizAttemptInProgress> {
    const attempt = await ctx.services.accommodations.myInProgress(user, event.attemptId);
    if (!attempt) throw notFound('Attempt');
    return attempt;
  }
}

@Resolver(() => Quiz)
export class QuizTermsResolver {
  @FieldResolver(() => QuizTerms, {
    nullable: true,
    description: "The signed-in learner's own terms on the quiz, their accommodation applied, beside the quiz's: null for anyone but a learner.",
  })
  async myTerms(@Root() quiz: Quiz, @Ctx() ctx: Context): Promise<QuizTerms | null> {
    if (ctx.user?.role !== Role.USER) return null;
    const terms = await viewerTerms(quiz, ctx);
    return {
      ...terms,
      window: windowAt(terms, ctx.services.quizAttempts.now()),
      quizTimeLimitMinutes: quiz.timeLimitMinutes,
      quizAttemptsAllowed: quiz.attemptsAllowed,
      quizOpensAt: quiz.opensAt,
      quizClosesAt: quiz.closesAt,
    };
  }
}
