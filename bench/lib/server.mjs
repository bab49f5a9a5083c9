// Starts the built platform (api/dist) as its own process, in production mode on the embedded
// PostgreSQL, and times how long it takes to answer /healthz.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from './http.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A data folder the embedded PostgreSQL's `postgres` user can use when we run as root. */
export function makeDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'learnhub-bench-'));
  chmodSync(dir, 0o755);
  return dir;
}

export const newSecret = () => randomBytes(48).toString('base64url');

/**
 * Spawns `node api/dist/index.js`, listening on 127.0.0.1 only; resolves once `readyPath` (/healthz:
 * the process is up) answers 200, with the time that took. `onLine` sees every line the server
 * writes to stdout (its JSON request log). `env` adds to or overrides the server's environment
 * (e.g. DATABASE_URL for an instance on a database another server started).
 */
export async function startPlatform({ dataDir, secret, onLine = () => undefined, timeoutMs = 180_000, profileDir, env = {}, readyPath = '/healthz' }) {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(REPO_ROOT, 'api/dist/index.js')], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, JWT_SECRET: secret, LOG_LEVEL: 'info', DATABASE_URL: '',
      // The load comes from one address and a few accounts: the API's hourly budgets out of its way (each request still spends).
      RATE_LIMIT_POINTS_PER_HOUR: '1000000000', RATE_LIMIT_ANONYMOUS_POINTS_PER_HOUR: '1000000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      onLine(line);
      tail.push(line);
      if (tail.length > 50) tail.shift();
    }
  });
  child.stderr.on('data', (chunk) => {
    tail.push(String(chunk));
    if (tail.length > 50) tail.shift();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${tail.join('\n')}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        return { url, pid: child.pid, child, ms, stop: () => stopProcess(child) };
      }
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not healthy after ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The embedded PostgreSQL's address, from the settings the server keeps in its data folder: over
 * its Unix socket when it has one, as the server itself connects (api/src/db/embedded.ts).
 */
export function embeddedDatabaseUrl(dataDir) {
  const { port, password } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/platform`;
  const socketDir = path.join(dataDir, 'postgres');
  return existsSync(path.join(socketDir, `.s.PGSQL.${port}`)) ? `${url}?host=${encodeURIComponent(socketDir)}&port=${port}` : url;
}

/** Resident memory of a process now and its peak, in MB, from /proc (Linux). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export const cpuMsOf = (pid) => procStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).cpuMs;

// /proc/<pid>/stat: the command name, the parent's pid, and CPU time in ms (USER_HZ is 100 on
// Linux), with that of the children the process has reaped.
const procStat = (stat) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (i) => (Number(fields[i]) * 1000) / 100;
  return { command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ppid: Number(fields[1]), cpuMs: ms(11) + ms(12), reapedChildrenCpuMs: ms(13) + ms(14) };
};

/**
 * CPU time (user + system, in ms) used so far by a process and its children, live or reaped: e.g. an
 * nginx master and its workers, or one PostgreSQL server (its postmaster and backends) whatever
 * other PostgreSQL servers the machine runs. A child that exits between two readings moves from the
 * live sum to its parent's reaped sum with the same time.
 */
export function cpuMsOfTree(pid) {
  const root = procStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  let total = root.cpuMs + root.reapedChildrenCpuMs;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const child = procStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (child.ppid === pid) total += child.cpuMs;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** The pid of the embedded PostgreSQL's postmaster in this data folder (first line of postmaster.pid). */
export const postmasterPid = (dataDir) => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** CPU time (user + system, in ms) used so far by every live process with this command name (e.g. `postgres`: the postmaster and its backends). */
export function cpuMsOfCommand(command) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { command: name, cpuMs, reapedChildrenCpuMs } = procStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      // With the reaped children: the backends that have exited since (the postmaster reaps them).
      if (name === command) total += cpuMs + reapedChildrenCpuMs;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** The machine's busy and total CPU time so far, in ms over all cores, from /proc/stat (Linux). */
export function machineCpuMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = ticks[3] + ticks[4]; // idle + iowait
  return { busy: ((total - idle) * 1000) / 100, total: (total * 1000) / 100 };
}
