import type { LiveConnection } from "./ws-link";

// The app's one live connection (GraphQL subscriptions over WebSocket), opened with the first
// subscription: graphql-ws is loaded then (a lazy chunk). This module imports neither Apollo nor
// graphql-ws, so the session code (auth/AuthContext.tsx) can close the connection from any screen.
let current: Promise<LiveConnection> | null = null;

export const openLiveConnection = (): Promise<LiveConnection> =>
  (current ??= import("./ws-link").then(
    ({ createLiveConnection }) => createLiveConnection("/graphql"),
    (error: unknown) => {
      // A chunk that failed to load (a deploy, a dropped network) is loaded afresh next time.
      current = null;
      throw error;
    },
  ));

// On sign-in and sign-out: the socket belongs to the previous session. The next subscription opens
// a new one with the session as it then is (connectionParams are read when it connects).
export const resetLiveConnection = (): void => {
  const closing = current;
  current = null;
  void closing?.then(
    (connection) => connection.dispose(),
    () => undefined,
  );
};
