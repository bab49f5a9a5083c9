// deploy/nginx.conf run on this machine, in front of instances on loopback: for the multi-instance
// tests (api/test/multi/cluster.ts) and the bench (bench/lib/nginx.mjs). The upstream's
// `server app:4000 ...;` becomes one `server 127.0.0.1:PORT ...;` line per instance and
// `listen 80;` becomes `listen 127.0.0.1:PORT;`, inside a minimal main configuration.
const { execFileSync } = require('node:child_process');
const { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const SITE = path.join(__dirname, 'nginx.conf');

/** The nginx binary, or undefined when it is not installed. */
function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('which', ['nginx']).toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

/** deploy/nginx.conf, listening on loopback and balancing over these instances' ports. */
function renderNginxSite(listenPort, upstreamPorts) {
  const site = readFileSync(SITE, 'utf8');
  const upstream = /^(\s*)server app:4000 ([^;]*);$/m;
  if (!upstream.test(site) || !/^\s*listen 80;$/m.test(site)) throw new Error('deploy/nginx.conf no longer has the upstream and listen lines that are rewritten to run it locally');
  return site
    .replace(upstream, (_line, indent, params) => upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port} ${params};`).join('\n'))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
}

/**
 * A folder with the whole configuration (one worker, no access log, every path inside the folder);
 * run it with `nginx -p dir -c file`. `errorLog()` reads what nginx said.
 */
function prepareNginx(listenPort, upstreamPorts, prefix = 'learnhub-nginx-') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
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
${renderNginxSite(listenPort, upstreamPorts)}
}
`,
  );
  const errorLog = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  return { dir, file, args: ['-p', dir, '-c', file], errorLog };
}

module.exports = { findNginx, renderNginxSite, prepareNginx };
