import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CRASH_POINTS, type CrashPointName } from './shared/crash-point';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  // The interface to listen on (HOST); by default every interface in production (as in a container),
  // only this machine (127.0.0.1) otherwise.
  host: string | undefined;
  databaseUrl: string | undefined;
  // Connections this instance's pool may open (N instances open up to N times as many).
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  corsOrigins: string[];
  booksApiUrl: string;
  logLevel: string;
  webDistDir: string;
  // Milliseconds a single SQL statement may run before PostgreSQL cancels it.
  statementTimeoutMs: number;
  // Proxies in front of the app whose X-Forwarded-For is believed (0: none, the socket's address counts).
  trustProxy: number;
  // How long a stopping instance lets requests and jobs in flight finish.
  shutdownTimeoutMs: number;
  // Outgoing mail: an SMTP URL (smtp:// upgraded with STARTTLS, smtps:// for TLS); unset: the
  // development mailbox (not in production, where mail then waits, unsent).
  smtpUrl: string | undefined;
  // SMTP_ALLOW_PLAINTEXT=1: smtp:// may send without STARTTLS (a relay on the same host). Otherwise a
  // server that does not upgrade is refused, so no one on the path can strip TLS and read the mail.
  smtpAllowPlaintext?: boolean;
  mailFrom: string;
  // Where people reach the web app: the links in e-mails are built from it.
  publicUrl: string;
  // Seconds before a mail that failed for a temporary reason is tried again (doubled each time).
  mailRetryDelaySeconds: number;
  // How long (ms, on the services' clock) a public read's answer may be served from the read cache
  // (READ_CACHE_TTL_MS, 1000 by default; 0 turns the cache off). Writes empty it before then.
  readCacheTtlMs?: number;
  // Milliseconds an import file may take to be read in its worker thread (5000 by default); tests set a small one.
  importTimeoutMs?: number;
  // The window (ms) over which an upload's body must average 1 KB/s (UPLOAD_RATE_WINDOW_MS, 10000);
  // tests set a short one.
  uploadRateWindowMs?: number;
  // How often (ms) the LISTEN connection checks the database answers (LISTENER_HEARTBEAT_MS, 10000).
  listenerHeartbeatMs?: number;
  // The API's hourly points budget (README, "Rate limits"): per personal access token and per
  // signed-in user of the web app (RATE_LIMIT_POINTS_PER_HOUR, 5000), and per client address signed
  // out (RATE_LIMIT_ANONYMOUS_POINTS_PER_HOUR, 50000). An admin can give one user another.
  rateLimitPointsPerHour?: number;
  rateLimitAnonymousPointsPerHour?: number;
  // MOVABLE_CLOCK=1 (never in production): the services' clock can be moved forward through
  // POST /dev/clock, so a browser journey can come back "tomorrow".
  movableClock?: boolean;
  // CRASH_POINTS=a,b (never in production): where the crash-safety tests stop the process to kill it
  // (shared/crash-point.ts).
  crashPoints?: CrashPointName[];
  // Days the audit log keeps a row (AUDIT_LOG_RETENTION_DAYS, 365 by default): the daily
  // `audit.purge` job deletes older ones.
  auditLogRetentionDays?: number;
};

export const DEFAULT_AUDIT_LOG_RETENTION_DAYS = 365;

// api/src or api/dist -> repository root
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const MIN_SECRET_BYTES = 32; // 256 bits

export class ConfigError extends Error {}

function parseMovableClock(value: string | undefined, mode: Config['env']): boolean {
  if (value !== '1') return false;
  if (mode === 'production') throw new ConfigError('MOVABLE_CLOCK is for tests: it cannot be set when NODE_ENV=production');
  return true;
}

function parseCrashPoints(value: string | undefined, mode: Config['env']): CrashPointName[] {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (!names.length) return [];
  if (mode === 'production') throw new ConfigError('CRASH_POINTS is for tests: it cannot be set when NODE_ENV=production');
  const unknown = names.filter((name) => !(CRASH_POINTS as readonly string[]).includes(name));
  if (unknown.length) throw new ConfigError(`CRASH_POINTS may name ${CRASH_POINTS.join(', ')}; got "${unknown.join(', ')}"`);
  return names as CrashPointName[];
}

// NODE_ENV unset is development only with the embedded database: a server given a DATABASE_URL
// and no NODE_ENV is a real deployment, where demo accounts and a made-up secret would be a hole.
function parseEnv(value: string | undefined, databaseUrl: string | undefined): Config['env'] {
  if (value === 'production' || value === 'test' || value === 'development') return value;
  return databaseUrl ? 'production' : 'development';
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new ConfigError(`${name} must be a whole number of 0 or more, got "${value}"`);
  return count;
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SMTP_URL must be a URL such as smtp://user:pass@host:587, got "${value}"`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  return value;
}

function parsePublicUrl(value: string | undefined, port: number): string {
  const url = value || `http://localhost:${port}`;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL such as https://learn.example.org, got "${url}"`);
  }
  return url.replace(/\/+$/, '');
}

// In development a random secret is made once and kept in the data folder,
// so sessions survive restarts without anyone configuring anything.
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = parseEnv(env.NODE_ENV, env.DATABASE_URL);
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || '.data');
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (mode === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
    jwtSecret = developmentSecret(dataDir);
  }
  if (Buffer.byteLength(jwtSecret) < MIN_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes (256 bits)`);
  }
  return {
    env: mode,
    port: parsePort(env.PORT, 4000),
    host: env.HOST || (mode === 'production' ? undefined : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: parseCount('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 20) || 20,
    dataDir,
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    booksApiUrl: env.BOOKS_API_URL || 'https://www.dbooks.org',
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR || 'web/dist'),
    statementTimeoutMs: Number(env.STATEMENT_TIMEOUT_MS) || 15_000,
    trustProxy: parseCount('TRUST_PROXY', env.TRUST_PROXY, 0),
    shutdownTimeoutMs: parseCount('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    smtpAllowPlaintext: env.SMTP_ALLOW_PLAINTEXT === '1',
    mailFrom: env.MAIL_FROM || 'LearnHub <no-reply@learnhub.local>',
    publicUrl: parsePublicUrl(env.PUBLIC_URL, parsePort(env.PORT, 4000)),
    mailRetryDelaySeconds: parseCount('MAIL_RETRY_DELAY_SECONDS', env.MAIL_RETRY_DELAY_SECONDS, 30) || 30,
    readCacheTtlMs: parseCount('READ_CACHE_TTL_MS', env.READ_CACHE_TTL_MS, 1_000),
    uploadRateWindowMs: parseCount('UPLOAD_RATE_WINDOW_MS', env.UPLOAD_RATE_WINDOW_MS, 10_000) || 10_000,
    listenerHeartbeatMs: parseCount('LISTENER_HEARTBEAT_MS', env.LISTENER_HEARTBEAT_MS, 10_000) || 10_000,
    rateLimitPointsPerHour: parseCount('RATE_LIMIT_POINTS_PER_HOUR', env.RATE_LIMIT_POINTS_PER_HOUR, 5_000) || 5_000,
    rateLimitAnonymousPointsPerHour: parseCount('RATE_LIMIT_ANONYMOUS_POINTS_PER_HOUR', env.RATE_LIMIT_ANONYMOUS_POINTS_PER_HOUR, 50_000) || 50_000,
    movableClock: parseMovableClock(env.MOVABLE_CLOCK, mode),
    crashPoints: parseCrashPoints(env.CRASH_POINTS, mode),
    auditLogRetentionDays: parseCount('AUDIT_LOG_RETENTION_DAYS', env.AUDIT_LOG_RETENTION_DAYS, DEFAULT_AUDIT_LOG_RETENTION_DAYS) || DEFAULT_AUDIT_LOG_RETENTION_DAYS,
  };
}
