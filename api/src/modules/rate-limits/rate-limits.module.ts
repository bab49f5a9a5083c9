import type { Deps } from '../../shared/deps';
import { defineModule } from '../module';
import { ApiRateBudgets1765000000000 } from './migrations/1765000000000-api-rate-budgets';
import { RateLimitsResolver, UserRateLimitResolver } from './rate-limits.resolver';
import { createRateLimitLoaders, RateLimitService } from './rate-limits.service';

type RateLimitsServices = { rateLimits: RateLimitService };

const services = (deps: Deps): RateLimitsServices => ({ rateLimits: new RateLimitService(deps) });

declare module '../module' {
  interface Services extends RateLimitsServices {}
  interface Loaders extends ReturnType<typeof createRateLimitLoaders> {}
}

/**
 * The API's rate limits (issue 39): an hourly points budget per token, session user and client
 * address, in PostgreSQL (rate-limits.service.ts); spent by GraphQL (rate-limit.plugin.ts, and
 * subscriptions in graphql/live/ws-server.ts) and REST (rest/route.ts, rest/cached-reads.ts), told in
 * every answer (rate-limit-answers.ts), priced by points.ts. Ended windows are deleted by the
 * `throttles.purge` job (modules/registry.ts).
 */
export const rateLimitsModule = defineModule({
  name: 'rate-limits',
  migrations: [ApiRateBudgets1765000000000],
  resolvers: [RateLimitsResolver, UserRateLimitResolver],
  services,
  loaders: createRateLimitLoaders,
});
