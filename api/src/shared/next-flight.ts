import { chargeSqlStatements, measured } from './request-metrics';

/**
 * Calls of `run` for one key coalesced, without ever answering from before the call: while a run
 * for a key is in flight, the calls that arrive for that key wait for the next run, which starts
 * when the one in flight ends and answers them all. So a busy caller (a tool, or a class behind one
 * school address, sending many requests with one header) costs one statement per round trip instead
 * of one per request, and each request is still answered from a statement that began after it
 * arrived: a token revoked before the request is refused, as by a call of its own. Nothing is kept
 * once a run has answered. The answer is shared: callers must not change it.
 */
export function nextFlight<V>(run: (key: string) => Promise<V>): (key: string) => Promise<V> {
  type Waiter = { resolve: (value: { value: V; sqlStatements: number }) => void; reject: (error: unknown) => void };
  const waiting = new Map<string, Waiter[]>();
  const inFlight = new Set<string>();

  const flush = (key: string): void => {
    const waiters = waiting.get(key);
    if (!waiters) return;
    waiting.delete(key);
    inFlight.add(key);
    // Apart from the request that started it: each caller is charged its statements (below).
    measured(() => run(key)).then(
      (value) => waiters.forEach((waiter) => waiter.resolve(value)),
      (error: unknown) => waiters.forEach((waiter) => waiter.reject(error)),
    ).finally(() => {
      inFlight.delete(key);
      flush(key);
    });
  };

  return async (key) => {
    const { value, sqlStatements } = await new Promise<{ value: V; sqlStatements: number }>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!inFlight.has(key)) flush(key);
    });
    chargeSqlStatements(sqlStatements);
    return value;
  };
}
