import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { pageOfArgs, toConnection } from '../../graphql/pagination';
import { Role } from '../users/role';
import { Opportunity } from './opportunity.entity';
import { LatestOpportunitiesArgs, NewOpportunityInput, OpportunityListArgs, OpportunityConnection, OpportunityPatch } from './opportunity.types';
import { OpportunityStatus, opportunityStatus } from './opportunity-status';
import { Cacheable } from '../../graphql/cacheable';
import { Scope } from '../../graphql/scope-directive';

@Resolver(() => Opportunity)
export class OpportunityResolver {
  @Auth()
  @Cacheable()
  @Query(() => OpportunityConnection, { description: 'By closing date, soonest first; those without one last, then newest.' })
  @Scope('read:courses')
  async opportunities(@Args() { status, ...page }: OpportunityListArgs, @Ctx() ctx: Context): Promise<OpportunityConnection> {
    return toConnection(await ctx.services.opportunities.list(status, pageOfArgs(page)));
  }

  @Auth()
  @Cacheable()
  @Query(() => Opportunity, { description: 'NOT_FOUND "Opportunity not found" when it does not exist.' })
  @Scope('read:courses')
  opportunity(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Opportunity> {
    return ctx.services.opportunities.get(id);
  }

  @Auth()
  @Cacheable()
  @Query(() => [Opportunity], { description: 'The most recently created, newest first (the community page shows two).' })
  @Scope('read:courses')
  latestOpportunities(@Args() { limit }: LatestOpportunitiesArgs, @Ctx() ctx: Context): Promise<Opportunity[]> {
    return ctx.services.opportunities.latest(limit);
  }

  // Computed with the services' clock: a cached answer holding it lives READ_CACHE_TTL_MS at most.
  @Cacheable()
  @FieldResolver(() => OpportunityStatus, { description: 'Computed on the server at query time.' })
  status(@Root() opportunity: Opportunity): OpportunityStatus {
    return opportunityStatus(opportunity);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Opportunity)
  createOpportunity(@Arg('input') input: NewOpportunityInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Opportunity> {
    return ctx.services.opportunities.create(input, user);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Opportunity, { description: 'A partial edit: only the fields given change.' })
  updateOpportunity(@Arg('id', () => ID) id: string, @Arg('input') input: OpportunityPatch, @Ctx() ctx: Context): Promise<Opportunity> {
    return ctx.services.opportunities.update(id, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, { description: 'Returns the deleted id.' })
  deleteOpportunity(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.opportunities.remove(id);
  }
}
