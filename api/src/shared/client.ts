import type { IncomingMessage } from 'node:http';

// Who is calling, as far as the network tells: the one derived address every throttle and log line uses.
export type Client = { ip: string };

/**
 * The caller's address: with TRUST_PROXY=n, Express takes it from X-Forwarded-For, n hops back from
 * the socket (what the trusted proxies saw); with 0, the header is ignored and the socket's address
 * counts, so a client cannot pick its own.
 */
export const clientOf = (req: IncomingMessage & { ip?: string }): Client => ({ ip: req.ip ?? req.socket.remoteAddress ?? 'unknown' });
