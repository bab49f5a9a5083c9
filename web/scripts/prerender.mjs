// After `vite build` and `vite build --ssr src/prerender.tsx` (dist/.ssr/prerender.cjs): renders the
// public routes' first screen into copies of dist/index.html, with the styles they use inlined, under
// dist/.prerender/ (a dot-folder: not served as files). The API serves them for these routes
// (serveWebApp in api/src/web/web-app.ts reads routes.json); every other route keeps the empty index.html.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(WEB, "dist");
const OUT = path.join(DIST, ".prerender");

// path: the Express route it answers; url: the URL rendered (a course's page before its data: the
// same loading screen whatever the id; the API renders a known course's page with its data per request,
// and serves this one when it cannot).
const ROUTES = [
  // hydrate: "on-intent": the visitor's home page is links (they work as they are) and one button; its
  // app is loaded when the visitor first acts on it (web/src/boot.ts).
  { path: "/", url: "/", file: "home.html", hydrate: "on-intent" },
  { path: "/login", url: "/login", file: "login.html" },
  { path: "/course-details/:id", url: "/course-details/prerendered", file: "course-details.html" },
];

const require = createRequire(import.meta.url);
const { renderPage, composePage } = require(path.join(DIST, ".ssr", "prerender.cjs"));
const template = readFileSync(path.join(DIST, "index.html"), "utf8");

mkdirSync(OUT, { recursive: true });
for (const route of ROUTES) {
  const html = composePage(template, await renderPage(route.url), { hydrate: route.hydrate });
  writeFileSync(path.join(OUT, route.file), html);
  console.log(`prerendered ${route.url} -> dist/.prerender/${route.file} (${(html.length / 1024).toFixed(1)} KB)`);
}
writeFileSync(
  path.join(OUT, "routes.json"),
  JSON.stringify(
    ROUTES.map(({ path, file }) => ({ path, file })),
    null,
    2,
  ),
);
