import type { IncomingMessage, RequestListener, Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Context } from './graphql/context';
import { mountGraphql } from './graphql/express-routes';
import { JSON_BODY_LIMIT, handleJsonGraphqlPosts } from './graphql/json-posts-outside-express';
import { deliver, EVENTS_CHANNEL } from './graphql/live/events';
import { PgListener } from './graphql/live/pg-listener';
import { attachLiveServer, type LiveServerOptions } from './graphql/live/ws-server';
import { PublicReads } from './graphql/read-cache/public-reads';
import { READ_CACHE_DEFAULTS, ReadCache } from './graphql/read-cache/read-cache';
import { getSchema } from './graphql/schema';
import { createApolloServer } from './graphql/server';
import { leanPath } from './http/lean-path';
import { sharedMiddleware } from './http/middleware';
import { type Lifecycle, mountOperations } from './http/operations';
import type { JobQueue } from './jobs/job-queue';
import { createFilesRouter } from './modules/files/files.routes';
import { createUploadLimits } from './modules/files/upload-gate';
import { openMailOutlet } from './modules/mail/mail.setup';
import { createLoaders, createServices, registerJobs, type Services } from './modules/registry';
import { budgetOwnerOf } from './modules/rate-limits/rate-limits.service';
import { cachedRestReadBudget } from './modules/rate-limits/rest-budget';
import { cachedRestReads } from './rest/cached-reads';
import { restErrorHandler } from './rest/error-handler';
import { createRestApi, createRestRouter } from './rest/router';
import type { Viewer } from './shared/auth/access';
import { clientAddressOf } from './shared/client-address';
import type { Clock } from './shared/clock';
import { buildDeps, type Deps } from './shared/deps';
import type { Logger } from './shared/logger';
import { PUBLIC_READ_CHANGES_CHANNEL } from './shared/public-read-changes';
import { refuseNulText } from './shared/request-input';
import { serveWebApp } from './web/web-app';
import { nextFlight } from './shared/next-flight';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types req through its global namespace
  namespace Express {
    interface Request {
      viewer: Viewer;
    }
  }
}

export type AppOptions = {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  // Not started yet: the app registers its kinds of job and handlers, then starts it.
  jobs: JobQueue;
  // More kinds of job for this instance (tests prove the queue's mechanics with their own).
  registerExtraJobs?: (jobs: JobQueue, deps: Deps) => void;
  // The services' clock (tests move it); the system clock otherwise.
  clock?: Clock;
};
export type App = {
  // What the HTTP server runs for each request: GraphQL's JSON requests on the lean path, the rest
  // through Express.
  app: RequestListener;
  services: Services;
  // Where the development mailbox listens, when it catches this instance's mail.
  devMailboxUrl: string | null;
  // From now on /readyz answers 503, so a balancer stops sending new work here.
  beginShutdown: () => void;
  // Stops the job workers (letting running jobs finish: a no-op if already stopped) and Apollo.
  stop: () => Promise<void>;
  // Serves GraphQL subscriptions (the live updates) over WebSocket on this HTTP server's /graphql.
  attachLive: (server: Server, options?: LiveServerOptions) => { dispose: () => Promise<void> };
};

export async function createApp({ config, dataSource, logger, jobs, registerExtraJobs, clock }: AppOptions): Promise<App> {
  const deps = buildDeps({ config, dataSource, logger, jobs, clock });
  const outlet = await openMailOutlet(config, dataSource, logger);
  const services = createServices(deps, { transport: outlet.transport, devMailbox: outlet.devMailboxUrl !== null });
  registerJobs(jobs, deps, services);
  registerExtraJobs?.(jobs, deps);
  await jobs.start();
  // The answers to public reads, kept until a service on any instance declares a change to what they show.
  const readCache = new ReadCache(deps.clock, { ...READ_CACHE_DEFAULTS, ttlMs: config.readCacheTtlMs ?? READ_CACHE_DEFAULTS.ttlMs });
  const forgetChanges = deps.publicReadChanges.onChange(() => readCache.clear());
  const listener = await listenForNotices(deps, () => readCache.clear());
  const lifecycle: Lifecycle = { stopping: false };
  const app = express();
  app.disable('x-powered-by');
  // Behind N proxies (nginx, a load balancer), req.ip is the address the outermost trusted one saw.
  app.set('trust proxy', config.trustProxy > 0 ? config.trustProxy : false);
  // API answers are per request (and GraphQL is POST): no hashing every body for an ETag.
  // Stored files set their own strong ETag; the web app's static files get theirs from serve-static.
  app.set('etag', false);
  const shared = sharedMiddleware(config, logger, (changes) => deps.publicReadChanges.settle(changes));
  app.use(...shared.everyRequest);
  mountOperations(app, { dataSource, lifecycle, movableClock: config.movableClock ? clock : undefined });

  // Requests with the same Authorization header while its check is in flight share the next check
  // (shared/next-flight.ts): a busy tool or browser costs one statement per round trip, not per request.
  const checkHeader = nextFlight((header) => services.auth.authenticate(header || undefined));
  const viewerOf = async (header: string | undefined): Promise<Viewer> => (header ? { ...(await checkHeader(header)) } : { user: null, authError: null });
  const authenticate: RequestHandler = async (req, _res, next) => {
    try {
      req.viewer = await viewerOf(req.headers.authorization);
      next();
    } catch (error) {
      next(error);
    }
  };
  const publicReads = new PublicReads(getSchema());
  const apollo = await createApolloServer({
    production: config.env === 'production',
    logger,
    isPublicRead: (query, operationName) => publicReads.audienceOf(query, operationName) === 'anyone',
  });
  // Uploads in flight on this instance, counted once whether they come by GraphQL or REST.
  const uploads = createUploadLimits({ windowMs: config.uploadRateWindowMs });
  const contextOf = (req: IncomingMessage, viewer: Viewer): Context => ({
    ...viewer,
    requestId: req.id as string,
    ip: clientAddressOf(req).ip,
    services,
    loaders: createLoaders(dataSource),
  });
  const jsonPosts = handleJsonGraphqlPosts({
    apollo,
    logger,
    readCache,
    publicReads,
    authenticate: viewerOf,
    context: contextOf,
    budgetOwner: (req, viewer) => budgetOwnerOf(viewer, clientAddressOf(req).ip),
    spend: (owner, points) => services.rateLimits.spend(owner, points),
    before: shared.outsideExpress,
  });
  mountGraphql(app, { apollo, logger, apiCors: shared.apiCors, authenticate, uploads, context: (req) => contextOf(req, req.viewer), webDistDir: config.webDistDir });

  const restApi = createRestApi(services, uploads);
  app.use('/api', shared.apiCors, express.json({ limit: JSON_BODY_LIMIT }), refuseNulText, authenticate, createRestRouter(restApi));
  const restReads = cachedRestReads({
    readCache,
    isPublicRead: restApi.publicReadPath(),
    before: shared.outsideExpress,
    spend: cachedRestReadBudget(services.rateLimits, viewerOf),
    express: app,
    logger,
  });

  // Stored files (papers' PDFs and images): public, unguessable, immutable URLs.
  app.use('/files', createFilesRouter(services.files));
  serveWebApp(app, {
    distDir: config.webDistDir,
    logger,
    readCache,
    // A page rendered with data shows what GraphQL answers a visitor: the same operation, run by Apollo.
    visitorQuery: async (req, request) => {
      const reply = await apollo.executeOperation(request, { contextValue: contextOf(req, { user: null, authError: null }) });
      if (reply.body.kind !== 'single') throw new Error(`${request.operationName} answered incrementally`);
      return reply.body.singleResult;
    },
  });
  app.use(restErrorHandler);

  return {
    app: leanPath({ jsonGraphqlPosts: jsonPosts, cachedRestReads: restReads, express: app }),
    services,
    devMailboxUrl: outlet.devMailboxUrl,
    beginShutdown: () => {
      lifecycle.stopping = true;
    },
    stop: async () => {
      forgetChanges();
      await Promise.all([jobs.stop(config.shutdownTimeoutMs), apollo.stop(), listener.stop()]);
      await outlet.close();
    },
    attachLive: (server, options) => attachLiveServer(server, { services, dataSource, config, logger }, options),
  };
}

/**
 * This instance hears the changes announced on any instance: live updates, and the declared changes
 * to public reads (`onMissed` too whenever the listener (re)connects: it may have missed some).
 */
async function listenForNotices({ dataSource, logger, config, publicReadChanges }: Deps, onMissed: () => void): Promise<PgListener> {
  const listener = PgListener.of(
    dataSource,
    logger,
    {
      [EVENTS_CHANNEL]: (payload) => {
        if (!deliver(payload)) logger.warn({ channel: EVENTS_CHANNEL }, 'live update notice not understood');
      },
      [PUBLIC_READ_CHANGES_CHANNEL]: (payload) => publicReadChanges.heard(payload),
    },
    onMissed,
    config.listenerHeartbeatMs ? { everyMs: config.listenerHeartbeatMs, timeoutMs: Math.max(config.listenerHeartbeatMs / 2, 500) } : undefined,
  );
  await listener.start();
  return listener;
}
