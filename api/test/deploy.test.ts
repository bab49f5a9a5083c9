// The production topology, read as docker compose and nginx would (no Docker engine here; the
// multi-instance suite runs this nginx configuration in front of real instances).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { FILE_RULES, MB } from '../src/modules/files/file-types';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

type Service = { environment?: Record<string, string>; deploy?: { replicas?: number }; ports?: string[]; volumes?: string[]; depends_on?: Record<string, { condition: string }> };
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };
const nginx = read('deploy/nginx.conf');

it('runs two app replicas behind nginx, on PostgreSQL, trusting exactly one proxy hop', () => {
  const { app, nginx: proxy, postgres } = compose.services;
  expect(postgres).toBeDefined();
  expect(app.deploy?.replicas).toBe(2);
  expect(app.environment).toMatchObject({ TRUST_PROXY: '1', NODE_ENV: 'production' });
  expect(app.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
  // Only nginx is published: a client reaching an instance directly could pick its own address.
  expect(app.ports).toBeUndefined();
  expect(proxy.ports).toEqual(['${PORT:-8080}:80']);
  expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  expect(proxy.depends_on?.app.condition).toBe('service_healthy');
});

it("nginx's body limit lets the app's largest request through (a 20 MB PDF with a 5 MB cover) and little more", () => {
  const limit = Number(nginx.match(/client_max_body_size (\d+)m;/)?.[1]) * MB;
  const largest = FILE_RULES.pdf.maxBytes + FILE_RULES.image.maxBytes;
  expect(limit).toBeGreaterThan(largest);
  expect(limit).toBeLessThanOrEqual(largest + 2 * MB);
});

it('nginx forwards the client address, passes WebSocket upgrades and balances over the app service', () => {
  expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
  expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
  expect(nginx).toMatch(/upstream learnhub \{[^}]*server app:4000/);
  expect(nginx).toMatch(/proxy_pass http:\/\/learnhub;/);
});
