import { type Request, type Response, Router } from 'express';
import { match } from 'path-to-regexp';
import { type AuthUser, requireAccess, type Viewer } from '../shared/auth/access';
import type { ApiScope } from '../modules/api-tokens/scopes';
import { covers } from '../graphql/scope-directive';
import { scopeRefusal } from '../graphql/scopes';
import { AppError, type FieldErrors } from '../shared/errors';
import { createUploadLimits, passGate, type UploadLimits, uploadGate } from '../modules/files/upload-gate';
import type { OffsetPage, Slice } from '../shared/pagination';
import { Role } from '../modules/users/role';
import { MAX_FORM_BYTES } from './form';
import { Deleted, pageQuery, toPage, z } from './schema';
import { deleted, sendPage } from './shape';
import { idsIn } from '../modules/audit/audit-context';
import type { AuditCaller, AuditService } from '../modules/audit/audit.service';
import { clientAddressOf } from '../shared/client-address';

export type Access = 'public' | 'signed-in' | readonly Role[];
type Method = 'get' | 'post' | 'patch' | 'delete';

// The role groups the routes admit, in the order the OpenAPI document's "Who:" names them.
export const ADMIN = [Role.ADMIN] as const;
export const TUTOR = [Role.TUTOR] as const;
export const LEARNER = [Role.USER] as const;
export const STAFF = [Role.ADMIN, Role.TUTOR] as const;
// A tutor on their own rows, an admin on any: the service checks the ownership.
export const OWNER_OR_ADMIN = [Role.TUTOR, Role.ADMIN] as const;

// The caller as the route's access allows: a checked user on a protected route.
type ViewerOf<A extends Access> = A extends 'public' ? AuthUser | null : AuthUser;

// Path parameters, read from the path itself: '/course/:id' has `id`.
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- a path without parameters has none
      Record<never, string>;

// What a handler may return for a response schema: the JSON before serialisation, so a Date
// stands where the schema has its ISO text.
export type Serialisable<T> = T extends string
  ? T | Date
  : T extends readonly (infer Item)[]
    ? readonly Serialisable<Item>[]
    : T extends object
      ? { [K in keyof T]: Serialisable<T[K]> }
      : T;

type AnyObject = z.ZodType<Record<string, unknown>>;

export type RouteSpec<
  Path extends string = string,
  A extends Access = Access,
  Query extends AnyObject = AnyObject,
  Body extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> = {
  method: Method;
  // Express path under /api, e.g. '/course/:id'.
  path: Path;
  summary: string;
  tag: string;
  access: A;
  /**
   * What a personal access token must hold to call the route, as on the GraphQL field it matches;
   * none: for sessions of the web app only (a token is refused). A public read (`publicRead`) is
   * answered to any token whatever its scopes, as to anyone (its scope only documents it).
   */
  scope?: ApiScope;
  // Path parameters that name rows: one that cannot is NOT_FOUND before the body is read.
  params?: z.ZodObject;
  query?: Query;
  // A JSON body, validated before the handler runs.
  body?: Body;
  /**
   * Multipart form fields (a file as `format: binary`): documentation for a route that reads its
   * own form (readForm), and the sign that it takes one: its multipart body is read whole through
   * the upload gate, once the caller is admitted, before the handler runs.
   */
  form?: z.ZodObject;
  /**
   * `mediaType`: a body other than JSON (a download, e.g. `text/csv`), which the handler sends itself
   * and `schema` describes for the OpenAPI document.
   */
  response: { status: number; description: string; schema: Answer; mediaType?: string };
  /**
   * A public GET whose answer is the same for every caller and comes only from the read cache's
   * tables (graphql/read-cache/public-reads.ts): answered from the read cache when it holds it.
   */
  publicRead?: true;
  /**
   * Returns the body to send with `response.status` (what `response.schema` describes), or sends the
   * response itself and returns undefined.
   */
  handler: (call: {
    viewer: ViewerOf<A>;
    params: ParamsOf<Path>;
    query: z.output<Query>;
    body: z.output<Body>;
    req: Request;
    res: Response;
  }) => Serialisable<z.input<Answer>> | undefined | Promise<Serialisable<z.input<Answer>> | undefined>;
};

const pathOf = (issue: z.core.$ZodIssue): string => issue.path.map(String).join('.');

/**
 * A request part that does not fit its schema, as the services say it: BAD_USER_INPUT with the
 * first problem as the message (the schema's own wording, SPEC.md's where it has one) and the
 * first problem of each field in `fieldErrors`.
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[pathOf(issue)] ??= issue.message;
  throw new AppError('BAD_USER_INPUT', result.error.issues[0]?.message ?? 'The request is not valid', { fieldErrors });
}

function assertParams(schema: z.ZodObject | undefined, params: unknown): void {
  const issue = schema?.safeParse(params).error?.issues[0];
  if (issue) throw new AppError('NOT_FOUND', issue.message);
}

/**
 * A personal access token may call a route that declares a scope it covers (graphql/scope-directive.ts's
 * `covers`), and the public reads; a session of the web app (no `apiToken`) any route its role allows.
 * The refusal is GraphQL's: FORBIDDEN with the missing scope in `requiredScopes`.
 */
function checkScope(spec: Pick<RouteSpec, 'scope' | 'publicRead' | 'method' | 'path'>, viewer: Viewer): void {
  const token = viewer.apiToken;
  if (!token || spec.publicRead) return;
  if (!spec.scope) throw scopeRefusal([], [`${spec.method.toUpperCase()} /api${spec.path}`]);
  if (!covers(token.scopes, spec.scope)) throw scopeRefusal([spec.scope]);
}

// What the audit log needs of the REST layer (modules/audit): a write runs in its audit scope, a refusal is written.
export type RestAudit = Pick<AuditService, 'mutation' | 'refusal'>;

const REFUSALS: ReadonlySet<string> = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

const callerOf = (req: Request): AuditCaller => ({
  actorId: req.viewer?.user?.id ?? null,
  apiTokenId: req.viewer?.apiToken?.id ?? null,
  clientAddress: clientAddressOf(req).ip,
  requestId: typeof req.id === 'string' ? req.id : null,
});

/**
 * The REST layer's one way to add a route: it registers the Express handler, checks the caller,
 * validates the query and body against the schemas, and documents the route for /api/openapi.json
 * from the same schemas, so the three cannot drift apart.
 */
export class RestApi {
  readonly router = Router();
  readonly routes: RouteSpec[] = [];
  /** Spends the caller's hourly points budget (modules/rate-limits/rest-budget.ts), throwing RATE_LIMITED over it; none: no limit. */
  spendBudget?: (req: Request, res: Response, method: string) => Promise<void>;
  private readonly formGate: ReturnType<typeof uploadGate>;

  /** `uploads`: the app's one set of upload counts, shared with GraphQL's uploads. */
  constructor(
    uploads: UploadLimits = createUploadLimits(),
    // The audit log: every write that succeeds and every 401/403 gets its row (none without it).
    private readonly audit?: RestAudit,
  ) {
    this.formGate = uploadGate(uploads, { maxBytes: MAX_FORM_BYTES });
  }

  add<Path extends string, A extends Access, Query extends AnyObject, Body extends z.ZodType, Answer extends z.ZodType>(
    spec: RouteSpec<Path, A, Query, Body, Answer>,
  ): void {
    if (spec.publicRead && (spec.method !== 'get' || spec.access !== 'public')) throw new Error(`${spec.path}: only a public GET can be a public read`);
    this.routes.push(spec);
    // As OpenAPI names the route: `POST /api/quizzes/{id}/submit`.
    const operation = `${spec.method.toUpperCase()} /api${spec.path.replace(/:(\w+)/g, '{$1}')}`;
    const run = async (req: Request, res: Response): Promise<unknown> => {
      checkScope(spec, req.viewer);
      const viewer = (spec.access === 'public' ? req.viewer.user : requireAccess(req.viewer, spec.access === 'signed-in' ? [] : spec.access)) as ViewerOf<A>;
      // The caller's hourly budget (modules/rate-limits), spent once admitted, before anything runs.
      await this.spendBudget?.(req, res, spec.method);
      assertParams(spec.params, req.params);
      if (spec.form) await passGate(this.formGate, req, res);
      const call = {
        viewer,
        params: req.params as ParamsOf<Path>,
        query: (spec.query ? parseOrRefuse(spec.query, req.query) : {}) as z.output<Query>,
        // No body at all reads as an empty object, so a missing field is refused by name.
        body: (spec.body ? parseOrRefuse(spec.body, req.body ?? {}) : undefined) as z.output<Body>,
        req,
        res,
      };
      return spec.handler(call);
    };
    this.router[spec.method](spec.path, async (req: Request, res: Response) => {
      const audit = this.audit;
      try {
        // A write runs in its audit scope: its row is written in its transaction (modules/audit).
        const body = audit && spec.method !== 'get' ? await audit.mutation(callerOf(req), { operation, targetIds: idsIn({ ...req.params, body: req.body as unknown }) }, () => run(req, res)) : await run(req, res);
        if (!res.headersSent) res.status(spec.response.status).json(body ?? null);
      } catch (error) {
        // A refused authorization (401, 403), once: not a read asked with no credentials at all.
        const viewer = req.viewer as Viewer | undefined;
        const anonymous = !viewer?.user && !viewer?.authError && !viewer?.apiToken;
        if (audit && error instanceof AppError && REFUSALS.has(error.code) && !(anonymous && spec.method === 'get')) {
          await audit.refusal(callerOf(req), { operation, targetIds: idsIn(req.params) }, error);
        }
        throw error;
      }
    });
  }

  /** Whether a path under /api (without the query) is one of the public reads. */
  publicReadPath(): (path: string) => boolean {
    // Parameters are not decoded: only whether the path matches counts (`%zz` is Express's to refuse).
    const matchers = this.routes.filter((spec) => spec.publicRead).map((spec) => match(spec.path, { decode: false }));
    return (path) => matchers.some((matches) => matches(path) !== false);
  }

  /**
   * A GET of one page of a list, as every REST list pages: `limit` and `offset` besides the route's
   * own `filters`, the full count in X-Total-Count and the neighbours in the Link header (sendPage),
   * the page's rows as a plain array of `item`. `handler` reads the page; `shape` turns its rows
   * into the answer.
   */
  list<Path extends string, A extends Access, Filters extends z.ZodRawShape, Item extends z.ZodType, Row>(
    spec: Omit<RouteSpec<Path, A>, 'method' | 'query' | 'body' | 'form' | 'response' | 'handler'> & {
      filters?: Filters;
      response: { description: string; item: Item };
      handler: (call: { viewer: ViewerOf<A>; params: ParamsOf<Path>; query: z.output<z.ZodObject<Filters>>; page: OffsetPage }) => Promise<Slice<Row>>;
      shape: (rows: Row[], call: { viewer: ViewerOf<A> }) => Serialisable<z.input<Item>>[] | Promise<Serialisable<z.input<Item>>[]>;
    },
  ): void {
    const { filters, response, handler, shape, ...route } = spec;
    this.add({
      ...route,
      method: 'get',
      summary: `${route.summary} (X-Total-Count has the full count)`,
      query: z.object({ ...filters, ...pageQuery }),
      response: { status: 200, description: response.description, schema: z.array(response.item) },
      handler: async ({ viewer, params, query, req, res }) => {
        const slice = await handler({ viewer, params, query: query as z.output<z.ZodObject<Filters>>, page: toPage(query) });
        return shape(await sendPage(req, res, slice), { viewer });
      },
    });
  }

  /**
   * A DELETE route: its handler removes the row and returns its id; every delete answers 200 with
   * `{ message: 'Deleted', _id, id }`, described once here.
   */
  remove<Path extends string, A extends Access>(
    spec: Omit<RouteSpec<Path, A>, 'method' | 'response' | 'handler' | 'query' | 'body'> & {
      handler: (call: { viewer: ViewerOf<A>; params: ParamsOf<Path> }) => Promise<string>;
    },
  ): void {
    this.add({
      ...spec,
      method: 'delete',
      response: { status: 200, description: 'Deleted', schema: Deleted },
      handler: async ({ viewer, params }) => deleted(await spec.handler({ viewer, params })),
    });
  }
}
