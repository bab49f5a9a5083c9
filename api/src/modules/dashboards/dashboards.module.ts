import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

// What this module adds to Services (named, since its factory reads Services itself).
type DashboardServices = { dashboards: DashboardService };

// The services it reads, taken out of `made` now: kept, the registry's start-up guard would stand in every call.
const services = (deps: Deps, { users, papers, courses, opportunities, contact, quizzes, quizAttempts }: Services): DashboardServices => ({
  dashboards: new DashboardService(deps, { users, papers, courses, opportunities, contact, quizzes, quizAttempts }),
});

declare module '../module' {
  interface Services extends DashboardServices {}
}

export const dashboardsModule = defineModule({ name: 'dashboards', resolvers: [DashboardResolver], services });
