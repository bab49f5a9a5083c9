// Small HTTP client for the bench: keep-alive sockets, a request helper that times each call,
// and a pool that runs N tasks at a fixed concurrency.
import http from 'node:http';

export const agent = (maxSockets) => new http.Agent({ keepAlive: true, maxSockets });

/** One request; resolves with status, headers, body text and the time it took in ms. */
export function send(url, { method = 'GET', headers = {}, body, agent: via } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method, headers, agent: via }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body === undefined) req.end();
    else if (typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else body.pipe(req); // a stream
  });
}

export async function gql(base, query, variables, { token, agent: via, requestId } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (requestId) headers['x-request-id'] = requestId;
  const res = await send(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }), agent: via });
  let json;
  try {
    json = JSON.parse(res.text);
  } catch {
    throw new Error(`GraphQL answered ${res.status} with non-JSON: ${res.text.slice(0, 200)}`);
  }
  return { ...res, json };
}

/** Like gql, but throws when the answer carries errors. */
export async function gqlOk(base, query, variables, options) {
  const res = await gql(base, query, variables, options);
  if (res.json.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(res.json.errors[0])}`);
  return res.json.data;
}

/** Runs task(i) for i in [0, count) with at most `concurrency` in flight; returns the results in order. */
export async function pool(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

export function percentile(sortedOrNot, p) {
  const values = [...sortedOrNot].sort((a, b) => a - b);
  if (values.length === 0) return NaN;
  const index = Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1);
  return values[Math.max(0, index)];
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
