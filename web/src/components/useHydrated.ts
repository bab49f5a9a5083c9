import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

// False while React hydrates a page prerendered at build time (scripts/prerender.mjs) and in that
// prerender, true once the page's handlers are attached, and at once for a page rendered in the
// browser. For controls that must not be used before then: text typed into a prerendered field
// would not reach React's state, and a form submitted without its handler goes to the server as a GET.
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
