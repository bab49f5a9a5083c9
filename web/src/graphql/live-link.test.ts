import { ApolloClient, ApolloLink, gql, InMemoryCache } from "@apollo/client";
import { createClient, type ClientOptions } from "graphql-ws";
import { firstValueFrom, of } from "rxjs";
import { USER_STORAGE_KEY } from "../auth/session-user";
import { makeUser } from "../test/render";
import { createLazyLiveLink, splitLiveLink } from "./live-link";
import { getLiveStatus, setLiveStatus } from "./live-status";
import { createLiveConnection, liveClientOptions, liveRetryDelay, liveUrl, shouldRetryLive } from "./ws-link";

const QUERY = gql`
  query Ping {
    ping
  }
`;
const SUBSCRIPTION = gql`
  subscription Pinged {
    pinged
  }
`;

// A link that answers every operation with its own name, and records what it was asked.
const namedLink = (name: string) => {
  const seen: string[] = [];
  const link = new ApolloLink((operation) => {
    seen.push(operation.operationName ?? "");
    return of({ data: { ping: name, pinged: name } });
  });
  return { link, seen };
};

const clientWith = (link: ApolloLink) => new ApolloClient({ cache: new InMemoryCache(), link });

describe("the live link", () => {
  it("sends subscriptions to the WebSocket link and everything else over HTTP", async () => {
    const live = namedLink("live");
    const http = namedLink("http");
    const client = clientWith(splitLiveLink(live.link, http.link));

    const query = await client.query({ query: QUERY });
    const event = await firstValueFrom(client.subscribe({ query: SUBSCRIPTION }));

    expect(query.data).toEqual({ ping: "http" });
    expect(event.data).toEqual({ pinged: "live" });
    expect(http.seen).toEqual(["Ping"]);
    expect(live.seen).toEqual(["Pinged"]);
  });

  it("loads the WebSocket link with the first subscription, not before", async () => {
    const live = namedLink("live");
    const connect = jest.fn(() => Promise.resolve({ link: live.link }));
    const client = clientWith(splitLiveLink(createLazyLiveLink(connect), namedLink("http").link));

    await client.query({ query: QUERY });
    expect(connect).not.toHaveBeenCalled();

    await firstValueFrom(client.subscribe({ query: SUBSCRIPTION }));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(live.seen).toEqual(["Pinged"]);
  });
});

describe("the WebSocket connection", () => {
  afterEach(() => setLiveStatus("connecting"));

  // createClient is replaced by a fake that keeps the options it was given.
  const fakeConnection = () => {
    let options: ClientOptions | undefined;
    const dispose = jest.fn();
    const connection = createLiveConnection("/graphql", (given) => {
      options = given;
      return { dispose, on: jest.fn(), subscribe: jest.fn(), iterate: jest.fn(), terminate: jest.fn() };
    });
    if (!options) throw new Error("createClient was not called");
    return { options, connection, dispose };
  };

  it("connects to /graphql on the page's host, ws: or wss: as the page", () => {
    expect(fakeConnection().options.url).toBe("ws://localhost/graphql");
    expect(liveUrl("/graphql", { protocol: "https:", host: "example.org" })).toBe("wss://example.org/graphql");
  });

  it("sends the session token as it is when the socket connects", async () => {
    const { options } = fakeConnection();
    const params = options.connectionParams as () => Promise<Record<string, unknown>> | Record<string, unknown>;
    expect(await params()).toEqual({});
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser({ token: "abc" })));
    expect(await params()).toEqual({ authorization: "Bearer abc" });
  });

  it("retries without end after a drop or a server restart, but not once the session is gone (4401, 4403)", () => {
    const { options } = fakeConnection();
    expect(options.retryAttempts).toBe(Infinity);
    expect(options.shouldRetry).toBe(shouldRetryLive);
    expect(shouldRetryLive({ code: 1006, reason: "", wasClean: false })).toBe(true);
    expect(shouldRetryLive({ code: 1001, reason: "Going away", wasClean: true })).toBe(true);
    expect(shouldRetryLive({ code: 4408, reason: "Request Timeout", wasClean: true })).toBe(true);
    expect(shouldRetryLive(new Error("connection refused"))).toBe(true);
    expect(shouldRetryLive({ code: 4401, reason: "Unauthorized", wasClean: true })).toBe(false);
    expect(shouldRetryLive({ code: 4403, reason: "Forbidden", wasClean: true })).toBe(false);
  });

  it("waits longer after each failed try, up to 30 s, with some jitter", () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 10].map((retries) => liveRetryDelay(retries, noJitter))).toEqual([1000, 2000, 4000, 8000, 30_000]);
    expect(liveRetryDelay(0, () => 0.5)).toBe(1500);
  });

  it("reports connected, then reconnecting after a drop, for the Live indicator", () => {
    const { options } = fakeConnection();
    const on = options.on ?? {};
    on.connecting?.(false);
    expect(getLiveStatus()).toBe("connecting");
    on.connected?.({}, undefined, false);
    expect(getLiveStatus()).toBe("connected");
    on.closed?.({ code: 1006 });
    expect(getLiveStatus()).toBe("reconnecting");
    on.connecting?.(true);
    expect(getLiveStatus()).toBe("reconnecting");
    on.connected?.({}, undefined, true);
    expect(getLiveStatus()).toBe("connected");
  });

  it("is disposed on sign-out", () => {
    const { connection, dispose } = fakeConnection();
    connection.dispose();
    expect(dispose).toHaveBeenCalledTimes(1);
  });
});

// A server that answers each connection_init by closing the socket with `code`.
const closingServer = (code: number) => {
  const sockets: FakeSocket[] = [];
  class FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = FakeSocket.CONNECTING;
    protocol = "graphql-transport-ws";
    onopen: (() => void) | null = null;
    onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
    onerror: ((error: unknown) => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    constructor() {
      sockets.push(this);
      setTimeout(() => {
        this.readyState = FakeSocket.OPEN;
        this.onopen?.();
      });
    }
    send(message: string) {
      if ((JSON.parse(message) as { type: string }).type === "connection_init")
        setTimeout(() => this.close(code, "closed by the test"));
    }
    close(closeCode: number, reason: string) {
      if (this.readyState === FakeSocket.CLOSED) return;
      this.readyState = FakeSocket.CLOSED;
      this.onclose?.({ code: closeCode, reason, wasClean: true });
    }
  }
  return { FakeSocket, sockets };
};

describe("graphql-ws with the live options", () => {
  afterEach(() => setLiveStatus("connecting"));

  const subscribeThrough = (code: number) => {
    const { FakeSocket, sockets } = closingServer(code);
    const client = createClient({
      ...liveClientOptions("/graphql"),
      webSocketImpl: FakeSocket,
      retryWait: () => Promise.resolve(),
    });
    const sink = { next: jest.fn(), error: jest.fn(), complete: jest.fn() };
    client.subscribe({ query: "subscription { pinged }" }, sink);
    return { client, sockets, sink };
  };

  it.each([4401, 4403])("stops after the server closes with %i: the session is gone", async (code) => {
    const { client, sockets, sink } = subscribeThrough(code);
    await waitForCondition(() => sink.error.mock.calls.length > 0);
    expect(sink.error.mock.calls[0][0]).toEqual(expect.objectContaining({ code }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets).toHaveLength(1);
    await Promise.resolve(client.dispose()).catch(() => undefined);
  });

  it("connects again after an abnormal close (a dropped network, a server restart)", async () => {
    const { client, sockets, sink } = subscribeThrough(1006);
    await waitForCondition(() => sockets.length >= 3);
    expect(sink.error).not.toHaveBeenCalled();
    expect(getLiveStatus()).toBe("reconnecting");
    await Promise.resolve(client.dispose()).catch(() => undefined);
  });
});

const waitForCondition = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error("condition not met in time");
};
