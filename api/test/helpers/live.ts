import type { GraphQLError } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** Waits until `done` holds, checking every 20 ms: false once `ms` have passed without it. */
export async function until(done: () => boolean | Promise<boolean>, ms = 3_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/**
 * What one subscription over WebSocket gets: its errors (the refusal, or a result with errors), or
 * null when it was accepted and nothing came within 500 ms. Each call opens its own socket and closes
 * it after the answer (the server holds at most 10 sockets a user); `clients` collects them for the
 * suite's cleanup.
 */
export async function subscribeOnce(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  clients: Client[] = [],
): Promise<GraphQLError[] | null> {
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: false, onNonLazyError: () => undefined });
  clients.push(client);
  const errors = await new Promise<GraphQLError[] | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 500);
    client.subscribe(
      { query, variables },
      {
        next: (value) => {
          clearTimeout(timer);
          resolve((value.errors as GraphQLError[] | undefined) ?? null);
        },
        error: (error) => {
          clearTimeout(timer);
          resolve(error as GraphQLError[]);
        },
        complete: () => undefined,
      },
    );
  });
  await client.dispose();
  return errors;
}
