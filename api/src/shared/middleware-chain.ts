import type { IncomingMessage, ServerResponse } from 'node:http';

/** Connect-style middleware, as Express, helmet, cors, compression and pino-http all are. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Runs `chain` in order on a request outside Express (the lean paths), then `done`; `fail` if one
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
