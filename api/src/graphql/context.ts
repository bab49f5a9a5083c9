import type { Viewer } from '../shared/auth/access';
import type { Loaders, Services } from '../modules/registry';

export type Context = Viewer & {
  requestId: string;
  ip: string;
  services: Services;
  loaders: Loaders;
};
