import { type Request, type Response, Router } from 'express';
import { requireAccess } from '../shared/auth/access';
import type { Role } from '../modules/users/role';

export type JsonSchema = Record<string, unknown>;
export type Access = 'public' | 'signed-in' | readonly Role[];
export type Method = 'get' | 'post' | 'patch' | 'delete';

export type RouteSpec = {
  method: Method;
  // Express path under /api, e.g. '/course/:id'.
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: JsonSchema;
  // Multipart form fields (files as `format: binary`), instead of a JSON body.
  multipart?: JsonSchema;
  query?: Record<string, JsonSchema>;
  response: { status: number; description: string; schema?: JsonSchema };
  // Returns the JSON body to send with `response.status`; or sends the response itself and returns undefined.
  handler: (req: Request, res: Response) => unknown;
};

/**
 * The REST layer's one way to add a route: it registers the Express handler and
 * documents it for /api/openapi.json, so the two cannot drift apart.
 */
export class RestApi {
  readonly router = Router();
  readonly routes: RouteSpec[] = [];

  add(spec: RouteSpec): void {
    this.routes.push(spec);
    this.router[spec.method](spec.path, async (req: Request, res: Response) => {
      if (spec.access !== 'public') requireAccess(req.viewer, spec.access === 'signed-in' ? [] : spec.access);
      const body = await spec.handler(req, res);
      if (!res.headersSent) res.status(spec.response.status).json(body ?? null);
    });
  }
}

/** Route parameters and query values as plain strings. */
export const param = (req: Request, name: string): string => String(req.params[name] ?? '');
export const queryValue = (req: Request, name: string): string | undefined => {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
};
