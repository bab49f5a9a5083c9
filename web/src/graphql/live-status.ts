import { useSyncExternalStore } from "react";

// Where the live connection (GraphQL subscriptions over WebSocket) stands: "connecting" before the
// first connection, "connected", then "reconnecting" after it dropped until it is back.
export type LiveStatus = "connecting" | "connected" | "reconnecting";

let status: LiveStatus = "connecting";
const listeners = new Set<() => void>();

export const getLiveStatus = (): LiveStatus => status;

export const setLiveStatus = (next: LiveStatus): void => {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

// This module holds no WebSocket code: the socket's module (ws-link.ts) is loaded with the first subscription.
export const useLiveStatus = (): LiveStatus => useSyncExternalStore(subscribe, getLiveStatus, getLiveStatus);
