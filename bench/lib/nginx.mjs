// nginx in front of API instances, as deploy/nginx.conf runs it, rendered for loopback the way the
// multi-instance tests do (api/test/multi/cluster.ts: renderNginxSite, startNginx): the upstream's
// `server app:4000 ...;` becomes one `server 127.0.0.1:PORT ...;` line per instance and `listen 80;`
// becomes `listen 127.0.0.1:PORT;`, inside a minimal main configuration of our own.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from './http.mjs';
import { cpuMsOfTree, freePort, REPO_ROOT, stopProcess } from './server.mjs';

export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) => existsSync(p));

/** deploy/nginx.conf, listening on loopback and balancing over these instances' ports. */
export function renderNginxSite(listenPort, upstreamPorts) {
  const site = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const upstream = /^(\s*)server app:4000 ([^;]*);$/m;
  if (!upstream.test(site) || !/^\s*listen 80;$/m.test(site)) throw new Error('deploy/nginx.conf no longer has the upstream and listen lines the bench rewrites');
  return site
    .replace(upstream, (_line, indent, params) => upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port} ${params};`).join('\n'))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
}

/**
 * Starts nginx (one worker process, as the tests run it; no access log) in front of these ports and
 * resolves once GET /nginx-health answers. `cpuMs()` is the CPU time its master and worker have used
 * so far; `stop()` shuts it down (SIGTERM) and removes its folder.
 */
export async function startNginx(upstreamPorts, { timeoutMs = 10_000 } = {}) {
  if (!NGINX_BINARY) throw new Error('nginx is not installed (apt-get install nginx): the instances section needs it');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'learnhub-bench-nginx-'));
  // Started as root, nginx's worker runs as an unprivileged user: it must reach the temp folders.
  chmodSync(dir, 0o777);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o777);
  }
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(
    file,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${renderNginxSite(port, upstreamPorts)}
}
`,
  );
  const child = spawn(NGINX_BINARY, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
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
      const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start:\n${output.join('')}\n${log}`);
    }
    await sleep(50);
  }
  return { url, pid: child.pid, child, cpuMs: () => cpuMsOfTree(child.pid), stop };
}
