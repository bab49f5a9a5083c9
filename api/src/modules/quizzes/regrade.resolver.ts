import { Arg, Ctx, Field, FieldResolver, Float, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { type EnumOf, graphqlEnum } from '../../graphql/enum';
import type { LiveEvents } from '../../graphql/live/events';
import { liveEvents } from '../../graphql/live/subscribe';
import { QuizAttempt } from './quiz-attempt.entity';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { Role } from '../users/role';
import { RegradeMode } from './regrade';
import { Scope } from '../../graphql/scope-directive';

/** An attempt's points and maximum before and after a regrade. */
@ObjectType()
abstract class PointsChange {
  @Field(() => Float)
  oldPoints: number;

  @Field(() => Float)
  newPoints: number;

  @Field(() => Float)
  oldMaxPoints: number;

  @Field(() => Float)
  newMaxPoints: number;
}

@ObjectType({ description: "One attempt a regrade would change: its learner, and its points, maximum and pass state before and after." })
@Scope('read:results')
export class RegradeChange extends PointsChange {
  @Field(() => ID)
  attemptId: string;

  @Field(() => ID)
  learnerId: string;

  @Field({ description: "The learner's name and surname." })
  learnerName: string;

  @Field()
  oldPassed: boolean;

  @Field()
  newPassed: boolean;
}

@ObjectType({ description: "What a regrade of a quiz's past attempts would change, computed as the regrade computes it; nothing is stored." })
@Scope('read:results')
export class RegradePreview {
  @Field(() => RegradeMode)
  mode: RegradeMode;

  @Field(() => [Int], { description: 'The versions the quiz uses now.' })
  fromVersions: number[];

  @Field(() => Int, { description: "The bank question's latest version, which a regrade applies." })
  toVersion: number;

  @Field(() => Int, { description: 'Submitted attempts of the quiz.' })
  attemptCount: number;

  @Field(() => Int, { description: 'Attempts whose points or maximum would change.' })
  attemptsAffected: number;

  @Field(() => Int, { description: 'Attempts whose share of the maximum would rise.' })
  scoresUp: number;

  @Field(() => Int)
  scoresDown: number;

  @Field(() => Int)
  passedToFailed: number;

  @Field(() => Int)
  failedToPassed: number;

  @Field(() => [RegradeChange], { description: 'The affected attempts, oldest first.' })
  changes: RegradeChange[];
}

export const RegradeStatus = graphqlEnum('RegradeStatus', ['QUEUED', 'DONE', 'FAILED'], 'QUEUED: waiting for or being applied by its job; DONE: applied; FAILED: not applied (see error).');
export type RegradeStatus = EnumOf<typeof RegradeStatus>;

@ObjectType({ description: "A regrade a tutor asked for: moving a quiz to a bank question's version, and what that did to past attempts once its job ran." })
@Scope('read:results')
export class QuizRegrade {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null once the quiz is deleted.' })
  quizId: string | null;

  @Field(() => ID)
  questionId: string;

  @Field(() => Int, { description: 'The version the quiz moves to.' })
  toVersion: number;

  @Field(() => RegradeMode)
  mode: RegradeMode;

  @Field(() => RegradeStatus)
  status: RegradeStatus;

  @Field()
  requestedAt: Date;

  @Field(() => Date, { nullable: true })
  finishedAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'Once DONE: the attempts of the quiz it went through.' })
  attemptCount: number | null;

  @Field(() => Int, { nullable: true, description: 'Once DONE: the attempts whose points or maximum changed (each has an entry in its regrades).' })
  attemptsChanged: number | null;

  @Field(() => String, { nullable: true, description: 'Once FAILED: why.' })
  error: string | null;
}

@ObjectType({ description: "One regrade of an attempt that changed its result: when, by whom, and its points and maximum before and after." })
@Scope('read:results')
export class AttemptRegrade extends PointsChange {
  @Field(() => RegradeMode)
  mode: RegradeMode;

  @Field()
  regradedAt: Date;

  @Field(() => String, { nullable: true, description: 'The name of the tutor (or admin) who asked for it; null once their account is gone.' })
  regradedByName: string | null;
}

@Resolver()
export class RegradeResolver {
  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => QuizRegrade, {
    description:
      "Moves a quiz to its question's latest bank version and applies `mode` to its past attempts, exactly as previewRegrade computes it, by a job " +
      '(QUEUED until it ran: read quizRegrade). Idempotent; a submission while it runs is graded on the new version. The quiz\'s tutor or an admin; ' +
      'BAD_USER_INPUT when the quiz does not use the question, CONFLICT while another regrade of the quiz is queued.',
  })
  @Scope('write:quizzes')
  regrade(
    @Arg('quizId', () => ID) quizId: string,
    @Arg('questionId', () => ID) questionId: string,
    @Arg('mode', () => RegradeMode) mode: RegradeMode,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<QuizRegrade> {
    return ctx.services.regrades.request(user, quizId, questionId, mode);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => QuizRegrade, { description: "A regrade's status and outcome: the quiz's tutor or an admin." })
  @Scope('read:results')
  quizRegrade(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizRegrade> {
    return ctx.services.regrades.get(user, id);
  }

  @Auth(Role.USER)
  @Subscription(() => QuizAttempt, {
    description: "The signed-in learner's attempts as a regrade changes their result, on any instance.",
    subscribe: ({ context }) => liveEvents(context, 'attemptRegraded', String((context as Context).user?.id), [Role.USER]),
  })
  @Scope('read:results')
  async myAttemptRegraded(@Root() event: LiveEvents['attemptRegraded'][1], @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizAttempt> {
    return ctx.services.quizAttempts.getMine(user, event.attemptId);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => RegradePreview, {
    description:
      "What fixing a question would change in a quiz's past attempts, if they were regraded to the bank question's latest version as `mode` says: " +
      "the quiz's tutor or an admin; BAD_USER_INPUT when the quiz does not use the question.",
  })
  @Scope('read:results')
  previewRegrade(
    @Arg('quizId', () => ID) quizId: string,
    @Arg('questionId', () => ID) questionId: string,
    @Arg('mode', () => RegradeMode, { defaultValue: 'REGRADE' }) mode: RegradeMode,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<RegradePreview> {
    return ctx.services.regrades.preview(user, quizId, questionId, mode);
  }
}

@Resolver(() => QuizAttempt)
export class AttemptRegradesResolver {
  @FieldResolver(() => [AttemptRegrade], { description: 'The regrades that changed its result, oldest first ("Regraded on <date>: 6/10 -> 7/10").' })
  regrades(@Root() attempt: QuizAttempt, @Ctx() ctx: Context): Promise<AttemptRegrade[]> {
    return ctx.loaders.regradesByAttempt.load(attempt.id);
  }
}
