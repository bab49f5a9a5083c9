// The module registry: the one list of the platform's domains. Adding a domain is one folder with
// its `<name>.module.ts` (modules/module.ts says what a module declares) and one line here.
import type { BuildSchemaOptions } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { RateLimits1763800000000 } from '../db/migrations/1763800000000-rate-limits';
import { ReadCacheNotices1764200000000 } from '../db/migrations/1764200000000-read-cache-notices';
import { LoginDelays1764300700000 } from '../db/migrations/1764300700000-login-delays';
import { ReadCacheDeclaredChanges1764800000000 } from '../db/migrations/1764800000000-read-cache-declared-changes';
import { defineJob, type JobQueue } from '../jobs/job-queue';
import type { RestApi } from '../rest/route';
import type { Deps } from '../shared/deps';
import { purgeForgottenFailures } from '../shared/failure-delay';
import { purgeExpiredThrottles } from '../shared/throttle';
import { activitiesModule } from './activities/activities.module';
import { apiTokensModule } from './api-tokens/api-tokens.module';
import { auditModule } from './audit/audit.module';
import { authModule } from './auth/auth.module';
import { booksModule } from './books/books.module';
import { contactModule } from './contact/contact.module';
import { coursesModule } from './courses/courses.module';
import { dashboardsModule } from './dashboards/dashboards.module';
import { filesModule } from './files/files.module';
import { gradebookModule } from './gradebook/gradebook.module';
import { interchangeModule } from './interchange/interchange.module';
import { mailModule } from './mail/mail.module';
import type { AppModule, JobDeps, Loaders, MailSetup, Services } from './module';
import { opportunitiesModule } from './opportunities/opportunities.module';
import { papersModule } from './papers/papers.module';
import { questionBankModule } from './question-bank/question-bank.module';
import { rateLimitsModule } from './rate-limits/rate-limits.module';
import { purgeEndedBudgets } from './rate-limits/rate-limits.service';
import { quizzesModule } from './quizzes/quizzes.module';
import { studyModule } from './study/study.module';
import { usersModule } from './users/users.module';

export type { Loaders, MailSetup, Services } from './module';

// In the order their services are made (a module uses those of the modules before it); REST routes
// are added in the same order.
export const modules: readonly AppModule[] = [
  filesModule,
  mailModule,
  usersModule,
  authModule,
  apiTokensModule,
  rateLimitsModule,
  auditModule,
  coursesModule,
  booksModule,
  papersModule,
  opportunitiesModule,
  contactModule,
  activitiesModule,
  questionBankModule,
  quizzesModule,
  interchangeModule,
  studyModule,
  gradebookModule,
  dashboardsModule,
];

export const entities = modules.flatMap((module) => module.entities ?? []);
export const subscribers = modules.flatMap((module) => module.subscribers ?? []);

const [firstResolver, ...otherResolvers] = modules.flatMap((module) => module.resolvers ?? []);
if (!firstResolver) throw new Error('No module has a GraphQL resolver');
export const resolvers: BuildSchemaOptions['resolvers'] = [firstResolver, ...otherResolvers];

// The platform's own tables (the shared throttles, the read cache's notices, now gone) beside every module's, in timestamp order.
const timestampOf = (migration: { name: string }): string => /\d{13}$/.exec(migration.name)?.[0] ?? migration.name;
export const migrations = [RateLimits1763800000000, ReadCacheNotices1764200000000, LoginDelays1764300700000, ReadCacheDeclaredChanges1764800000000, ...modules.flatMap((module) => module.migrations ?? [])].sort((a, b) =>
  timestampOf(a).localeCompare(timestampOf(b)),
);

/**
 * Every module's services, made in the registry's order. A module that reads the services of one
 * listed after it is told so at start-up rather than handed undefined.
 */
export function createServices(deps: Deps, mailSetup: MailSetup = { transport: null, devMailbox: false }): Services {
  return servicesOf(modules, deps, mailSetup);
}

export function servicesOf(list: readonly AppModule[], deps: Deps, mailSetup: MailSetup): Services {
  const made: Record<string, unknown> = {};
  for (const module of list) {
    if (!module.services) continue;
    const before = new Proxy(made, {
      get(target, name) {
        if (typeof name === 'string' && !(name in target)) throw new Error(`The ${module.name} module reads services.${name}, which is made after it: list ${module.name} later in modules/registry.ts`);
        return target[name as string];
      },
    });
    Object.assign(made, module.services(deps, before as unknown as Services, mailSetup));
  }
  return made as unknown as Services;
}

/** Every module's REST routes, added to `api` in the registry's order. */
export function registerRoutes(api: RestApi, services: Services): void {
  for (const module of modules) module.routes?.(api, services);
}

// Throttle windows that ended over an hour ago, forgotten password failures and the API budgets
// whose window ended, removed by one instance every ten minutes.
const purgeThrottlesJob = defineJob<Record<string, never>>('throttles.purge', { schedule: '*/10 * * * *', retryLimit: 0 });

/**
 * Every kind of job, with the handler this instance's workers run. Without services (setting up a
 * database) only the queues are made.
 */
export function registerJobs(jobs: JobQueue, deps: JobDeps, services?: Services): void {
  for (const module of modules) module.jobs?.(jobs, deps, services);
  jobs.register(purgeThrottlesJob, async () => {
    await purgeExpiredThrottles(deps.dataSource, deps.clock.now().getTime());
    await purgeForgottenFailures(deps.dataSource, deps.clock.now());
    await purgeEndedBudgets(deps.dataSource, deps.clock.now());
  });
}

const DATA_SOURCE = Symbol('dataSource');
const MADE = Symbol('made');
type LoaderState = { [DATA_SOURCE]: DataSource; [MADE]: (object | undefined)[] };

let loaderPrototype: object | undefined;

/**
 * One prototype for every request's loaders: a getter per loader name that makes its module's
 * loaders the first time the request reads one of them. Most requests (a page of courses, a quiz
 * submission) use none, and making them all cost every request about 1 % of its CPU. The names
 * are learnt once per process, by making each module's loaders once.
 */
function loaderPrototypeFor(dataSource: DataSource): object {
  const prototype = {};
  modules.forEach((module, index) => {
    const make = module.loaders;
    if (!make) return;
    for (const name of Object.keys(make(dataSource))) {
      if (name in prototype) throw new Error(`Two modules have a loader named ${name}`);
      Object.defineProperty(prototype, name, {
        enumerable: true,
        get(this: LoaderState) {
          const loaders = (this[MADE][index] ??= make(this[DATA_SOURCE])) as Record<string, unknown>;
          return loaders[name];
        },
      });
    }
  });
  return prototype;
}

// New for every request, so a loader's cache never outlives the request that filled it.
export function createLoaders(dataSource: DataSource): Loaders {
  loaderPrototype ??= loaderPrototypeFor(dataSource);
  const state: LoaderState = { [DATA_SOURCE]: dataSource, [MADE]: [] };
  return Object.assign(Object.create(loaderPrototype) as object, state) as unknown as Loaders;
}
