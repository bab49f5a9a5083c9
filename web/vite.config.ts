import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Where `npm run dev` proxies API calls: the API's dev server, unless API_URL says otherwise.
// 127.0.0.1, not localhost: the API listens there in development, and localhost may resolve to ::1 first.
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:4000";
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const vendor = (...packages: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join("|")})[\\\\/]`);

// The server-side build (`vite build --ssr src/prerender.tsx`) renders the public routes to HTML at
// build time (scripts/prerender.mjs), and the API renders a course's page with it per request:
// CommonJS (prerender.cjs and its lazy pages' chunks) with its libraries inside, under dist/ (a
// dot-folder: never served) so it ships with the web app, and the API (CommonJS) requires it. It needs
// none of the browser build's chunk groups, nor the public folder's files (the browser build has them).
const ssrBuild = {
  outDir: "dist/.ssr",
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { format: "cjs" as const, entryFileNames: "[name].cjs" } },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // Bundled into the server-side build, not required at run time (see ssrBuild).
  ssr: { noExternal: true },
  optimizeDeps: {
    // Pre-bundle from the app page only: graphiql's worker setup ("?worker" imports) cannot be
    // pre-bundled, and scanning graphiql.html at startup would stop the whole dev server.
    entries: ["index.html"],
    // The same setup found when /graphiql.html is first opened: served as it is, so Vite's worker
    // plugin handles its "?worker" imports, instead of failing the optimizer run.
    exclude: ["graphiql/setup-workers/vite", "@graphiql/react/setup-workers/vite"],
  },
  server: {
    proxy: {
      // ws: subscriptions (issue 22) upgrade to WebSocket on the same path.
      "/graphql": { target: apiTarget, ws: true },
      "/api": apiTarget,
      "/files": apiTarget,
      "/healthz": apiTarget,
    },
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: "dist",
        // .vite/manifest.json: which chunks each page and lazy route loads (read by npm run bench;
        // a dot-folder, so the server never serves it).
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          // Two entry pages: the app itself and the standalone GraphiQL explorer.
          input: { main: page("./index.html"), graphiql: page("./graphiql.html") },
          output: {
            // One stable vendor chunk for React and the router: every page needs them, and they change
            // less often than app code, so they stay cached. Other libraries (Chakra, Apollo, graphql) are
            // left to the default splitting: a catch-all group would pull code that only lazy pages or the
            // GraphiQL page use into chunks the landing page preloads.
            codeSplitting: {
              groups: [
                {
                  name: "vendor-react",
                  test: vendor("react", "react-dom", "scheduler", "react-router", "cookie", "set-cookie-parser"),
                },
              ],
            },
          },
        },
      },
}));
