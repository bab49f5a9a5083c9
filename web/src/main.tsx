import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { readStoredUser, syncSessionCookie } from "./auth/session-user";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

syncSessionCookie();
// Apollo Client is created on demand, by the first screen that needs data (graphql/ApolloBoundary).
if (container.hasChildNodes() && !readStoredUser()) {
  // A public route prerendered at build time (scripts/prerender.mjs) as a visitor sees it: hydrated,
  // in a transition so React yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // An empty page, or a visitor's page reaching a signed-in user (a session stored before the
  // session cookie existed): rendered afresh.
  container.replaceChildren();
  createRoot(container).render(app);
}
