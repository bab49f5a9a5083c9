import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient, type Client, type ClientOptions } from "graphql-ws";
import { readStoredUser } from "../auth/session-user";
import { setLiveStatus } from "./live-status";

// Loaded on demand by live-link.ts with the first subscription, so graphql-ws stays out of the
// landing route's JavaScript.

// The server closes with these when the session token is expired, revoked or tampered with (4401)
// or no longer allowed (4403): the session is gone, and trying again cannot help.
const SESSION_GONE_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4403]);

const closeCodeOf = (errOrCloseEvent: unknown): number | undefined =>
  typeof errOrCloseEvent === "object" &&
  errOrCloseEvent !== null &&
  "code" in errOrCloseEvent &&
  typeof errOrCloseEvent.code === "number"
    ? errOrCloseEvent.code
    : undefined;

// A dropped network or a restarting server is retried; a rejected session is not.
export const shouldRetryLive = (errOrCloseEvent: unknown): boolean => {
  const code = closeCodeOf(errOrCloseEvent);
  return code === undefined || !SESSION_GONE_CLOSE_CODES.has(code);
};

const MAX_RETRY_WAIT_MS = 30_000;

// Exponential backoff (1 s, 2 s, 4 s, … at most 30 s) with jitter, so clients dropped by one server
// restart do not all come back in the same instant.
export const liveRetryDelay = (retries: number, random: () => number = Math.random): number =>
  Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.floor(random() * 1000);

// ws: or wss: to /graphql on the page's own host (nginx and the dev server pass the upgrade on).
export const liveUrl = (endpoint: string, location: Pick<Location, "protocol" | "host"> = window.location): string =>
  `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${endpoint}`;

// The client pings the server this often; a pong not back in time means the network is gone
// (browsers can take minutes to notice), so the socket is closed and the retry starts.
const PING_EVERY_MS = 10_000;
const PONG_WITHIN_MS = 5_000;
// 4408: graphql-ws's "request timeout", which it retries.
const PONG_TIMEOUT_CLOSE_CODE = 4408;

type Closable = {
  readyState: number;
  close: (code: number, reason: string) => void;
};

export const liveClientOptions = (endpoint: string): ClientOptions => {
  let socket: Closable | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    url: liveUrl(endpoint),
    keepAlive: PING_EVERY_MS,
    // Read at every (re)connection, so a new socket carries the session as it is then.
    connectionParams: () => {
      const user = readStoredUser();
      return user ? { authorization: `Bearer ${user.token}` } : {};
    },
    retryAttempts: Infinity,
    shouldRetry: shouldRetryLive,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, liveRetryDelay(retries))),
    on: {
      connecting: (isRetry) => setLiveStatus(isRetry ? "reconnecting" : "connecting"),
      connected: (connected) => {
        socket = connected as Closable;
        setLiveStatus("connected");
      },
      ping: (received) => {
        if (received) return;
        pongTimer = setTimeout(() => {
          if (socket?.readyState === WebSocket.OPEN) socket.close(PONG_TIMEOUT_CLOSE_CODE, "Request Timeout");
        }, PONG_WITHIN_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      // A closed socket with subscriptions left is retried; the status says so until it is back.
      closed: () => {
        clearTimeout(pongTimer);
        socket = null;
        setLiveStatus("reconnecting");
      },
    },
  };
};

export type LiveConnection = { link: GraphQLWsLink; dispose: () => void };

export const createLiveConnection = (
  endpoint: string,
  create: (options: ClientOptions) => Client = createClient,
): LiveConnection => {
  const client = create(liveClientOptions(endpoint));
  return {
    link: new GraphQLWsLink(client),
    dispose: () => {
      // Disposing while a socket is still connecting rejects with its close: nothing to handle.
      Promise.resolve(client.dispose()).catch(() => undefined);
      setLiveStatus("connecting");
    },
  };
};
