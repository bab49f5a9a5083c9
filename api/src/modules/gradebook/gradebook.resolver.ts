import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import { toConnection } from '../../graphql/pagination';
import type { AuthUser } from '../../shared/auth/access';
import { cursorPage } from '../../shared/pagination';
import { Role } from '../users/role';
import { csvText } from './gradebook.service';
import { Gradebook, GradebookArgs } from './gradebook.types';
import { Scope } from '../../graphql/scope-directive';

@Resolver()
export class GradebookResolver {
  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => Gradebook, {
    description: "An activity's gradebook: its quizzes as columns, a row per learner who attempted any. The activity's tutor or an admin (FORBIDDEN otherwise).",
  })
  @Scope('read:results')
  async gradebook(@Arg('activityId', () => ID) activityId: string, @Args() args: GradebookArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Gradebook> {
    const page = cursorPage({ first: args.first, after: args.after });
    const { quizzes, rows, activityId: id } = await ctx.services.gradebook.gradebook(user, activityId, args.search, page);
    return { activityId: id, quizzes, rows: toConnection(rows) };
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => String, { description: 'The gradebook as CSV, every row: the same file as GET /api/activities/{id}/gradebook.csv.' })
  @Scope('read:results')
  async gradebookCsv(@Arg('activityId', () => ID) activityId: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return csvText(await ctx.services.gradebook.gradebookCsv(user, activityId));
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => String, { description: "A quiz's attempts as CSV: the same file as GET /api/quizzes/{id}/attempts.csv. The quiz's tutor or an admin." })
  @Scope('read:results')
  async quizAttemptsCsv(@Arg('quizId', () => ID) quizId: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return csvText(await ctx.services.gradebook.quizAttemptsCsv(user, quizId));
  }
}
