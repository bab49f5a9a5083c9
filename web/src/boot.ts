import { readStoredUser } from "./auth/session-user";
import { isHydrated } from "./hydration";

// The page's entry: the app's code (main.tsx and its chunks) is fetched after the first frame. A
// prerendered route (scripts/prerender.mjs) is on screen from its HTML alone, so that code is not
// on the first paint's path: on a slow network it does not compete with the page for it.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const start = async () => {
  // Chakra's system (app/theme.ts) is the costliest module to run: in a task of its own, the page
  // stays responsive between it and the rest of the app's start-up.
  await import("./app/theme");
  await nextTask();
  await import("./main");
};

const CONTROLS = "button, [role=button]";
const HOLD_MS = 30_000;

// Checks once a frame until `done` says so, for HOLD_MS at most.
async function until(done: () => boolean): Promise<void> {
  const deadline = performance.now() + HOLD_MS;
  while (!done() && performance.now() < deadline) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * A prerendered page shows its buttons before the app has attached their handlers (hydration runs in
 * a transition, the page after its code has arrived): a click on one then would be lost. Such a click
 * is held until the app marks the page hydrated (hydration.ts), then given to the button again (once,
 * however often it was pressed; not if the app has replaced it). A link's click is left to the
 * browser: a page load, which works without the app. Returns what to call once main.tsx has run.
 */
function holdClicks(): () => Promise<void> {
  const held = new Set<HTMLElement>();
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || isHydrated()) return;
    event.preventDefault();
    event.stopPropagation();
    held.add(control);
  };
  document.addEventListener("click", hold, true);
  return async () => {
    await until(isHydrated);
    document.removeEventListener("click", hold, true);
    if (!isHydrated()) return;
    for (const control of held) if (control.isConnected) control.click();
  };
}

// The first signs that the visitor is about to use the page: a pointer or a touch on it, a key, focus.
const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * A page prerendered with data-hydrate="on-intent" (the visitor's home page: links, which work as they
 * are, and the small screens' menu button) loads the app when the visitor first acts on it, so a visit
 * that only reads it runs no app code at all.
 */
function onIntent(begin: () => void): void {
  const once = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, true);
    begin();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, { capture: true, passive: true });
}

const root = document.getElementById("root");
// main.tsx hydrates a prerendered page for a visitor; a browser with a stored session (one stored
// before the session cookie existed may be sent a visitor's page) gets it replaced at once.
const hydrating = Boolean(root?.hasChildNodes()) && !readStoredUser();
const release = hydrating ? holdClicks() : async () => undefined;
const run = () => void start().then(release);

if (hydrating && root?.dataset.hydrate === "on-intent") onIntent(run);
// A tab opened in the background paints no frame: start at once.
else if (document.visibilityState === "hidden") run();
else requestAnimationFrame(() => setTimeout(run));
