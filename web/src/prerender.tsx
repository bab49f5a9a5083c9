import { ApolloClient, ApolloLink } from "@apollo/client";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { print } from "graphql";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/AppProviders";
import { appRoutes } from "./app/routes";
import { APP_NAME } from "./components/usePageTitle";
import { createCache as createApolloCache } from "./graphql/cache";
import { type PageData, pageDataElement, pageQuery, writePageData } from "./graphql/page-data";

// Static rendering of the public routes: at build time (scripts/prerender.mjs runs this module after
// `vite build --ssr`) the page's HTML as a visitor first sees it, and the Chakra (emotion) styles
// it uses, so the browser paints before any script has run; main.tsx hydrates it. The API runs it
// per request for the pages in serverPages, with their data.

export type PrerenderedPage = {
  html: string;
  // Style rules in the order emotion inserted them: global ones (reset, tokens) apart, so the
  // client's <Global> components adopt their own tag instead of inserting it again.
  globalStyles: { name: string; css: string }[];
  classStyles: { names: string[]; css: string };
};

/** A route the API renders per request for visitors: its query (variables: the route's params) and its tab title. */
export type ServerPage = {
  operationName: string;
  query: string;
  title: (data: Record<string, unknown>) => string | undefined;
};

// The query as the app's client sends it (with the __typename fields its cache adds), so the answer
// written into the client's cache is the one its own request would get.
const queryText = (operationName: string): string => {
  const document = pageQuery(operationName);
  if (!document) throw new Error(`${operationName} is not a page query`);
  return print(createApolloCache().transformDocument(document));
};

export const serverPages: Record<string, ServerPage> = {
  "/course-details/:id": {
    operationName: "CourseViewer",
    query: queryText("CourseViewer"),
    title: (data) => (data.course as { title?: string } | null)?.title,
  },
};

export async function renderPage(url: string, pageData?: PageData): Promise<PrerenderedPage> {
  // compat mode: emotion collects every rule in cache.inserted instead of writing <style> tags
  // between the elements (which would not match the client's first render).
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}: not a page to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // With data: a client of this render alone whose cache holds it (it never sends a request), as the
  // browser's client will once it has read the page's data.
  let client: ApolloClient | undefined;
  if (pageData) {
    client = new ApolloClient({ cache: createApolloCache(), link: ApolloLink.empty(), ssrMode: true });
    writePageData(client.cache, pageData);
  }
  // prerender waits for every lazy page and Suspense boundary, so the HTML is the finished first screen.
  // hydrate={false}: no inline script (the CSP allows none); the routes need no loader data.
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders client={client}>
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

const ROOT = '<div id="root"></div>';
const TITLE = `<title>${APP_NAME}</title>`;

// Text inside <style>: only "</style" could end it early.
const styleText = (css: string) => css.replaceAll("</style", "<\\/style");
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a page adds to the rendered screen. */
export type PageOptions = {
  // The data it was rendered with (page-data.ts), and the tab title the page will set.
  pageData?: PageData;
  title?: string;
  // "on-intent": the app is loaded when the visitor first acts on the page, not at once (boot.ts).
  hydrate?: "on-intent";
};

/** The whole HTML page: the app's index.html with the rendered screen in #root and its styles in <head>. */
export function composePage(
  template: string,
  page: PrerenderedPage,
  { pageData, title, hydrate }: PageOptions = {},
): string {
  if (!template.includes(ROOT) || !template.includes("</head>")) throw new Error(`the page template has no ${ROOT}`);
  const head = [
    // Emotion's own markers: the client's cache adopts these rules instead of inserting them again.
    ...page.globalStyles.map(({ name, css }) => `<style data-emotion="css-global ${name}">${styleText(css)}</style>`),
    `<style data-emotion="css ${page.classStyles.names.join(" ")}">${styleText(page.classStyles.css)}</style>`,
  ].join("");
  // The same text usePageTitle sets once the app runs.
  const withTitle = title
    ? template.replace(TITLE, () => `<title>${escapeHtml(`${title} · ${APP_NAME}`)}</title>`)
    : template;
  const root = hydrate ? `<div id="root" data-hydrate="${hydrate}">` : '<div id="root">';
  // Read when the app's client starts (module scripts run after the document is parsed).
  const data = pageData ? pageDataElement(pageData) : "";
  // Functions as replacements: a "$&" in the page's text is text, not a pattern.
  return withTitle.replace("</head>", () => `${head}</head>`).replace(ROOT, () => `${root}${page.html}</div>${data}`);
}
