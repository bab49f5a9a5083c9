import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import { OpenToEveryToken, Scope } from '../../graphql/scope-directive';
import type { AuthUser } from '../../shared/auth/access';
import { Role } from '../users/role';
import { User } from '../users/user.entity';
import { budgetOfRequest, payerOf } from './rate-limit.plugin';

@ObjectType({ description: "The caller's API budget for this hour (README, \"Rate limits\"): the same figures as the X-RateLimit-* headers." })
export class RateLimit {
  @Field(() => Int, { description: 'Points an hour: a personal access token has its own budget at its user\'s rate; signed out, per client address.' })
  limit: number;

  @Field(() => Int, { description: 'Points spent in this window, this request included.' })
  used: number;

  @Field(() => Int)
  remaining: number;

  @Field({ description: 'When the window ends and the budget is whole again.' })
  resetAt: Date;

  @Field(() => Int, { description: 'What this request cost: 0 when it selects only `rateLimit`.' })
  cost: number;
}

@Resolver()
export class RateLimitsResolver {
  @Query(() => RateLimit, { description: 'What is left of your API budget, without spending any (when asked alone). Open to every token, whatever its scopes, and to anyone.' })
  @OpenToEveryToken()
  async rateLimit(@Ctx() ctx: Context): Promise<RateLimit> {
    const budget = budgetOfRequest(ctx) ?? (await ctx.services.rateLimits.status(payerOf(ctx)));
    return { limit: budget.limit, used: budget.used, remaining: budget.remaining, resetAt: budget.resetAt, cost: budget.requested };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => User, { description: "Sets one user's API budget in points an hour (1 to 10,000,000), for their session and each of their tokens; null: back to the default." })
  @Scope('admin:users')
  setApiRateLimit(
    @Arg('userId', () => ID) userId: string,
    @Arg('pointsPerHour', () => Int, { nullable: true }) pointsPerHour: number | null | undefined,
    @CurrentUser() admin: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.rateLimits.setUserLimit(admin, userId, pointsPerHour ?? null);
  }
}

@Resolver(() => User)
export class UserRateLimitResolver {
  @Auth(Role.ADMIN)
  @FieldResolver(() => Int, { nullable: true, description: "The user's own API budget in points an hour, set by an admin (`setApiRateLimit`); null: the default." })
  apiPointsPerHour(@Root() user: User, @Ctx() ctx: Context): Promise<number | null> {
    return ctx.loaders.apiPointsPerHour.load(user.id);
  }
}

