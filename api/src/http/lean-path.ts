import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/*
 * The lean path: the requests the HTTP server answers before Express, in one place. Two kinds, the
 * hot ones: GraphQL's JSON POSTs (graphql/json-posts-outside-express.ts: every screen's reads and the
 * class quiz's submissions) and the REST public reads the read cache holds (rest/cached-reads.ts).
 * They pass the same middleware instances Express runs (http/middleware.ts), by runChain below.
 *
 * Kept because the bench needs it. Session 20 put Express in front of the same two handlers (as an
 * Express route and a middleware) and measured both builds one after the other on a quiet machine
 * (`node bench/run.mjs --skip-build --no-write --only=catalogue,quiz`): the catalogue's GraphQL read
 * fell from 7,883 to 2,369 requests/s (0.13 to 0.48 ms of CPU a request; 3.01 to 0.78 of the
 * baseline, p99 12 to 60 ms against the 50 ms target), REST's from 7,043 to 3,425, and the class
 * quiz's mixed-type run from 629 to 474 submissions/s against its 500. Express sets its own prototypes
 * on each request and response and routes through its stack: on this 2-core machine that costs more
 * than a cached answer does.
 */

/** Connect-style middleware, as Express, helmet, cors, compression and pino-http all are. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** `POST /graphql` with a JSON body (not compressed): what the lean path takes; Express serves the rest. */
export function isJsonGraphqlPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.headers['content-encoding']) return false;
  const url = req.url ?? '';
  if (url !== '/graphql' && !url.startsWith('/graphql?')) return false;
  const type = req.headers['content-type'];
  return type !== undefined && /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(type);
}

export type LeanPathOptions = {
  // Answers a JSON POST /graphql (graphql/json-posts-outside-express.ts).
  jsonGraphqlPosts: (req: IncomingMessage, res: ServerResponse) => void;
  // Answers a REST public read from the cache, or hands it to Express keeping its answer; false,
  // doing nothing, for any other request (rest/cached-reads.ts).
  cachedRestReads: (req: IncomingMessage, res: ServerResponse) => boolean;
  express: RequestListener;
};

/** What the HTTP server runs for each request: the lean path's two kinds, and Express for the rest. */
export function leanPath({ jsonGraphqlPosts, cachedRestReads, express }: LeanPathOptions): RequestListener {
  return (req, res) => {
    if (isJsonGraphqlPost(req)) jsonGraphqlPosts(req, res);
    else if (!cachedRestReads(req, res)) express(req, res);
  };
}

/**
 * Runs `chain` in order on a request on the lean path, then `done`; `fail` if one
 * passes an error. Each runs inside the one before it, so an async context one opens (the statement
 * counter's) holds for the rest and for `done`.
 */
export function runChain(chain: readonly Middleware[], req: IncomingMessage, res: ServerResponse, done: () => void, fail: (error: unknown) => void): void {
  // Express gives every response its locals; the middleware shared with it reads them.
  (res as ServerResponse & { locals?: Record<string, unknown> }).locals ??= {};
  const step = (at: number): void => {
    if (at === chain.length) return done();
    chain[at](req, res, (error) => (error ? fail(error) : step(at + 1)));
  };
  step(0);
}
