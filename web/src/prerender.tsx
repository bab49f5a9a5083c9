import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/AppProviders";
import { appRoutes } from "./app/routes";

// Build-time static rendering of the public routes (scripts/prerender.mjs runs this module after
// `vite build --ssr`): the page's HTML as a visitor first sees it, and the Chakra (emotion) styles
// it uses, so the browser paints before any script has run; main.tsx hydrates it.

export type PrerenderedPage = {
  html: string;
  // Style rules in the order emotion inserted them: global ones (reset, tokens) apart, so the
  // client's <Global> components adopt their own tag instead of inserting it again.
  globalStyles: { name: string; css: string }[];
  classStyles: { names: string[]; css: string };
};

export async function renderPage(url: string): Promise<PrerenderedPage> {
  // compat mode: emotion collects every rule in cache.inserted instead of writing <style> tags
  // between the elements (which would not match the client's first render).
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}: not a page to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every lazy page and Suspense boundary, so the HTML is the finished first screen.
  // hydrate={false}: no inline script (the CSP allows none); the routes need no loader data.
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();

  const globalStyles: PrerenderedPage["globalStyles"] = [];
  const classNames: string[] = [];
  let classCss = "";
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== "string" || !rules) continue;
    // A class's rules name it (.css-<name>), a <Global>'s do not. (Some classes are not in the HTML:
    // those of a fallback shown while a lazy page loaded. They are kept: the client may use them.)
    if (rules.includes(`.${cache.key}-${name}`)) {
      classNames.push(name);
      classCss += rules;
    } else {
      globalStyles.push({ name, css: rules });
    }
  }
  return { html, globalStyles, classStyles: { names: classNames, css: classCss } };
}
