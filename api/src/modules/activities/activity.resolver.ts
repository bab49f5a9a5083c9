import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { ConnectionArgs, pageOfArgs, toConnection } from '../../graphql/pagination';
import { notFound } from '../../shared/errors';
import { Role } from '../users/role';
import { UserDetails } from '../users/user.types';
import { Activity } from './activity.entity';
import { ActivityConnection, ActivityInput, ActivityListArgs, ChapterConnection } from './activity.types';
import { Scope } from '../../graphql/scope-directive';

@Resolver(() => Activity)
export class ActivityResolver {
  @Auth()
  @Query(() => ActivityConnection, { description: "Every tutor's activities, newest first, or those matching `search`." })
  @Scope('read:courses')
  async activities(@Args() { search, ...page }: ActivityListArgs, @Ctx() ctx: Context): Promise<ActivityConnection> {
    return toConnection(await ctx.services.activities.list(search, pageOfArgs(page)));
  }

  @Auth(Role.TUTOR)
  @Query(() => ActivityConnection, { description: "The signed-in tutor's own activities, newest first." })
  @Scope('read:courses')
  async myActivities(@Args() { search, ...page }: ActivityListArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<ActivityConnection> {
    return toConnection(await ctx.services.activities.listMine(user, search, pageOfArgs(page)));
  }

  @Auth()
  @Query(() => Activity, { description: 'One activity; NOT_FOUND when it does not exist.' })
  @Scope('read:courses')
  activity(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Activity> {
    return ctx.services.activities.get(id);
  }

  @FieldResolver(() => UserDetails, { description: 'The tutor who posted it.' })
  async poster(@Root() activity: Activity, @Ctx() ctx: Context): Promise<UserDetails> {
    const poster = activity.poster ?? (await ctx.loaders.userById.load(activity.posterId));
    if (!poster) throw notFound('User');
    return { name: poster.name, surname: poster.surname, email: poster.email };
  }

  @FieldResolver(() => ChapterConnection, { description: 'Its chapters, oldest first.' })
  async chapters(@Root() activity: Activity, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<ChapterConnection> {
    return toConnection(await ctx.loaders.chapterPagesByActivity.load({ parentId: activity.id, page: pageOfArgs(args) }));
  }

  @FieldResolver(() => Int, { description: 'How many chapters it has (the same as `chapters { totalCount }`).' })
  chapterCount(@Root() activity: Activity, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.chapterCountByActivity.load(activity.id);
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Activity, { description: 'Posted by the signed-in tutor.' })
  @Scope('write:quizzes')
  createActivity(@Arg('input') input: ActivityInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Activity> {
    return ctx.services.activities.create(input, user);
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Activity, { description: "The tutor's own activities only." })
  @Scope('write:quizzes')
  updateActivity(@Arg('id', () => ID) id: string, @Arg('input') input: ActivityInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Activity> {
    return ctx.services.activities.update(id, input, user);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => ID, { description: 'A tutor deletes their own, an admin any; chapters and quizzes go with it. Returns its id.' })
  @Scope('write:quizzes')
  deleteActivity(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.activities.remove(id, user);
  }
}
