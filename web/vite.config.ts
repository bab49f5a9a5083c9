import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://localhost:4000";
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const vendor = (...packages: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join("|")})[\\\\/]`);

export default defineConfig({
  plugins: [react()],
  optimizeDeps: {
    // Pre-bundle from the app page only: graphiql's worker setup ("?worker" imports) cannot be
    // pre-bundled, and scanning graphiql.html at startup would stop the whole dev server.
    entries: ["index.html"],
  },
  server: {
    proxy: {
      "/graphql": apiTarget,
      "/api": apiTarget,
      "/files": apiTarget,
      "/healthz": apiTarget,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // Two entry pages: the app itself and the standalone GraphiQL explorer.
      input: {
        main: page("./index.html"),
        graphiql: page("./graphiql.html"),
      },
      output: {
        // Stable vendor chunks: they change less often than app code, so they stay cached.
        codeSplitting: {
          // Higher priority wins, so modules shared with the GraphiQL page (graphql, react)
          // are not pulled into the app-only chunks.
          groups: [
            { name: "vendor-graphql", test: vendor("graphql"), priority: 40 },
            { name: "vendor-shared", test: vendor("tslib"), priority: 35 },
            { name: "vendor-react", test: vendor("react", "react-dom", "scheduler", "react-router", "cookie", "set-cookie-parser"), priority: 30 },
            { name: "vendor-chakra", test: vendor("@chakra-ui", "@ark-ui", "@zag-js", "@emotion", "@internationalized", "@pandacss"), priority: 20 },
            { name: "vendor-apollo", test: vendor("@apollo", "rxjs", "@wry", "optimism", "ts-invariant"), priority: 10 },
          ],
        },
      },
    },
  },
});
