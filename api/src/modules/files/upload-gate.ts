import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../../shared/errors';

// Uploads a single instance reads at once, and a single user (or, signed out, address): each holds
// up to its body in memory, so these bound what uploads can take of this instance.
export const MAX_UPLOADS_PER_INSTANCE = 8;
export const MAX_UPLOADS_PER_USER = 2;
// A body slower than this, averaged over each window, is a client trickling on purpose (or one too
// slow to finish): it is closed and what it sent thrown away.
const MIN_UPLOAD_BYTES_PER_SECOND = 1024;
const UPLOAD_RATE_WINDOW_MS = 10_000;

export const TOO_MANY_UPLOADS_MESSAGE = 'Too many uploads at once: please wait for yours to finish and try again';
// About the time an upload in flight takes to finish.
const UPLOADS_BUSY_RETRY_SECONDS = 5;
export const TOO_SLOW_MESSAGE = `The upload was too slow (under ${MIN_UPLOAD_BYTES_PER_SECOND / 1024} KB/s) and was stopped: please try again`;

type Counts = { instance: number; byKey: Map<string, number> };

/**
 * This instance's uploads in flight and their pace window: one per app, shared by every
 * transport's gate (GraphQL and REST), so an upload counts once whichever way it comes.
 */
export type UploadLimits = { readonly counts: Counts; readonly windowMs: number };

export const createUploadLimits = ({ windowMs = UPLOAD_RATE_WINDOW_MS }: { windowMs?: number } = {}): UploadLimits => ({
  counts: { instance: 0, byKey: new Map() },
  windowMs,
});

export type UploadGateOptions = {
  // Largest body buffered; over it the request is refused before the rest is read.
  maxBytes: number;
};

/**
 * Multipart uploads read whole before anything else sees them: the body goes into req.rawBody
 * (memory, at most `maxBytes`) and only then is the request passed on, so no transaction or
 * database connection waits on a client's network. At most MAX_UPLOADS_PER_INSTANCE at once on
 * this instance and MAX_UPLOADS_PER_USER per user (429 RATE_LIMITED beyond), each sending at least
 * MIN_UPLOAD_BYTES_PER_SECOND over every window (408 and the connection closed otherwise), counted
 * in `limits` with every other gate of the instance. Mount after authentication (the user is the
 * key) and before the body is parsed.
 */
export function uploadGate({ counts, windowMs }: UploadLimits, { maxBytes }: UploadGateOptions): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const key = req.viewer?.user?.id ? `user:${req.viewer.user.id}` : `ip:${req.ip ?? 'unknown'}`;
    if (counts.instance >= MAX_UPLOADS_PER_INSTANCE || (counts.byKey.get(key) ?? 0) >= MAX_UPLOADS_PER_USER) {
      return refuse(req, res, next, new AppError('RATE_LIMITED', TOO_MANY_UPLOADS_MESSAGE, { retryAfterSeconds: UPLOADS_BUSY_RETRY_SECONDS }));
    }
    counts.instance++;
    counts.byKey.set(key, (counts.byKey.get(key) ?? 0) + 1);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      clearInterval(pace);
      counts.instance--;
      const left = (counts.byKey.get(key) ?? 1) - 1;
      if (left > 0) counts.byKey.set(key, left);
      else counts.byKey.delete(key);
    };
    res.once('close', release);

    let passed = false;
    const pieces: Buffer[] = [];
    let size = 0;
    let received = 0;
    // Stops reading and answers; what was received is thrown away.
    const stop = (error: AppError) => {
      clearInterval(pace);
      pieces.length = 0;
      req.removeListener('data', onData);
      if (passed) return;
      passed = true;
      refuse(req, res, next, error);
    };
    const pace = setInterval(() => {
      if (received < (MIN_UPLOAD_BYTES_PER_SECOND * windowMs) / 1000)
        stop(
          new AppError('BAD_USER_INPUT', TOO_SLOW_MESSAGE, {
            reason: 'REQUEST_TIMEOUT',
          }),
        );
      received = 0;
    }, windowMs);
    const onData = (piece: Buffer) => {
      size += piece.length;
      received += piece.length;
      if (size > maxBytes) return stop(new AppError('PAYLOAD_TOO_LARGE', 'The request is too large'));
      pieces.push(piece);
    };
    req.on('data', onData);
    req.once('end', () => {
      clearInterval(pace);
      if (passed) return;
      passed = true;
      (req as Buffered).rawBody = Buffer.concat(pieces);
      pieces.length = 0;
      next();
    });
    req.once('error', () => {
      if (!passed) stop(new AppError('BAD_USER_INPUT', 'The upload was interrupted'));
    });
  };
}

type Buffered = Request & { rawBody?: Buffer };

/** The body a gate has read whole, or undefined when none has read this request. */
export const bufferedBody = (req: Request): Buffer | undefined => (req as Buffered).rawBody;

/** A gate run from a route's own handler: resolves once the body is read, rejects with its refusal. */
export const passGate = (gate: RequestHandler, req: Request, res: Response): Promise<void> =>
  new Promise((resolve, reject) => {
    void gate(req, res, (error?: unknown) => (error === undefined ? resolve() : reject(error instanceof Error ? error : new Error('The upload gate failed', { cause: error }))));
  });

// Answered without reading the rest of the body; the connection is closed after the answer, so
// the client stops sending and nothing it sent is kept.
function refuse(req: Request, res: Response, next: (error: unknown) => void, error: AppError): void {
  res.set('Connection', 'close');
  res.once('finish', () => req.socket.destroy());
  next(error);
}
