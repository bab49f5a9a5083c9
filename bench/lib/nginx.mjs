// nginx in front of API instances, as deploy/nginx.conf runs it on loopback (deploy/local-nginx.cjs,
// shared with the multi-instance tests), with its CPU time for the bench.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import localNginx from '../../deploy/local-nginx.cjs';
import { sleep } from './http.mjs';
import { cpuMsOfTree, freePort, stopProcess } from './server.mjs';

const { findNginx, prepareNginx } = localNginx;

const NGINX_BINARY = findNginx();

/**
 * Starts nginx (one worker process, as the tests run it; no access log) in front of these ports and
 * resolves once GET /nginx-health answers. `cpuMs()` is the CPU time its master and worker have used
 * so far; `stop()` shuts it down (SIGTERM) and removes its folder.
 */
export async function startNginx(upstreamPorts, { timeoutMs = 10_000 } = {}) {
  if (!NGINX_BINARY) throw new Error('nginx is not installed (apt-get install nginx): the instances section needs it');
  const port = await freePort();
  const { dir, args, errorLog } = prepareNginx(port, upstreamPorts, 'learnhub-bench-nginx-');
  const child = spawn(NGINX_BINARY, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const output = [];
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + timeoutMs; ; ) {
    if (await fetch(`${url}/nginx-health`).then((res) => res.ok, () => false)) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not start:\n${output.join('')}\n${log}`);
    }
    await sleep(50);
  }
  return { url, pid: child.pid, child, cpuMs: () => cpuMsOfTree(child.pid), stop };
}
