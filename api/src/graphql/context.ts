import type { Viewer } from '../shared/auth/access';
import type { Loaders, Services } from '../modules/registry';
import type { RequestRateLimit } from '../modules/rate-limits/rate-limit.plugin';

export type Context = Viewer & {
  requestId: string;
  ip: string;
  services: Services;
  loaders: Loaders;
  // The caller's API budget in this request (modules/rate-limits/rate-limit.plugin.ts).
  rateLimit?: RequestRateLimit;
};
