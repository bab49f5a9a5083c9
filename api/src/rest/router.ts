import type { Router } from 'express';
import { registerRoutes, type Services } from '../modules/registry';
import { AppError } from '../shared/errors';
import { malformedUrl } from '../shared/request-input';
import { openApiDocument } from './openapi';
import { RestApi } from './route';
import { z } from './schema';

/** The REST compatibility layer of SPEC.md section 7, mounted under /api. */
export function createRestApi(services: Services): RestApi {
  const api = new RestApi();
  registerRoutes(api, services);
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.add({
    method: 'get',
    path: '/openapi.json',
    tag: 'Meta',
    summary: 'This description (OpenAPI 3.1)',
    access: 'public',
    response: { status: 200, description: 'The OpenAPI document', schema: z.record(z.string(), z.unknown()) },
    handler: () => ({ ...(document ??= openApiDocument(api)) }),
  });
  return api;
}

export function createRestRouter({ router }: RestApi): Router {
  router.use((req, _res, next) => next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.baseUrl}${req.path}`)));
  router.use(malformedUrl);
  return router;
}
