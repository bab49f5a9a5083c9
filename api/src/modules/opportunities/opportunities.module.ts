import type { Deps } from '../../shared/deps';
import { defineModule } from '../module';
import { Opportunities1763700300000 } from './migrations/1763700300000-opportunities';
import { Opportunity } from './opportunity.entity';
import { OpportunityResolver } from './opportunity.resolver';
import { registerOpportunityRoutes } from './opportunity.rest';
import { OpportunityService } from './opportunity.service';

const services = (deps: Deps) => ({ opportunities: new OpportunityService(deps) });

declare module '../module' {
  interface Services extends ReturnType<typeof services> {}
}

export const opportunitiesModule = defineModule({
  name: 'opportunities',
  entities: [Opportunity],
  migrations: [Opportunities1763700300000],
  resolvers: [OpportunityResolver],
  services,
  routes: registerOpportunityRoutes,
});
