// A lean HTTP/1.1 load generator for a fixed set of requests, in the manner of autocannon: every
// request's bytes are built before the clock starts, each keep-alive socket writes one request and
// reads its answer before the next, and answers are only framed (status line, Content-Length or
// chunked body), not parsed, while the clock runs. On a two-core machine the load generator shares
// the cores with the server and PostgreSQL, so its own CPU per request is part of what is measured;
// node:http's client costs several times autocannon's.
import net from 'node:net';

const CRLF2 = Buffer.from('\r\n\r\n');

/** The bytes of one request to `url` (http only). */
export function buildRequest(url, { method = 'GET', headers = {}, body = '' } = {}) {
  const { host, pathname, search } = new URL(url);
  const payload = Buffer.from(body, 'utf8');
  const lines = [`${method} ${pathname}${search} HTTP/1.1`, `host: ${host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (payload.length || method !== 'GET') lines.push(`content-length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

// Reads one response from `buffer`: { status, body, rest } once it is complete, else null.
function frame(buffer) {
  const end = buffer.indexOf(CRLF2);
  if (end < 0) return null;
  const head = buffer.subarray(0, end).toString('latin1');
  const status = Number(head.slice(9, 12));
  const start = end + 4;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const stop = start + Number(length[1]);
    return buffer.length < stop ? null : { status, body: buffer.subarray(start, stop), rest: buffer.subarray(stop) };
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) throw new Error(`an answer with neither Content-Length nor chunked encoding: ${head}`);
  const parts = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (buffer.length < lineEnd + 2 + size + 2) return null;
    if (size === 0) return { status, body: Buffer.concat(parts), rest: buffer.subarray(lineEnd + 4) };
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Sends every request (from buildRequest) to `url`'s host over `concurrency` keep-alive sockets,
 * one request per socket at a time. Resolves with { status, text, ms } per request, in order.
 * With `timeoutMs`, a run still going after that long is cut: its sockets are destroyed and it rejects.
 */
export async function sendAll(url, requests, concurrency, { timeoutMs } = {}) {
  const { hostname, port } = new URL(url);
  const results = new Array(requests.length);
  let next = 0;
  const sockets = new Set();
  const worker = () =>
    new Promise((resolve, reject) => {
      const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
      sockets.add(socket);
      let pending = Buffer.alloc(0);
      let index = -1;
      let started = 0n;
      const sendNext = () => {
        if (next >= requests.length) {
          socket.end();
          resolve();
          return;
        }
        index = next++;
        started = process.hrtime.bigint();
        socket.write(requests[index]);
      };
      socket.on('connect', sendNext);
      socket.on('data', (chunk) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        let answer;
        try {
          answer = frame(pending);
        } catch (error) {
          socket.destroy();
          reject(error);
          return;
        }
        if (!answer) return;
        results[index] = { status: answer.status, body: answer.body, ms: Number(process.hrtime.bigint() - started) / 1e6 };
        pending = answer.rest;
        sendNext();
      });
      socket.on('error', reject);
      socket.on('close', () => {
        if (next < requests.length || (index >= 0 && results[index] === undefined)) reject(new Error('the server closed a connection mid-run'));
      });
    });
  const workers = Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker));
  if (timeoutMs === undefined) await workers;
  else {
    let timer;
    const expired = new Promise((_resolve, reject) => {
      timer = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
        reject(new Error(`${requests.length} requests to ${url} not answered within ${timeoutMs / 1000} s (${results.filter(Boolean).length} were)`));
      }, timeoutMs);
    });
    workers.catch(() => undefined); // the destroyed sockets' rejections, once cut
    try {
      await Promise.race([workers, expired]);
    } finally {
      clearTimeout(timer);
    }
  }
  // Decoded after the clock stops.
  return results.map(({ status, body, ms }) => ({ status, text: body.toString('utf8'), ms }));
}
