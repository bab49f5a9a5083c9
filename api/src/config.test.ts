import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const secret = 'x'.repeat(32);

describe('loadConfig', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(new ConfigError('JWT_SECRET is required when NODE_ENV=production'));
  });

  it('refuses a secret shorter than 256 bits', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32 bytes/);
  });

  it('makes a development secret once and keeps it in the data folder', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'config-test-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('reads the port, origins and database url', () => {
    const config = loadConfig({ JWT_SECRET: secret, PORT: '8080', CORS_ORIGINS: 'https://a.example, https://b.example', DATABASE_URL: 'postgres://x' });
    expect(config).toMatchObject({ port: 8080, corsOrigins: ['https://a.example', 'https://b.example'], databaseUrl: 'postgres://x', env: 'production' });
  });

  it('treats a missing NODE_ENV as production when a DATABASE_URL is given, development only with the embedded database', () => {
    // A real database and no NODE_ENV: no made-up secret (nor demo accounts, nor schema suggestions, which follow env).
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/learnhub' })).toThrow(new ConfigError('JWT_SECRET is required when NODE_ENV=production'));
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/learnhub', JWT_SECRET: secret }).env).toBe('production');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/learnhub', JWT_SECRET: secret, NODE_ENV: 'development' }).env).toBe('development');
    expect(loadConfig({ JWT_SECRET: secret }).env).toBe('development');
  });

  it('listens on 127.0.0.1 outside production, on every interface in production, unless HOST says otherwise', () => {
    expect(loadConfig({ JWT_SECRET: secret }).host).toBe('127.0.0.1');
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'production' }).host).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: secret, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as a number of hops: 0 (trust no proxy) unless set', () => {
    expect(loadConfig({ JWT_SECRET: secret }).trustProxy).toBe(0);
    expect(loadConfig({ JWT_SECRET: secret, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ JWT_SECRET: secret, TRUST_PROXY: 'true' })).toThrow(new ConfigError('TRUST_PROXY must be a whole number of 0 or more, got "true"'));
    expect(() => loadConfig({ JWT_SECRET: secret, TRUST_PROXY: '-1' })).toThrow(ConfigError);
  });

  it('moves the clock only on request, and never in production', () => {
    expect(loadConfig({ JWT_SECRET: secret }).movableClock).toBe(false);
    expect(loadConfig({ JWT_SECRET: secret, MOVABLE_CLOCK: '1' }).movableClock).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, MOVABLE_CLOCK: '1' })).toThrow(
      new ConfigError('MOVABLE_CLOCK is for tests: it cannot be set when NODE_ENV=production'),
    );
  });

  it('arms crash points only on request, only known ones, and never in production', () => {
    expect(loadConfig({ JWT_SECRET: secret }).crashPoints).toEqual([]);
    expect(loadConfig({ JWT_SECRET: secret, CRASH_POINTS: 'files.chunk-written, quizzes.timed-submit' }).crashPoints).toEqual(['files.chunk-written', 'quizzes.timed-submit']);
    expect(() => loadConfig({ JWT_SECRET: secret, CRASH_POINTS: 'files.chunk-writen' })).toThrow(/CRASH_POINTS may name .*; got "files.chunk-writen"/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, CRASH_POINTS: 'files.chunk-written' })).toThrow(
      new ConfigError('CRASH_POINTS is for tests: it cannot be set when NODE_ENV=production'),
    );
  });

  it('reads the pool size, the shutdown timeout and the interface to listen on', () => {
    expect(loadConfig({ JWT_SECRET: secret })).toMatchObject({ databasePoolSize: 20, shutdownTimeoutMs: 10_000, host: '127.0.0.1' });
    expect(loadConfig({ JWT_SECRET: secret, DATABASE_POOL_SIZE: '5', SHUTDOWN_TIMEOUT_MS: '2000', HOST: '127.0.0.1' })).toMatchObject({
      databasePoolSize: 5,
      shutdownTimeoutMs: 2000,
      host: '127.0.0.1',
    });
  });

  it('reads the mail settings: SMTP_URL checked, PUBLIC_URL defaulting to the local address without a trailing slash', () => {
    expect(loadConfig({ JWT_SECRET: secret, PORT: '8080' })).toMatchObject({ smtpUrl: undefined, publicUrl: 'http://localhost:8080', mailRetryDelaySeconds: 30 });
    const config = loadConfig({ JWT_SECRET: secret, SMTP_URL: 'smtp://u:p@mail.example:587', MAIL_FROM: 'School <hi@school.example>', PUBLIC_URL: 'https://learn.school.example/' });
    expect(config).toMatchObject({ smtpUrl: 'smtp://u:p@mail.example:587', mailFrom: 'School <hi@school.example>', publicUrl: 'https://learn.school.example' });
    // smtp:// must upgrade to TLS unless plain text is allowed in so many words.
    expect(config.smtpAllowPlaintext).toBe(false);
    expect(loadConfig({ JWT_SECRET: secret, SMTP_ALLOW_PLAINTEXT: '1' }).smtpAllowPlaintext).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret, SMTP_ALLOW_PLAINTEXT: 'yes' }).smtpAllowPlaintext).toBe(false);
    expect(() => loadConfig({ JWT_SECRET: secret, SMTP_URL: 'mail.example:25' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: secret, SMTP_URL: 'http://mail.example' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(() => loadConfig({ JWT_SECRET: secret, PUBLIC_URL: 'learn.example' })).toThrow('PUBLIC_URL must be an http(s) URL');
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ JWT_SECRET: secret, PORT: 'eighty' })).toThrow(ConfigError);
  });
});
