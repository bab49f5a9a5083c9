import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

// What this module adds to Services (named, since its factory reads Services itself).
type DashboardServices = { dashboards: DashboardService };

const services = (deps: Deps, made: Services): DashboardServices => ({ dashboards: new DashboardService(deps, made) });

declare module '../module' {
  interface Services extends DashboardServices {}
}

export const dashboardsModule = defineModule({ name: 'dashboards', resolvers: [DashboardResolver], services });
