import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { ConnectionArgs, pageOfArgs, selects, toConnection } from '../../graphql/pagination';
import { Role } from '../users/role';
import { Course, CourseQuestion } from './course.entity';
import { CourseConnection, CourseInput, CourseQuestionConnection, CourseListArgs, CourseQuestionInput, NewCourseQuestionInput } from './course.types';
import { Cacheable } from '../../graphql/cacheable';
import { Scope } from '../../graphql/scope-directive';

@Resolver(() => Course)
export class CourseResolver {
  @Cacheable()
  @Query(() => CourseConnection, { description: 'The course catalogue, newest first, or the best matches of `search`.' })
  @Scope('read:courses')
  async courses(@Args() { search, ...page }: CourseListArgs, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<CourseConnection> {
    return toConnection(await ctx.services.courses.list(search, pageOfArgs(page), { withTotal: selects(info, 'totalCount') }));
  }

  @Cacheable()
  @Query(() => Course, { description: 'One course; NOT_FOUND when it does not exist.' })
  @Scope('read:courses')
  course(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Course> {
    return ctx.services.courses.get(id);
  }

  @Cacheable()
  @FieldResolver(() => CourseQuestionConnection, { description: 'Its questions, oldest first, a page at a time.' })
  async questions(@Root() course: Course, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<CourseQuestionConnection> {
    return toConnection(await ctx.loaders.questionPagesByCourse.load({ parentId: course.id, page: pageOfArgs(args) }));
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may change or delete the course and its questions: its creator or an admin.' })
  canEdit(@Root() course: Course, @Ctx() ctx: Context): boolean {
    return ctx.services.courses.canEdit(course, ctx.user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => Course)
  createCourse(@Arg('input') input: CourseInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Course> {
    return ctx.services.courses.create(input, user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => Course)
  updateCourse(@Arg('id', () => ID) id: string, @Arg('input') input: CourseInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Course> {
    return ctx.services.courses.update(id, input, user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => ID, { description: 'Deletes the course and its questions; returns its id.' })
  deleteCourse(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.courses.remove(id, user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => CourseQuestion)
  @Scope('write:quizzes')
  addCourseQuestion(@Arg('input') input: NewCourseQuestionInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<CourseQuestion> {
    return ctx.services.courses.addQuestion(input.courseId, input, user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => CourseQuestion)
  @Scope('write:quizzes')
  updateCourseQuestion(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: CourseQuestionInput,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<CourseQuestion> {
    return ctx.services.courses.updateQuestion(id, input, user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => ID, { description: 'Returns the deleted question id.' })
  @Scope('write:quizzes')
  deleteCourseQuestion(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.courses.removeQuestion(id, user);
  }
}
