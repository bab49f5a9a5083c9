import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { PageArgs } from '../../graphql/pagination';
import { notFound } from '../../shared/errors';
import { Quiz } from '../quizzes/quiz.entity';
import { Role } from '../users/role';
import { Activity, Chapter } from './activity.entity';
import { ChapterInput, ChapterPage } from './activity.types';
import { isOwnerOrAdmin } from './ownership';

@Resolver(() => Chapter)
export class ChapterResolver {
  @Auth()
  @Query(() => ChapterPage, { description: "An activity's chapters, oldest first; NOT_FOUND for an unknown activity." })
  chapters(@Arg('activityId', () => ID) activityId: string, @Args() { limit, offset }: PageArgs, @Ctx() ctx: Context): Promise<ChapterPage> {
    return ctx.services.chapters.listByActivity(activityId, limit, offset);
  }

  @Auth()
  @Query(() => Chapter, { description: 'One chapter; NOT_FOUND when it does not exist.' })
  chapter(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Chapter> {
    return ctx.services.chapters.get(id);
  }

  @FieldResolver(() => Activity)
  async activity(@Root() chapter: Chapter, @Ctx() ctx: Context): Promise<Activity> {
    const activity = await ctx.loaders.activityById.load(chapter.activityId);
    if (!activity) throw notFound('Activity');
    return activity;
  }

  @FieldResolver(() => [Quiz], {
    description: "Its quizzes, oldest first: all of them for the activity's tutor and admins, published ones for everyone else.",
  })
  async quizzes(@Root() chapter: Chapter, @Ctx() ctx: Context): Promise<Quiz[]> {
    const quizzes = await ctx.loaders.quizzesByChapter.load(chapter.id);
    return quizzes.filter((quiz) => quiz.isPublished || isOwnerOrAdmin(ctx.user, quiz.tutorId));
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Chapter, { description: "Adds a chapter to the tutor's own activity." })
  createChapter(@Arg('activityId', () => ID) activityId: string, @Arg('input') input: ChapterInput, @Ctx() ctx: Context): Promise<Chapter> {
    return ctx.services.chapters.create(activityId, input, ctx.user!);
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Chapter)
  updateChapter(@Arg('id', () => ID) id: string, @Arg('input') input: ChapterInput, @Ctx() ctx: Context): Promise<Chapter> {
    return ctx.services.chapters.update(id, input, ctx.user!);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => ID, { description: 'A tutor deletes their own, an admin any; its quizzes go with it. Returns its id.' })
  deleteChapter(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.chapters.remove(id, ctx.user!);
  }
}
