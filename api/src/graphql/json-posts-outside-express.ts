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

export const JSON_BODY_LIMIT = 1024 * 1024;


export type JsonGraphqlPostOptions = {
  apollo: ApolloServer<Context>;
  logger: Logger;
  readCache: ReadCache;
  publicReads: PublicReads;
  authenticate: (authorization: string | undefined) => Promise<Viewer>;
  context: (req: IncomingMessage, viewer: Viewer) => Context;
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
 * Public reads (read-cache/public-reads.ts) are answered from the read cache when it holds them:
 * without touching the database, and for the `anyone` audience without looking at the viewer.
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
    let key: string | undefined;
    if (audience) {
      viewer ??= await options.authenticate(req.headers.authorization);
      // A read for members by someone signed out runs, and answers its error (never cached); one
      // by a personal access token runs too, so that its scopes are checked (graphql/scopes.ts).
      if (audience === 'anyone' || (viewer.user && !viewer.apiToken)) {
        key = `${audience}\n${req.headers.accept ?? ''}\n${raw}`;
        const cached = readCache.get(key);
        setReadCacheOutcome(res, cached ? 'hit' : 'miss');
        if (cached) return writeCachedAnswer(res, cached);
      }
    }
    viewer ??= await options.authenticate(req.headers.authorization);
    const startedAt = readCache.begin();

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const search = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const reply = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search, body },
      context: async () => options.context(req, viewer),
    });
    const status = reply.status ?? 200;
    res.statusCode = status;
    for (const [name, value] of reply.headers) res.setHeader(name, value);
    if (reply.body.kind === 'complete') {
      const text = reply.body.string;
      // Only whole answers: a body with "errors" (an error or a partial answer) is never kept.
      if (key && status === 200 && !text.includes('"errors":')) readCache.set(key, startedAt, { headers: [...reply.headers], body: text });
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
