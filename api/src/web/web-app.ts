import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from '../shared/logger';
import { type ReadCache, setReadCacheOutcome } from '../graphql/read-cache/read-cache';

/** What the server-side build of the web app (web/src/prerender.tsx, built to dist/.ssr/prerender.cjs) offers. */
type WebRenderer = {
  serverPages: Record<string, { operationName: string; query: string; title: (data: Record<string, unknown>) => string | undefined }>;
  renderPage: (url: string, pageData: PageData) => Promise<unknown>;
  composePage: (template: string, page: unknown, options: { pageData: PageData; title?: string }) => string;
};
type PageData = { operationName: string; variables: Record<string, unknown>; data: Record<string, unknown> };

/** A GraphQL answer as a signed-out visitor would get it from POST /graphql. */
type VisitorQuery = (
  req: Request,
  request: { query: string; operationName: string; variables: Record<string, unknown> },
) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly { extensions?: Record<string, unknown> }[] }>;

export type WebAppOptions = {
  distDir: string;
  logger: Logger;
  // Rendered pages are kept with the public reads' answers: emptied by the same writes, on every instance.
  readCache: ReadCache;
  visitorQuery: VisitorQuery;
};

const SESSION_COOKIE = /(?:^|;)\s*learnhub-session=1\s*(?:;|$)/;
const HTML = 'text/html; charset=utf-8';

/**
 * The built web app: hashed assets cached for a year, every other GET falls back to index.html so
 * client-side routes survive a reload. The public routes prerendered at build time
 * (web/scripts/prerender.mjs: dist/.prerender/routes.json) get their page, painted before any script
 * runs; of those, the ones the web app renders with data (its serverPages: a course's page) are
 * rendered per request with the visitor's GraphQL answer, the prerendered page standing
 * in when they cannot be.
 */
export function serveWebApp(app: Express, options: WebAppOptions): void {
  const { distDir } = options;
  const indexHtml = path.join(distDir, 'index.html');
  const prerenderDir = path.join(distDir, '.prerender');
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const wantsPage = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && Boolean(req.accepts('html'));
  const renderWithData = serverRendering(options);
  for (const route of prerenderedRoutes(prerenderDir)) {
    const prerendered = (res: Response, next: () => void, status = 200) => {
      res.status(status);
      // dotfiles: the folder's leading dot keeps express.static from serving it, not this route.
      res.sendFile(path.join(prerenderDir, route.file), { dotfiles: 'allow' }, (error) => {
        if (error && !res.headersSent) next(); // gone since start-up (a rebuild): index.html below
      });
    };
    app.get(route.path, (req, res, next) => {
      if (!wantsPage(req)) return next();
      // The page is a visitor's: a browser holding a session (the web app's session cookie, see
      // web/src/auth/session-user.ts) gets the empty app page, rendered for its user.
      res.vary('Cookie');
      if (SESSION_COOKIE.test(req.headers.cookie ?? '')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      renderWithData(route.path, req, res).then(
        (answered) => {
          if (answered === 'not-found') prerendered(res, next, 404);
          else if (!answered) prerendered(res, next);
        },
        (error: unknown) => {
          options.logger.error({ err: error, requestId: req.id }, 'page rendering failed');
          if (!res.headersSent) prerendered(res, next);
        },
      );
    });
  }
  app.use((req, res, next) => {
    if (!wantsPage(req)) return next();
    if (!existsSync(indexHtml)) {
      res.status(404).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

/**
 * Renders a route's page with its data, when the web app renders that route per request: true when it
 * answered, 'not-found' when the query says there is nothing there (the page's not-found state needs
 * the client: the prerendered page goes out with a 404), false to serve the prerendered page (no
 * renderer, or the query failed: the app shows its own error state and a retry).
 */
function serverRendering({ distDir, logger, readCache, visitorQuery }: WebAppOptions) {
  let renderer: WebRenderer | null | undefined;
  let template = '';
  let inFlight = 0;
  // Loaded with the first page it renders (a megabyte of code most test instances never need).
  const load = (): WebRenderer | null => {
    if (renderer !== undefined) return renderer;
    try {
      template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
      renderer = createRequire(__filename)(path.join(distDir, '.ssr', 'prerender.cjs')) as WebRenderer;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND' && (error as NodeJS.ErrnoException).code !== 'ENOENT') {
        logger.error({ err: error }, 'the web app’s server-side build could not be loaded');
      }
      renderer = null;
    }
    return renderer;
  };

  return async (routePath: string, req: Request, res: Response): Promise<boolean | 'not-found'> => {
    const page = load()?.serverPages[routePath];
    if (!renderer || !page) return false;
    const variables = { ...req.params } as Record<string, string>;
    const key = `page\n${routePath}\n${JSON.stringify(variables)}`;
    const cached = readCache.get(key);
    setReadCacheOutcome(res, cached ? 'hit' : 'miss');
    if (cached) {
      res.type(HTML).send(cached.body);
      return true;
    }
    // A render costs about 15 ms of CPU: past a few at once (many pages not cached), the prerendered
    // page goes out instead, and the app fetches the course itself.
    if (inFlight >= MAX_RENDERS_IN_FLIGHT) return false;
    inFlight += 1;
    try {
      const startedAt = readCache.begin();
      const { data, errors } = await visitorQuery(req, { query: page.query, operationName: page.operationName, variables });
      if (errors?.length) {
        if (errors.every((error) => error.extensions?.code === 'NOT_FOUND')) return 'not-found';
        logger.warn({ requestId: req.id, codes: errors.map((error) => error.extensions?.code) }, 'page query failed: prerendered page served');
        return false;
      }
      if (!data) return false;
      const pageData: PageData = { operationName: page.operationName, variables, data };
      const html = renderer.composePage(template, await renderer.renderPage(req.path, pageData), { pageData, title: page.title(data) });
      // Kept only if nothing the page shows was written since the query began (read-cache.ts).
      readCache.set(key, startedAt, { headers: [['content-type', HTML]], body: html });
      res.type(HTML).send(html);
      return true;
    } finally {
      inFlight -= 1;
    }
  };
}

/** Pages rendered at once by one instance (each is a query, then about 15 ms of CPU). */
export const MAX_RENDERS_IN_FLIGHT = 4;

// The build's list of prerendered pages, read once at start-up; none when the web app was not built
// with them. Entries that are not a route path and a plain file name are left out.
function prerenderedRoutes(prerenderDir: string): { path: string; file: string }[] {
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(path.join(prerenderDir, 'routes.json'), 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return (entries as unknown[]).filter((entry): entry is { path: string; file: string } => {
    const { path: route, file } = (entry ?? {}) as { path?: unknown; file?: unknown };
    return typeof route === 'string' && route.startsWith('/') && typeof file === 'string' && /^[\w-]+\.html$/.test(file);
  });
}
