import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { type CachedAnswer, type ReadCache, setReadCacheOutcome, writeCachedAnswer } from '../graphql/read-cache/read-cache';
import type { Logger } from '../shared/logger';
import { type Middleware, runChain } from '../http/lean-path';
import { fromHttpError } from './error-handler';
import { httpStatusOf } from '../shared/errors';
import type { Budget } from '../modules/rate-limits/rate-limits.service';
import { rateLimitedRestBody, setRateLimitHeaders, writeRateLimited } from '../modules/rate-limits/rate-limit-answers';

// The representation a cached REST answer keeps; security headers, CORS and the request id come
// from the middleware each time.
const KEPT_HEADERS = ['content-type', 'x-total-count', 'link'];

export type CachedRestReadsOptions = {
  readCache: ReadCache;
  // Whether a path under /api is a public read (RestApi#publicReadPath).
  isPublicRead: (path: string) => boolean;
  // What Express runs first for every request (the same instances), run here before a cached answer.
  before: readonly Middleware[];
  // Spends the caller's hourly budget (modules/rate-limits/rest-budget.ts): a miss spends on the route, as any REST call.
  spend: (req: IncomingMessage) => Promise<Budget>;
  // Express: answers every miss, as it answers any request.
  express: RequestListener;
  logger: Logger;
};

/**
 * The REST layer's public reads (`publicRead` routes: the catalogue, a course) answered from the
 * read cache when it holds them, past Express's router, body parser and the session check (a hit
 * reads a bearer token only to know whose budget it spends: modules/rate-limits); a miss
 * goes through Express as ever, and its answer is kept when it is whole (a 200; as it was before
 * compression, which each request gets anew as it asks).
 * Returns false, doing nothing, for a request that is not such a read.
 */
export function cachedRestReads(options: CachedRestReadsOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { readCache, express } = options;
  return (req, res) => {
    if (!readCache.enabled || req.method !== 'GET' || !req.url?.startsWith('/api/')) return false;
    const query = req.url.indexOf('?');
    if (!options.isPublicRead(req.url.slice('/api'.length, query < 0 ? undefined : query))) return false;
    // Links to other pages are built from the host and protocol the client (or proxy) named.
    const { host, accept } = req.headers;
    const key = ['rest', host, req.headers['x-forwarded-host'], req.headers['x-forwarded-proto'], accept, req.url].join('\n');
    const cached = readCache.get(key);
    if (cached) {
      const fail = (error: unknown) => {
        // The database out of reach while spending: 503, as the REST error handler says it.
        const appError = fromHttpError(error);
        if (!appError) options.logger.error({ err: error }, 'request failed');
        res.statusCode = appError ? httpStatusOf(appError) : 500;
        if (!appError) return void res.end();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ error: appError.message, message: appError.message, code: appError.code }));
      };
      const answer = async () => {
        setReadCacheOutcome(res, 'hit');
        const budget = await options.spend(req);
        if (budget.refused) return writeRateLimited(res, budget, rateLimitedRestBody(budget));
        setRateLimitHeaders(res, budget);
        // A browser (or a proxy) that holds this answer asks again with its tag: 304, no body.
        const etag = cached.headers.find(([name]) => name === 'etag')?.[1];
        if (etag && req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          for (const [name, value] of cached.headers) if (name === 'etag' || name === 'cache-control') res.setHeader(name, value);
          res.end();
          return;
        }
        writeCachedAnswer(res, cached);
      };
      runChain(options.before, req, res, () => void answer().catch(fail), fail);
      return true;
    }
    const startedAt = readCache.begin();
    keepAnswer(res, (answer) => readCache.set(key, startedAt, answer));
    (res as ServerResponse & { locals?: Record<string, unknown> }).locals = { readCache: 'miss' };
    express(req, res);
    return true;
  };
}

// What compression (the middleware) may have made of a body, undone.
const DECODE: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

// Collects what the response writes, and hands it over, as it was before compression, if it is a 200.
function keepAnswer(res: ServerResponse, keep: (answer: CachedAnswer) => void): void {
  const chunks: Buffer[] = [];
  // Called back with .call(this) in the replacements below.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- see above
  const { write, end } = res;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    const encoding = String(res.getHeader('content-encoding') ?? 'identity');
    const decode = encoding === 'identity' ? (body: Buffer) => body : DECODE[encoding];
    if (res.statusCode === 200 && decode) {
      const headers = KEPT_HEADERS.flatMap((name) => {
        const value = res.getHeader(name);
        return value === undefined ? [] : [[name, String(value)] as const];
      });
      const body = decode(Buffer.concat(chunks)).toString('utf8');
      // Served from the cache with a tag of its body, to be asked again each time (no-cache): a
      // client holding the same answer gets a 304.
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      keep({ headers: [...headers, ['etag', etag], ['cache-control', 'no-cache']], body });
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
}
