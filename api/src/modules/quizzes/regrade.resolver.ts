import { Arg, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { Role } from '../users/role';
import { RegradeMode } from './regrade';

@ObjectType({ description: "One attempt a regrade would change: its learner, and its points, maximum and pass state before and after." })
export class RegradeChange {
  @Field(() => ID)
  attemptId: string;

  @Field(() => ID)
  learnerId: string;

  @Field({ description: "The learner's name and surname." })
  learnerName: string;

  @Field(() => Float)
  oldPoints: number;

  @Field(() => Float)
  newPoints: number;

  @Field(() => Float)
  oldMaxPoints: number;

  @Field(() => Float)
  newMaxPoints: number;

  @Field()
  oldPassed: boolean;

  @Field()
  newPassed: boolean;
}

@ObjectType({ description: "What a regrade of a quiz's past attempts would change, computed as the regrade computes it; nothing is stored." })
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

@Resolver()
export class RegradeResolver {
  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => RegradePreview, {
    description:
      "What fixing a question would change in a quiz's past attempts, if they were regraded to the bank question's latest version as `mode` says: " +
      "the quiz's tutor or an admin; BAD_USER_INPUT when the quiz does not use the question.",
  })
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
