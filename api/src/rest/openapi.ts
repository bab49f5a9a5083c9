import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { RestApi, RouteSpec } from './route';
import { ErrorBody, z } from './schema';

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Invalid input (`fieldErrors` per field)',
  '401': 'No token, or an expired or revoked one',
  '403': 'The role or ownership does not allow it, or a personal access token lacks the scope (`requiredScopes`)',
  '404': 'Not found',
  '409': 'Conflict (already exists, already attempted)',
  '413': 'Too large',
  '415': 'Wrong file type',
  '429': 'Too many attempts',
  '500': 'Unexpected error (masked)',
};

const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const pathParams = (path: string) => {
  const names = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
};

function register(registry: OpenAPIRegistry, route: RouteSpec): void {
  const roles = route.access === 'public' ? 'anyone' : route.access === 'signed-in' ? 'any signed-in user' : route.access.join(', ');
  // A route may take JSON, a multipart form, or either (an edit that may carry a file).
  const content = {
    ...(route.body && { 'application/json': { schema: route.body } }),
    ...(route.form && { 'multipart/form-data': { schema: route.form } }),
  };
  // A bearer scheme lists the scopes a token needs in the security requirement (none: a session token
  // only); a public route with a scope may be called without any token too ({}).
  const tokens = route.publicRead
    ? 'API tokens: any (a public read).'
    : route.scope
      ? `API tokens: with the scope ${route.scope}.`
      : 'API tokens: not available (sessions of the web app only).';
  const bearer = { bearer: route.scope ? [route.scope] : [] };
  registry.registerPath({
    method: route.method,
    path: toOpenApiPath(route.path),
    summary: route.summary,
    description: `Who: ${roles}. ${tokens}`,
    tags: [route.tag],
    ...(route.access !== 'public' ? { security: [bearer] } : route.scope && !route.publicRead && { security: [{}, bearer] }),
    request: {
      params: route.params ?? pathParams(route.path),
      query: route.query as z.ZodObject | undefined,
      ...(Object.keys(content).length > 0 && { body: { required: true, content } }),
    },
    responses: {
      [route.response.status]: { description: route.response.description, content: { [route.response.mediaType ?? 'application/json']: { schema: route.response.schema } } },
      ...Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([status, description]) => [status, { description, content: { 'application/json': { schema: ErrorBody } } }])),
    },
  });
}

/** OpenAPI 3.1 for every route of the REST compatibility layer, built from the routes' own schemas. */
export function openApiDocument(api: RestApi) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token (from POST /users/login) or a personal access token (lh_pat_...). A personal access token calls only the routes whose security requirement lists a scope it holds (read:* holds every read: scope; a write: or admin: scope its read: one).',
  });
  for (const route of api.routes) register(registry, route);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'LearnHub REST compatibility API',
      version: '1.0.0',
      description: 'The REST paths of the original clients, served from the same services as /graphql. Roles are enforced on every route.',
    },
    servers: [{ url: '/api' }],
  });
}
