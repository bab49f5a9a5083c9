import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

// Secrets that must never reach a log line, wherever they appear.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  'password',
  'token',
];

// Reset links mailed before the token moved to the URL fragment still carry it in the path.
const TOKEN_IN_PATH = /^(\/reset-password\/)[^/?#]+/;

/** A request's URL as a log line may show it: a reset token in the path is replaced. */
export const redactUrl = (url: string): string => url.replace(TOKEN_IN_PATH, '$1[redacted]');

// Standard output, written asynchronously: a request never waits for its log line to be written
// (pino flushes what is left when the process exits).
const stdout = (): DestinationStream => pino.destination({ dest: 1, sync: false });

export function createLogger(level: string, destination: DestinationStream = stdout()): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}
