import { Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { Role } from '../users/role';
import { AdminDashboard, LearnerDashboard, TutorDashboard } from './dashboard.types';
import { Scope } from '../../graphql/scope-directive';

@Resolver()
export class DashboardResolver {
  @Auth(Role.ADMIN)
  @Query(() => AdminDashboard, { description: 'Platform-wide figures for the admin dashboard.' })
  adminDashboard(@Ctx() ctx: Context): Promise<AdminDashboard> {
    return ctx.services.dashboards.admin();
  }

  @Auth(Role.TUTOR)
  @Query(() => TutorDashboard, { description: "The signed-in tutor's own figures." })
  @Scope('read:results')
  tutorDashboard(@CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<TutorDashboard> {
    return ctx.services.dashboards.tutor(user);
  }

  @Auth()
  @Query(() => LearnerDashboard, { description: "The signed-in user's quiz figures." })
  @Scope('read:results')
  learnerDashboard(@CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<LearnerDashboard> {
    return ctx.services.dashboards.learner(user);
  }
}
