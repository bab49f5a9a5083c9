// After `vite build` and `vite build --ssr src/prerender.tsx`: renders the public routes' first screen
// into copies of dist/index.html, with the styles they use inlined, under dist/.prerender/ (a
// dot-folder: not served as files). The API serves them for these routes (serveWebApp in
// api/src/app.ts reads routes.json); every other route keeps the empty index.html.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(WEB, "dist");
const OUT = path.join(DIST, ".prerender");

// path: the Express route it answers; url: the URL rendered (a course's page before its data: the
// same loading screen whatever the id).
const ROUTES = [
  { path: "/", url: "/", file: "home.html" },
  { path: "/login", url: "/login", file: "login.html" },
  { path: "/course-details/:id", url: "/course-details/prerendered", file: "course-details.html" },
];

const { renderPage } = await import(pathToFileURL(path.join(WEB, "dist-ssr", "prerender.js")).href);
const template = readFileSync(path.join(DIST, "index.html"), "utf8");
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT) || !template.includes("</head>")) throw new Error(`dist/index.html has no ${ROOT}`);

// Text inside <style>: only "</style" could end it early.
const styleText = (css) => css.replaceAll("</style", "<\\/style");

mkdirSync(OUT, { recursive: true });
for (const route of ROUTES) {
  const page = await renderPage(route.url);
  const head = [
    // Emotion's own markers: the client's cache adopts these rules instead of inserting them again.
    ...page.globalStyles.map(({ name, css }) => `<style data-emotion="css-global ${name}">${styleText(css)}</style>`),
    `<style data-emotion="css ${page.classStyles.names.join(" ")}">${styleText(page.classStyles.css)}</style>`,
  ].join("");
  const html = template.replace("</head>", `${head}</head>`).replace(ROOT, `<div id="root">${page.html}</div>`);
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
