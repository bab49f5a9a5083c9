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

// A tab opened in the background paints no frame: start at once.
if (document.visibilityState === "hidden") void start();
else requestAnimationFrame(() => setTimeout(() => void start()));
