import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, RequestListener, Server } from 'node:http';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cors from 'cors';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import proxyaddr from 'proxy-addr';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Context } from './graphql/context';
import type { JobQueue } from './jobs/job-queue';
import { createApolloServer } from './graphql/server';
import { createFilesRouter } from './modules/files/files.routes';
import { graphqlUploads } from './modules/files/upload.middleware';
import { createUploadLimits } from './modules/files/upload-gate';
import { openMailOutlet } from './modules/mail/mail.setup';
import { createLoaders, createServices, registerJobs, type Services } from './modules/registry';
import { restErrorHandler } from './rest/error-handler';
import { cachedRestReads } from './rest/cached-reads';
import { createRestApi, createRestRouter } from './rest/router';
import type { Viewer } from './shared/auth/access';
import { clientAddressOf } from './shared/client-address';
import type { Clock, ManualClock } from './shared/clock';
import { deliver, EVENTS_CHANNEL } from './graphql/live/events';
import { PgListener } from './graphql/live/pg-listener';
import { JSON_BODY_LIMIT, handleJsonGraphqlPosts, isJsonGraphqlPost, writeGraphqlError } from './graphql/json-posts-outside-express';
import { PublicReads } from './graphql/read-cache/public-reads';
import { READ_CACHE_DEFAULTS, ReadCache } from './graphql/read-cache/read-cache';
import { getSchema } from './graphql/schema';
import { attachLiveServer, type LiveServerOptions } from './graphql/live/ws-server';
import { buildDeps, type Deps } from './shared/deps';
import type { Middleware } from './shared/middleware-chain';
import { type Logger, redactUrl } from './shared/logger';
import { PUBLIC_READ_CHANGES_CHANNEL } from './shared/public-read-changes';
import { trackRequestMetrics } from './shared/request-metrics';
import { serveWebApp } from './web/web-app';
import { refuseNulText } from './shared/request-input';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
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

const REQUEST_ID = /^[\w-]{1,64}$/;

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Chakra UI (emotion) and GraphiQL inject <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Book covers come from the books service's host.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
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
  // This instance hears the changes announced on any instance: live updates, and the changes that
  // empty the read cache (emptied too whenever the listener (re)connects: it may have missed some).
  const listener = PgListener.of(
    dataSource,
    logger,
    {
      [EVENTS_CHANNEL]: (payload) => {
        if (!deliver(payload)) logger.warn({ channel: EVENTS_CHANNEL }, 'live update notice not understood');
      },
      [PUBLIC_READ_CHANGES_CHANNEL]: (payload) => deps.publicReadChanges.heard(payload),
    },
    () => readCache.clear(),
    config.listenerHeartbeatMs ? { everyMs: config.listenerHeartbeatMs, timeoutMs: Math.max(config.listenerHeartbeatMs / 2, 500) } : undefined,
  );
  await listener.start();
  const lifecycle = { stopping: false };
  const production = config.env === 'production';
  const app = express();
  app.disable('x-powered-by');
  // Behind N proxies (nginx, a load balancer), req.ip is the address the outermost trusted one saw.
  app.set('trust proxy', config.trustProxy > 0 ? config.trustProxy : false);
  // API answers are per request (and GraphQL is POST): no hashing every body for an ETag.
  // Stored files set their own strong ETag; the web app's static files get theirs from serve-static.
  app.set('etag', false);

  // The middleware every request passes, on the Express path and on GraphQL's lean JSON path alike.
  const metrics = trackRequestMetrics((changes) => deps.publicReadChanges.settle(changes));
  const httpLogger = pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      // Health probes every few seconds would drown the log.
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // A short account of each request, without its headers: they carry tokens, and copying and
      // redacting them cost every request more than the rest of its log line.
      wrapSerializers: false,
      serializers: {
        req: (req: express.Request) => ({ id: req.id, method: req.method, url: redactUrl(req.originalUrl ?? req.url), remoteAddress: clientAddressOf(req).ip }),
        res: (res: express.Response) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
      },
      // readCache: hit or miss, for the reads the cache may answer (public-reads.ts).
      customSuccessObject: (_req, res, value: object) => ({ ...value, ...logFields(res) }),
      customErrorObject: (_req, res, _error, value: object) => ({ ...value, ...logFields(res) }),
    });
  const securityHeaders = helmet({ contentSecurityPolicy });
  // gzip (or deflate) for clients that ask: the web app's scripts and the API's JSON. Stored PDFs
  // and images are compressed already and go out as they are (compression skips their types).
  const compress = compression();
  const compressWhenAsked: RequestHandler = (req, res, next) => {
    // Nothing to do for a client that asks for no encoding (most API clients): skip the
    // middleware's per-response wrapping, but tell caches that the answer depends on the header.
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
  // Browsers on the allowed origins may read the paging headers of REST lists too.
  const apiCors = cors({ origin: config.corsOrigins, credentials: false, maxAge: 600, exposedHeaders: ['X-Total-Count', 'Link', 'X-Request-Id'] });
  app.use(metrics, httpLogger, securityHeaders, compressWhenAsked);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', readinessCheck(dataSource, lifecycle));
  // Tests only (MOVABLE_CLOCK=1, refused in production): move the services' clock forward.
  const movable = config.movableClock ? clock : undefined;
  if (movable && 'advance' in movable) {
    app.post('/dev/clock', express.json(), (req, res) => {
      const ms = Number((req.body as { advanceMs?: unknown } | undefined)?.advanceMs);
      if (!Number.isInteger(ms) || ms < 0) {
        res.status(400).json({ message: 'advanceMs must be a whole number of milliseconds, 0 or more' });
        return;
      }
      (movable as ManualClock).advance(ms);
      res.json({ now: movable.now().toISOString() });
    });
  }

  const authenticate: RequestHandler = async (req, _res, next) => {
    try {
      req.viewer = await services.auth.authenticate(req.headers.authorization);
      next();
    } catch (error) {
      next(error);
    }
  };

  const apollo = await createApolloServer({ production, logger });
  // Uploads in flight on this instance, counted once whether they come by GraphQL or REST.
  const uploads = createUploadLimits({ windowMs: config.uploadRateWindowMs });
  const contextOf = (req: IncomingMessage, viewer: Viewer): Context => ({
    ...viewer,
    requestId: String(req.id),
    ip: clientAddressOf(req).ip,
    services,
    loaders: createLoaders(dataSource),
  });
  // Express's reading of the client's address (trust proxy), for requests that skip Express.
  const trustedHops = (_address: string, hop: number) => hop < config.trustProxy;
  // What a request on a lean path passes before its answer: the same instances as on Express.
  const leanChain: Middleware[] = [
    metrics as Middleware,
    (req, _res, next) => {
      (req as IncomingMessage & { ip?: string }).ip = proxyaddr(req, trustedHops);
      next();
    },
    httpLogger,
    securityHeaders as Middleware,
    compressWhenAsked as Middleware,
    apiCors,
  ];
  const lean = handleJsonGraphqlPosts({
    apollo,
    logger,
    readCache,
    publicReads: new PublicReads(getSchema()),
    authenticate: (authorization) => services.auth.authenticate(authorization),
    context: contextOf,
    before: leanChain,
  });
  const graphiqlPage = path.join(config.webDistDir, 'graphiql.html');
  app.get('/graphql', (req, res, next) => {
    // A browser asking for the page gets the IDE; API clients get GraphQL over GET.
    if (req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html' && existsSync(graphiqlPage)) {
      res.sendFile(graphiqlPage);
      return;
    }
    next();
  });
  app.use(
    '/graphql',
    apiCors,
    // Before the uploads: their limits are per user. The token is a header, not the body.
    authenticate,
    // Multipart (file upload) requests only; read whole first, then parsed: size-, count- and pace-limited.
    graphqlUploads(uploads),
    express.json({ limit: JSON_BODY_LIMIT }),
    refuseNulText,
    expressMiddleware(apollo, { context: async ({ req }) => contextOf(req, req.viewer) }),
  );
  app.use('/graphql', (error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    writeGraphqlError(res, error, logger, req.id);
  });

  const restApi = createRestApi(services, uploads);
  app.use('/api', apiCors, express.json({ limit: JSON_BODY_LIMIT }), refuseNulText, authenticate, createRestRouter(restApi));

  const restReads = cachedRestReads({ readCache, isPublicRead: restApi.publicReadPath(), before: leanChain, express: app, logger });

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
    app: (req, res) => {
      if (isJsonGraphqlPost(req)) lean(req, res);
      else if (!restReads(req, res)) app(req, res);
    },
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

// What a request's log line adds: its SQL statements, and whether the read cache answered it.
const logFields = (res: object) => {
  const { locals } = res as { locals?: { metrics?: { sqlStatements: number }; readCache?: string } };
  return { sqlStatements: locals?.metrics?.sqlStatements, readCache: locals?.readCache };
};

// Ready for traffic: the database answers, and this instance is not stopping. (It listens only
// once its migrations are done.) /healthz says only that the process is up.
function readinessCheck(dataSource: DataSource, lifecycle: { stopping: boolean }): RequestHandler {
  return async (_req, res) => {
    if (lifecycle.stopping) {
      res.status(503).json({ status: 'stopping', database: 'unknown' });
      return;
    }
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ready', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  };
}
