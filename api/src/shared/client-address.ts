import { isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

// Who is calling, as far as the network tells: the one derived address every throttle and log line uses.
export type ClientAddress = { ip: string };

/**
 * The caller's address: with TRUST_PROXY=n, Express takes it from X-Forwarded-For, n hops back from
 * the socket (what the trusted proxies saw); with 0, the header is ignored and the socket's address
 * counts, so a client cannot pick its own.
 */
export const clientAddressOf = (req: IncomingMessage & { ip?: string }): ClientAddress => ({ ip: req.ip ?? req.socket.remoteAddress ?? 'unknown' });

/**
 * The key a client-address limit counts under: an IPv4 address as is (also when it comes
 * IPv4-mapped, ::ffff:1.2.3.4), an IPv6 address by its /64 prefix, since one subscriber is handed a
 * whole /64 and would otherwise get a fresh count per address of it.
 */
export function throttleKeyOf(client: ClientAddress): string {
  const ip = client.ip;
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

// The eight 16-bit groups of an IPv6 address (zone dropped, :: expanded, a dotted IPv4 tail converted).
function expandIPv6(ip: string): string[] {
  let address = ip.split('%')[0].toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    address = `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
