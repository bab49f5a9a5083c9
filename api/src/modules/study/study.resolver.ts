import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { AppError, notFound } from '../../shared/errors';
import type { Activity } from '../activities/activity.entity';
import type { Course } from '../courses/course.entity';
import { Role } from '../users/role';
import { MAX_CHART_DAYS } from './progress.service';
import {
  ActivityProgress,
  CourseProgress,
  CourseStudy,
  CourseStudyInsight,
  DayCount,
  HardCard,
  LearnerProgress,
  ReviewCardArgs,
  ReviewResult,
  StudySettings,
  StudySettingsInput,
} from './study.types';
import { Scope } from '../../graphql/scope-directive';

const days = (value: number): number => {
  if (!Number.isInteger(value) || value < 1 || value > MAX_CHART_DAYS) throw new AppError('BAD_USER_INPUT', `days must be from 1 to ${MAX_CHART_DAYS}`);
  return value;
};

// A row's course or activity, read through the request's loader: one statement for a whole list.
const loaded = async <T>(row: T | null, what: string): Promise<T> => {
  if (!row) throw notFound(what);
  return row;
};

@Resolver()
export class StudyResolver {
  @Auth()
  @Query(() => CourseStudy, { description: "The signed-in learner's practice queue of a course; NOT_FOUND for no such course." })
  @Scope('read:results')
  courseStudy(@Arg('courseId', () => ID) courseId: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<CourseStudy> {
    return ctx.services.study.study(user, courseId);
  }

  @Auth()
  @Mutation(() => ReviewResult, { description: 'Grades a card of the signed-in learner; the server computes its next state.' })
  async reviewCard(@Args() args: ReviewCardArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<ReviewResult> {
    const { card, counted, courseId } = await ctx.services.study.review(user, args);
    return Object.assign(new ReviewResult(), { card, counted, courseId });
  }

  @Auth()
  @Query(() => StudySettings)
  myStudySettings(@CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<StudySettings> {
    return ctx.services.study.settings(user.id);
  }

  @Auth()
  @Mutation(() => StudySettings, { description: 'Changes the fields given; a wrong one is refused with its message and changes nothing.' })
  updateStudySettings(@Arg('input') input: StudySettingsInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<StudySettings> {
    return ctx.services.study.updateSettings(user, input);
  }

  @Auth()
  @Query(() => LearnerProgress, { description: "The signed-in learner's progress." })
  @Scope('read:results')
  myProgress(@CurrentUser() user: AuthUser): LearnerProgress {
    return { userId: user.id };
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Query(() => [CourseStudyInsight], { description: 'How learners practise the courses the tutor created (every course for an admin), most practised first.' })
  @Scope('read:results')
  async courseStudyInsights(
    @Arg('first', () => Int, { defaultValue: 10, description: 'At most 50.' }) first: number,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<CourseStudyInsight[]> {
    const rows = await ctx.services.progress.insights(user, first);
    return Promise.all(
      rows.map(async ({ courseId, learners, reviews }) => ({ course: await loaded(await ctx.loaders.courseById.load(courseId), 'Course'), learners, reviews })),
    );
  }
}

@Resolver(() => ReviewResult)
export class ReviewResultResolver {
  @FieldResolver(() => CourseStudy, { description: "The course's queue after the grade." })
  study(@Root() result: ReviewResult, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<CourseStudy> {
    return ctx.services.study.study(user, result.courseId);
  }
}

@Resolver(() => LearnerProgress)
export class LearnerProgressResolver {
  @FieldResolver(() => Int, { description: "Days in a row (in the learner's time zone) with at least one card graded or quiz submitted, up to today; today counts once it has one." })
  streak(@Root() progress: LearnerProgress, @Ctx() ctx: Context): Promise<number> {
    return ctx.services.progress.streak(progress.userId);
  }

  @FieldResolver(() => Int, { description: "Cards graded before and due by the end of the learner's today, over every course." })
  dueToday(@Root() progress: LearnerProgress, @Ctx() ctx: Context): Promise<number> {
    return ctx.services.progress.dueToday(progress.userId);
  }

  @FieldResolver(() => [CourseProgress], { description: 'Each course the learner has graded a card of, by title.' })
  async courses(@Root() progress: LearnerProgress, @Ctx() ctx: Context): Promise<CourseProgress[]> {
    const started = await ctx.services.study.startedCourses(progress.userId);
    return Promise.all(started.map(async ({ courseId, counts }) => ({ course: await loaded<Course>(await ctx.loaders.courseById.load(courseId), 'Course'), counts })));
  }

  @FieldResolver(() => [ActivityProgress], { description: 'Each activity the learner has submitted a quiz of, by title.' })
  async activities(@Root() progress: LearnerProgress, @Ctx() ctx: Context): Promise<ActivityProgress[]> {
    const rows = await ctx.services.progress.activities(progress.userId);
    return Promise.all(rows.map(async (row) => ({ ...row, activity: await loaded<Activity>(await ctx.loaders.activityById.load(row.activityId), 'Activity') })));
  }

  @FieldResolver(() => [DayCount], { description: 'Cards graded on each of the last `days` days, today last.' })
  reviewsPerDay(@Root() progress: LearnerProgress, @Arg('days', () => Int, { defaultValue: 30 }) count: number, @Ctx() ctx: Context): Promise<DayCount[]> {
    return ctx.services.progress.reviewsPerDay(progress.userId, days(count));
  }

  @FieldResolver(() => [DayCount], { description: 'Cards falling due on each of the next `days` days, today first (overdue cards count on today).' })
  dueForecast(@Root() progress: LearnerProgress, @Arg('days', () => Int, { defaultValue: 14 }) count: number, @Ctx() ctx: Context): Promise<DayCount[]> {
    return ctx.services.progress.dueForecast(progress.userId, days(count));
  }
}

@Resolver(() => CourseStudyInsight)
export class CourseStudyInsightResolver {
  @FieldResolver(() => [HardCard], { description: 'The cards with the most "Again" grades, at most five.' })
  hardestCards(@Root() insight: CourseStudyInsight, @Ctx() ctx: Context): Promise<HardCard[]> {
    return ctx.loaders.hardestCardsByCourse.load(insight.course.id);
  }
}
