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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}
