import type { Deps } from '../../shared/deps';
import { defineModule } from '../module';
import { createFileLoaders } from './file.loaders';
import { StoredFileResolver } from './file.resolver';
import { FileService } from './file.service';
import { Files1763700200000 } from './migrations/1763700200000-files';
import { StoredFile } from './stored-file.entity';

const services = (deps: Deps) => ({ files: new FileService(deps) });

declare module '../module' {
  interface Services extends ReturnType<typeof services> {}
  interface Loaders extends ReturnType<typeof createFileLoaders> {}
}

export const filesModule = defineModule({
  name: 'files',
  entities: [StoredFile],
  migrations: [Files1763700200000],
  resolvers: [StoredFileResolver],
  services,
  loaders: createFileLoaders,
});
