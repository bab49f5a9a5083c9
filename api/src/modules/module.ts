import type { DataSource, MigrationInterface } from 'typeorm';
import type { JobQueue } from '../jobs/job-queue';
import type { RestApi } from '../rest/route';
import type { Deps } from '../shared/deps';
import type { MailTransport } from './mail/mail.transport';

// How mail leaves this instance: SMTP (SMTP_URL or the development mailbox), or null (production
// without SMTP_URL: mail waits, saying why); and whether the development mailbox is on.
export type MailSetup = { transport: MailTransport | null; devMailbox: boolean };

/**
 * Every module's services, by name. Each module adds its own from its `<name>.module.ts`
 * (`declare module '../module' { interface Services extends ... {} }`), so this type grows with the
 * modules and nothing else lists them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging (above)
export interface Services {}

/** Every module's per-request loaders, by name; each module adds its own the same way. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging (above)
export interface Loaders {}

export type JobDeps = Pick<Deps, 'dataSource' | 'config' | 'clock'>;

/**
 * A domain of the platform, declared once in its own folder (`<name>.module.ts`) and listed once in
 * modules/registry.ts: its entities, migrations, GraphQL resolvers, services, per-request loaders,
 * REST routes and jobs. Everything that serves the platform collects them from there.
 */
export type AppModule = {
  name: string;
  // TypeORM entity classes.
  entities?: readonly (new (...args: never[]) => object)[];
  // Migration classes; every module's run together, ordered by their timestamps.
  migrations?: readonly (new () => MigrationInterface)[];
  // TypeORM subscriber classes (decorated with @EventSubscriber), e.g. the audit log's.
  subscribers?: readonly (new () => object)[];
  // TypeGraphQL resolver classes.
  resolvers?: readonly (new (...args: never[]) => object)[];
  /**
   * Made once per process, in the registry's order: a module may use the services of the modules
   * listed before it (reading a later one's throws at start-up, naming both).
   */
  services?: (deps: Deps, made: Services, mailSetup: MailSetup) => object;
  // Made anew for each request that uses one of them, so a loader's cache never outlives its request.
  loaders?: (dataSource: DataSource) => object;
  // The module's routes of the REST compatibility layer.
  routes?: (api: RestApi, services: Services) => void;
  // Each kind of job with this instance's handler; without services (setting up a database) only the queues.
  jobs?: (queue: JobQueue, deps: JobDeps, services: Services | undefined) => void;
};

export const defineModule = (module: AppModule): AppModule => module;
