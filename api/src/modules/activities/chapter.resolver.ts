import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { ConnectionArgs, pageOfArgs, toConnection } from '../../graphql/pagination';
import { notFound } from '../../shared/errors';
import { QuizConnection } from '../quizzes/quiz.types';
import { Role } from '../users/role';
import { Activity, Chapter } from './activity.entity';
import { ChapterInput, ChapterConnection } from './activity.types';
import { Scope } from '../../graphql/scope-directive';

@Resolver(() => Chapter)
export class ChapterResolver {
  @Auth()
  @Query(() => ChapterConnection, { description: "An activity's chapters, oldest first; NOT_FOUND for an unknown activity." })
  @Scope('read:courses')
  async chapters(@Arg('activityId', () => ID) activityId: string, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<ChapterConnection> {
    return toConnection(await ctx.services.chapters.listByActivity(activityId, pageOfArgs(args)));
  }

  @Auth()
  @Query(() => Chapter, { description: 'One chapter; NOT_FOUND when it does not exist.' })
  @Scope('read:courses')
  chapter(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Chapter> {
    return ctx.services.chapters.get(id);
  }

  @FieldResolver(() => Activity)
  async activity(@Root() chapter: Chapter, @Ctx() ctx: Context): Promise<Activity> {
    const activity = await ctx.loaders.activityById.load(chapter.activityId);
    if (!activity) throw notFound('Activity');
    return activity;
  }

  @FieldResolver(() => QuizConnection, {
    description: "Its quizzes, oldest first: all of them for the activity's tutor and admins, published ones for everyone else.",
  })
  async quizzes(@Root() chapter: Chapter, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<QuizConnection> {
    return toConnection(await ctx.loaders.quizPagesByChapter.load({ parentId: chapter.id, page: pageOfArgs(args), viewer: ctx.user }));
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Chapter, { description: "Adds a chapter to the tutor's own activity." })
  @Scope('write:quizzes')
  createChapter(@Arg('activityId', () => ID) activityId: string, @Arg('input') input: ChapterInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Chapter> {
    return ctx.services.chapters.create(activityId, input, user);
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Chapter)
  @Scope('write:quizzes')
  updateChapter(@Arg('id', () => ID) id: string, @Arg('input') input: ChapterInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Chapter> {
    return ctx.services.chapters.update(id, input, user);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => ID, { description: 'A tutor deletes their own, an admin any; its quizzes go with it. Returns its id.' })
  @Scope('write:quizzes')
  deleteChapter(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.chapters.remove(id, user);
  }
}
