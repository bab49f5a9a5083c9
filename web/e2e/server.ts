import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type RunningServer = { url: string; process: ChildProcess; dataDir: string; output: string[] };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Spawns a server process and resolves once `probeUrl` answers 2xx, with the process and everything
 * it has written; fails with that output if it exits first or is not ready within 60 s.
 */
export async function spawnUntilServing(
  command: { args: string[]; cwd: string; env: NodeJS.ProcessEnv; name: string },
  probeUrl: string,
): Promise<{ child: ChildProcess; output: string[] }> {
  const output: string[] = [];
  const child = spawn(process.execPath, command.args, { cwd: command.cwd, env: command.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command.name} exited early:\n${output.join('')}`);
    try {
      if ((await fetch(probeUrl)).ok) return { child, output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${command.name} was not ready in 60 s:\n${output.join('')}`);
}

/** Starts the built platform (`npm run build` first) on a fresh embedded database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-e2e-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = await spawnUntilServing(
    {
      name: 'server',
      args: [path.join(REPO_ROOT, 'api/dist/index.js')],
      cwd: REPO_ROOT,
      // Loopback only; links in mails (the development mailbox) point back at this server.
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The journeys make many requests as one user and from one address: the API's hourly budgets out of their way.
        RATE_LIMIT_POINTS_PER_HOUR: '1000000000',
        RATE_LIMIT_ANONYMOUS_POINTS_PER_HOUR: '1000000000',
        ...env,
      },
    },
    `${url}/healthz`,
  );
  return { url, process: child, dataDir, output };
}

export async function stopServer(server: { pid?: number; dataDir: string }): Promise<void> {
  if (server.pid) {
    try {
      process.kill(server.pid, 'SIGTERM');
      // Give it time to stop its embedded PostgreSQL.
      for (let i = 0; i < 40; i++) {
        process.kill(server.pid, 0);
        await new Promise((r) => setTimeout(r, 250));
      }
    } catch {
      // exited
    }
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}
