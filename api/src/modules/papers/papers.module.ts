import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { Papers1763700210000 } from './migrations/1763700210000-papers';
import { Paper } from './paper.entity';
import { PaperResolver } from './paper.resolver';
import { registerPaperRoutes } from './paper.rest';
import { PaperService } from './paper.service';

// What this module adds to Services (named, since its factory reads Services itself).
type PaperServices = { papers: PaperService };

const services = (deps: Deps, { files }: Pick<Services, 'files'>): PaperServices => ({ papers: new PaperService(deps, files) });

declare module '../module' {
  interface Services extends PaperServices {}
}

export const papersModule = defineModule({
  name: 'papers',
  entities: [Paper],
  migrations: [Papers1763700210000],
  resolvers: [PaperResolver],
  services,
  routes: registerPaperRoutes,
});
