import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { Logger } from '../shared/logger';
import { fromHttpError } from '../rest/error-handler';
import type { Viewer } from '../shared/auth/access';
import { AppError, httpStatusOf, UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';
import { containsNul, NUL_MESSAGE } from '../shared/request-input';
import type { Context } from './context';
import type { PublicReads } from './read-cache/public-reads';
import { type Middleware, runChain } from '../http/lean-path';
import { type ReadCache, setReadCacheOutcome, writeCachedAnswer } from './read-cache/read-cache';
import { answeredOnJsonPath, budgetOfRequest } from '../modules/rate-limits/rate-limit.plugin';
import { RATE_LIMIT_HEADER_NAMES, rateLimitedGraphqlBody, setRateLimitHeaders, withCostExtension, writeRateLimited } from '../modules/rate-limits/rate-limit-answers';
import type { Budget, BudgetOwner } from '../modules/rate-limits/rate-limits.service';

export const JSON_BODY_LIMIT = 1024 * 1024;


export type JsonGraphqlPostOptions = {
  apollo: ApolloServer<Context>;
  logger: Logger;
  readCache: ReadCache;
  publicReads: PublicReads;
  authenticate: (authorization: string | undefined) => Promise<Viewer>;
  context: (req: IncomingMessage, viewer: Viewer) => Context;
  // Whose hourly budget a request spends (modules/rate-limits), and a spend of it (a cached read's).
  budgetOwner: (req: IncomingMessage, viewer: Viewer) => BudgetOwner;
  spend: (owner: BudgetOwner, points: number) => Promise<Budget>;
  // What every request passes on the Express path too (the same instances): the statement counter,
  // the request id and log line, the security headers, compression where asked, CORS.
  before: readonly Middleware[];
};

const ANONYMOUS: Viewer = { user: null, authError: null };

/**
 * The answer to a request refused before it ran (body too large, not JSON): `errors` with a code, as
 * the Express path's /graphql error handler answers; anything else is a bug, logged and masked as
 * the REST layer's error handler masks it.
 */
export function writeGraphqlError(res: ServerResponse, error: unknown, logger: Logger, requestId: unknown): void {
  const appError = fromHttpError(error);
  if (!appError) logger.error({ err: error, requestId }, 'request failed');
  const body = appError
    ? { errors: [{ message: appError.message, extensions: { code: appError.code, ...(appError.retryAfterSeconds !== undefined && { retryAfterSeconds: appError.retryAfterSeconds }) } }] }
    : { error: UNEXPECTED_ERROR_MESSAGE, message: UNEXPECTED_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' };
  const text = JSON.stringify(body);
  res.statusCode = appError ? httpStatusOf(appError) : 500;
  if (appError?.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(appError.retryAfterSeconds));
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

/**
 * GraphQL over `POST /graphql` with JSON, straight from node:http to Apollo
 * (`executeHTTPGraphQLRequest`), past Express's router and body parser: the hot path of every
 * screen. It keeps what the Express path gives: the same middleware instances run first (`before`),
 * then the 1 MB body limit and the JSON errors of the Express path. CSRF needs no check here: a
 * browser sends `application/json` cross-site only after a CORS preflight, and other content types
 * go to the Express path, where Apollo's CSRF prevention refuses them.
 *
 * Public reads (read-cache/public-reads.ts) are answered from the read cache when it holds them,
 * touching the database only to spend the caller's budget (modules/rate-limits); for the `anyone`
 * audience they run as anyone, and the viewer is read only to know whose budget (a bearer token
 * sent: its one statement; none: the client address's).
 * Every answer's text gets its caller's `extensions.cost` here, after the read cache kept it without.
 */
export function handleJsonGraphqlPosts(options: JsonGraphqlPostOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { apollo, readCache, publicReads, logger } = options;

  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError('BAD_USER_INPUT', 'The request body is not valid JSON');
    }
    // As Express's JSON parser (strict): only objects and arrays; Apollo answers the shapes it refuses.
    if (typeof body !== 'object' || body === null) throw new AppError('BAD_USER_INPUT', 'The request body is not valid JSON');
    // As refuseNulText on the Express path (a NUL in JSON text is escaped: only such a body is walked).
    if (((raw.includes('\\u0000') || raw.includes('\u0000')) && containsNul(body)) || req.url?.includes('%00')) throw new AppError('BAD_USER_INPUT', NUL_MESSAGE);

    const request = body as { query?: unknown; operationName?: unknown; variables?: unknown };
    const audience =
      readCache.enabled && typeof request.query === 'string' && (request.operationName === undefined || request.operationName === null || typeof request.operationName === 'string')
        ? publicReads.audienceOf(request.query, request.operationName ?? undefined)
        : null;
    let viewer: Viewer | undefined = audience === 'anyone' ? ANONYMOUS : undefined;
    // A read anyone may make runs as anyone, but spends its caller's budget: the token's or session's when one is sent.
    const payer = audience === 'anyone' && req.headers.authorization ? await options.authenticate(req.headers.authorization) : undefined;
    let key: string | undefined;
    if (audience) {
      viewer ??= await options.authenticate(req.headers.authorization);
      // A read for members by someone signed out runs, and answers its error (never cached); one
      // by a personal access token runs too, so that its scopes are checked (graphql/scopes.ts).
      if (audience === 'anyone' || (viewer.user && !viewer.apiToken)) {
        key = `${audience}\n${req.headers.accept ?? ''}\n${raw}`;
        const cached = readCache.get(key);
        setReadCacheOutcome(res, cached ? 'hit' : 'miss');
        if (cached) {
          const budget = await options.spend(options.budgetOwner(req, payer ?? viewer), cached.points ?? 1);
          if (budget.refused) return writeRateLimited(res, budget, rateLimitedGraphqlBody(budget));
          setRateLimitHeaders(res, budget);
          return writeCachedAnswer(res, { headers: cached.headers, body: withCostExtension(cached.body, budget) });
        }
      }
    }
    viewer ??= await options.authenticate(req.headers.authorization);
    const context = options.context(req, viewer);
    answeredOnJsonPath(context, payer && options.budgetOwner(req, payer));
    const startedAt = readCache.begin();

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const search = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const reply = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search, body },
      context: async () => context,
    });
    const status = reply.status ?? 200;
    res.statusCode = status;
    for (const [name, value] of reply.headers) res.setHeader(name, value);
    if (reply.body.kind === 'complete') {
      const budget = budgetOfRequest(context);
      // Only whole answers: a body with "errors" (an error or a partial answer) is never kept; and
      // none of this caller's budget (headers, extensions.cost) is.
      if (key && status === 200 && !reply.body.string.includes('"errors":')) {
        const headers = [...reply.headers].filter(([name]) => !RATE_LIMIT_HEADER_NAMES.has(name));
        readCache.set(key, startedAt, { headers, body: reply.body.string, points: budget?.requested });
      }
      const text = budget ? withCostExtension(reply.body.string, budget) : reply.body.string;
      res.setHeader('content-length', Buffer.byteLength(text));
      res.end(text);
      return;
    }
    for await (const chunk of reply.body.asyncIterator) res.write(chunk);
    res.end();
  };

  return (req, res) => {
    const fail = (error: unknown) => writeGraphqlError(res, error, logger, req.id);
    runChain(options.before, req, res, () => void answer(req, res).catch(fail), fail);
  };
}

// The body as text, refused past the limit (by its announced length at once, else as it arrives).
function readBody(req: IncomingMessage): Promise<string> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  const announced = Number(req.headers['content-length']);
  if (announced > JSON_BODY_LIMIT) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > JSON_BODY_LIMIT) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
