// Several API instances of the built app, each its own process, on one database, with a proxy in
// front: nginx with the repository's deploy/nginx.conf when it is installed (CI installs it), else a
// small Node proxy that sets X-Forwarded-For the way nginx does.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../src/db/embedded';
import { hashPassword } from '../../src/shared/auth/password';

// Shared with the bench (plain CommonJS, so both the tests and the .mjs bench can load it).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS (above), no types to import
const { findNginx, prepareNginx } = require('../../../deploy/local-nginx.cjs') as {
  findNginx: () => string | undefined;
  prepareNginx: (listenPort: number, upstreamPorts: number[]) => { dir: string; args: string[]; errorLog: () => string };
};

const API_ROOT = path.resolve(__dirname, '..', '..');
const REPO_ROOT = path.resolve(API_ROOT, '..');
const LAUNCHER = path.join(__dirname, 'instance.cjs');

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type Instance = {
  name: string;
  port: number;
  url: string;
  pid: number;
  // Every line it wrote (JSON log lines and anything else).
  output: string[];
  exited: Promise<Exit>;
  // Sends the signal and waits for the process to end.
  stop: (signal?: NodeJS.Signals) => Promise<Exit>;
};

export type InstanceOptions = { name: string; databaseUrl: string; jwtSecret: string; port?: number; env?: Record<string, string> };

export const newSecret = (): string => randomBytes(32).toString('hex');

/** Spawns `node api/test/multi/instance.cjs` (the built app) and resolves once /readyz answers 200. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  if (!existsSync(path.join(API_ROOT, 'dist', 'main.js'))) throw new Error('api/dist is missing: the test run builds it (npm test), or run `npm run build -w api`.');
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [LAUNCHER], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: options.jwtSecret,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      BOOKS_API_URL: 'http://127.0.0.1:9',
      INSTANCE_NAME: options.name,
      // The API's hourly budgets out of the way of the suites' many requests (rate-limits.test.ts sets small ones).
      RATE_LIMIT_POINTS_PER_HOUR: '1000000000',
      RATE_LIMIT_ANONYMOUS_POINTS_PER_HOUR: '1000000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let done: Exit | undefined;
  void exited.then((exit) => (done = exit));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (done) throw new Error(`instance ${options.name} exited (${JSON.stringify(done)}) before it was ready:\n${output.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance ${options.name} was not ready within 30 s:\n${output.join('\n')}`);
    }
    const ready = await fetch(`${url}/readyz`).then((res) => res.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name: options.name,
    port,
    url,
    pid: child.pid!,
    output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (!done) child.kill(signal);
      return exited;
    },
  };
}

/** The JSON log lines of an instance, parsed. */
export const logLines = (instance: Instance): Record<string, unknown>[] =>
  instance.output.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

export type Proxy = { url: string; kind: 'nginx' | 'node'; stop: () => Promise<void> };

/** nginx with deploy/nginx.conf (its upstream pointed at these ports), or the Node stand-in. */
export async function startProxy(upstreamPorts: number[]): Promise<Proxy> {
  // TEST_PROXY=node tries the stand-in where nginx is installed too (what a machine without it runs).
  const nginx = process.env.TEST_PROXY === 'node' && !process.env.CI ? undefined : findNginx();
  if (nginx) return startNginx(nginx, upstreamPorts);
  // CI installs nginx: there the real configuration must be what is tested.
  if (process.env.CI) throw new Error('nginx is not installed (apt-get install nginx): CI tests the real proxy configuration.');
  return startNodeProxy(upstreamPorts);
}

async function startNginx(binary: string, upstreamPorts: number[]): Promise<Proxy> {
  const port = await freePort();
  const { dir, args, errorLog } = prepareNginx(port, upstreamPorts);
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await fetch(`${url}/nginx-health`).then((res) => res.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${output.join('')}\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    kind: 'nginx',
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Round robin, X-Forwarded-For extended with the peer's address as nginx's $proxy_add_x_forwarded_for does.
async function startNodeProxy(upstreamPorts: number[]): Promise<Proxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const port = upstreamPorts[next++ % upstreamPorts.length];
    const peer = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${peer}` : peer;
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    kind: 'node',
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * One HTTP request on a new connection from a chosen loopback address (127.0.0.2, 127.0.0.3, …), so
 * that one test can be several clients as far as the proxy and the app can tell.
 */
export function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export type GraphQLAnswer<T> = { status: number; data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

export async function gql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const answer = await send(`${baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }), from: options.from });
  try {
    return { status: answer.status, ...(JSON.parse(answer.text) as Omit<GraphQLAnswer<T>, 'status'>) };
  } catch {
    // Not GraphQL's answer (a proxy's 502 with an empty body).
    return { status: answer.status, errors: [{ message: answer.text || `HTTP ${answer.status}` }] };
  }
}

export const errorCode = (answer: GraphQLAnswer<unknown>): string | undefined => answer.errors?.[0]?.extensions?.code;

export type QuizQuestionInput = { questionText: string; options: string[]; correctAnswerIndex: number };

/** A published quiz of three questions (the right option always 1), its steps taken in turn on `instances`. */
export async function publishedQuizOn(instances: Instance[], tutorToken: string): Promise<{ quizId: string; questions: QuizQuestionInput[] }> {
  let step = 0;
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const res = await gql<T>(instances[step++ % instances.length].url, query, variables, { token: tutorToken });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };
  const { createActivity } = await call<{ createActivity: { id: string } }>(`mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`, { input: { title: 'Scale', description: 'Out' } });
  const { createChapter } = await call<{ createChapter: { id: string } }>(
    `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { id } }`,
    { activityId: createActivity.id, input: { title: 'One', description: 'First', content: 'HOMEWORK' } },
  );
  const questions = [1, 2, 3].map((n) => ({ questionText: `Question ${n}`, options: ['A', 'B', 'C'], correctAnswerIndex: 1 }));
  const { createQuiz } = await call<{ createQuiz: { id: string } }>(`mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`, {
    chapterId: createChapter.id,
    input: { title: 'Race', instructions: 'Go', questions },
  });
  await call(`mutation($id: ID!) { publishQuiz(id: $id) { id } }`, { id: createQuiz.id });
  return { quizId: createQuiz.id, questions };
}

/** Runs one SQL statement on the test database (whichever client a test holds) and answers its rows. */
export type RunSql = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export type Account = { id: string; email: string; password: string; token: string };

/**
 * An account of `role` stored straight into the database (these tests are about instances, not
 * signup, whose link goes by mail), then signed in on `on`.
 */
export async function accountOn(on: Instance, runSql: RunSql, role: 'user' | 'tutor' | 'admin', name = 'Multi'): Promise<Account> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'secret123';
  const [row] = await runSql(`INSERT INTO users (name, surname, email, password_hash, role) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
    name,
    role,
    email,
    await hashPassword(password),
    role,
  ]);
  const login = await gql<{ login: { token: string } }>(on.url, `mutation($input: LoginInput!) { login(input: $input) { token } }`, { input: { email, password } });
  if (!login.data) throw new Error(JSON.stringify(login.errors));
  return { id: String(row.id), email, password, token: login.data.login.token };
}

/** A RunSql on a database's URL: one short connection per statement. */
export const sqlAt =
  (url: string): RunSql =>
  async (sql, params) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
