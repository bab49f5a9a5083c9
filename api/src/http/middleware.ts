import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import compression from 'compression';
import cors from 'cors';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import proxyaddr from 'proxy-addr';
import type { Config } from '../config';
import { clientAddressOf } from '../shared/client-address';
import { type Logger, redactUrl } from '../shared/logger';
import type { Middleware } from './lean-path';
import { trackRequestMetrics } from '../shared/request-metrics';

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

// What a request's log line adds: its SQL statements, and whether the read cache answered it.
const logFields = (res: object) => {
  const { locals } = res as { locals?: { metrics?: { sqlStatements: number }; readCache?: string } };
  return { sqlStatements: locals?.metrics?.sqlStatements, readCache: locals?.readCache };
};

export type SharedMiddleware = {
  // What every request passes first in Express: statement counter, request id and log line,
  // security headers, compression.
  everyRequest: RequestHandler[];
  // The API's CORS (browsers on the allowed origins may read the paging headers of REST lists too).
  apiCors: RequestHandler;
  // The same instances, and CORS, for a request answered outside Express (it also reads the
  // client's address as Express would, trusting `config.trustProxy` hops).
  outsideExpress: Middleware[];
};

/**
 * The middleware every request passes, on the Express path and outside it alike, made once so both
 * share the instances. `onPublicReadChanges` runs before the answer of a request that declared
 * changes to public reads leaves.
 */
export function sharedMiddleware(config: Config, logger: Logger, onPublicReadChanges: (ids: readonly number[]) => void): SharedMiddleware {
  const metrics = trackRequestMetrics(onPublicReadChanges);
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
      req: (req: Request) => ({ id: req.id, method: req.method, url: redactUrl(req.originalUrl ?? req.url), remoteAddress: clientAddressOf(req).ip }),
      res: (res: Response) => ({ statusCode: res.statusCode }),
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
  const apiCors = cors({ origin: config.corsOrigins, credentials: false, maxAge: 600, exposedHeaders: ['X-Total-Count', 'Link', 'X-Request-Id'] });
  // Express's reading of the client's address (trust proxy), for requests that skip Express.
  const trustedHops = (_address: string, hop: number) => hop < config.trustProxy;
  const readAddress: Middleware = (req, _res, next) => {
    (req as IncomingMessage & { ip?: string }).ip = proxyaddr(req, trustedHops);
    next();
  };
  return {
    everyRequest: [metrics, httpLogger, securityHeaders, compressWhenAsked],
    apiCors,
    outsideExpress: [metrics as Middleware, readAddress, httpLogger, securityHeaders, compressWhenAsked as Middleware, apiCors],
  };
}
