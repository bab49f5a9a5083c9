import type { RestApi, RouteSpec } from './route';

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error', 'message', 'code'],
  properties: {
    error: { type: 'string', description: 'Same text as `message`, for clients that read `error`.' },
    message: { type: 'string' },
    code: { type: 'string', enum: ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED', 'INTERNAL_SERVER_ERROR'] },
    fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
    reason: { type: 'string' },
  },
};

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Invalid input (`fieldErrors` per field)',
  '401': 'No token, or an expired or revoked one',
  '403': 'The role or ownership does not allow it',
  '404': 'Not found',
  '409': 'Conflict (already exists, already attempted)',
  '413': 'Too large',
  '415': 'Wrong file type',
  '429': 'Too many attempts',
  '500': 'Unexpected error (masked)',
};

const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

function operation(route: RouteSpec) {
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const queryParams = Object.entries(route.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: false, schema }));
  const roles = route.access === 'public' ? 'anyone' : route.access === 'signed-in' ? 'any signed-in user' : route.access.join(', ');
  // A route may take JSON, a multipart form, or either (an edit that may carry a file).
  const content = {
    ...(route.body && { 'application/json': { schema: route.body } }),
    ...(route.multipart && { 'multipart/form-data': { schema: route.multipart } }),
  };
  return {
    summary: route.summary,
    description: `Who: ${roles}.`,
    tags: [route.tag],
    ...(route.access !== 'public' && { security: [{ bearer: [] }] }),
    parameters: [...pathParams, ...queryParams],
    ...(Object.keys(content).length > 0 && { requestBody: { required: true, content } }),
    responses: {
      [String(route.response.status)]: {
        description: route.response.description,
        ...(route.response.schema && { content: { 'application/json': { schema: route.response.schema } } }),
      },
      ...Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([status, description]) => [status, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }])),
    },
  };
}

/** OpenAPI 3.1 for every route of the REST compatibility layer, built from the routes themselves. */
export function openApiDocument(api: RestApi) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of api.routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LearnHub REST compatibility API',
      version: '1.0.0',
      description: 'The REST paths of the original clients, served from the same services as /graphql. Roles are enforced on every route.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: ERROR_SCHEMA },
    },
    paths,
  };
}
