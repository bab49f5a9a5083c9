import type { Viewer } from '../shared/auth/access';
import type { Services } from '../modules/registry';

export type Context = Viewer & {
  requestId: string;
  ip: string;
  services: Services;
};
