import { useEffect } from "react";
import { markHydrated } from "../../hydration";

/**
 * Marks the page hydrated (hydration.ts) from an effect: effects run once React has committed what
 * they are part of, so placed inside the Suspense boundary of the route's page (AppShell), it runs
 * once that boundary is hydrated. The rest of the app commits first and the page (a lazy chunk, the
 * Apollo client before it) after its code has arrived: an effect at the app's root would run while
 * the page's buttons still have no handlers. In a page rendered in the browser, at its first render.
 */
export const HydrationMark = () => {
  useEffect(markHydrated, []);
  return null;
};
