import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { notFound } from '../../shared/errors';
import { Role } from '../users/role';
import { Activity, Chapter, UserDetails } from './activity.entity';
import { ActivityInput, ActivityListArgs, ActivityPage } from './activity.types';

@Resolver(() => Activity)
export class ActivityResolver {
  @Auth()
  @Query(() => ActivityPage, { description: "Every tutor's activities, newest first, or those matching `search`." })
  activities(@Args() { search, limit, offset }: ActivityListArgs, @Ctx() ctx: Context): Promise<ActivityPage> {
    return ctx.services.activities.list({ search, limit, offset });
  }

  @Auth(Role.TUTOR)
  @Query(() => ActivityPage, { description: "The signed-in tutor's own activities, newest first." })
  myActivities(@Args() { search, limit, offset }: ActivityListArgs, @Ctx() ctx: Context): Promise<ActivityPage> {
    return ctx.services.activities.listMine(ctx.user!, { search, limit, offset });
  }

  @Auth()
  @Query(() => Activity, { description: 'One activity; NOT_FOUND when it does not exist.' })
  activity(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Activity> {
    return ctx.services.activities.get(id);
  }

  @FieldResolver(() => UserDetails, { description: 'The tutor who posted it.' })
  async poster(@Root() activity: Activity, @Ctx() ctx: Context): Promise<UserDetails> {
    const poster = activity.poster ?? (await ctx.loaders.activityUserById.load(activity.posterId));
    if (!poster) throw notFound('User');
    return { name: poster.name, surname: poster.surname, email: poster.email };
  }

  @FieldResolver(() => [Chapter], { description: 'Its chapters, oldest first.' })
  chapters(@Root() activity: Activity, @Ctx() ctx: Context): Promise<Chapter[]> {
    return ctx.loaders.chaptersByActivity.load(activity.id);
  }

  @FieldResolver(() => Int)
  async chapterCount(@Root() activity: Activity, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.chaptersByActivity.load(activity.id)).length;
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Activity, { description: 'Posted by the signed-in tutor.' })
  createActivity(@Arg('input') input: ActivityInput, @Ctx() ctx: Context): Promise<Activity> {
    return ctx.services.activities.create(input, ctx.user!);
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Activity, { description: "The tutor's own activities only." })
  updateActivity(@Arg('id', () => ID) id: string, @Arg('input') input: ActivityInput, @Ctx() ctx: Context): Promise<Activity> {
    return ctx.services.activities.update(id, input, ctx.user!);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => ID, { description: 'A tutor deletes their own, an admin any; chapters and quizzes go with it. Returns its id.' })
  deleteActivity(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.activities.remove(id, ctx.user!);
  }
}
