import type { Router } from 'express';
import type { UploadLimits } from '../modules/files/upload-gate';
import { registerRoutes, type Services } from '../modules/registry';
import { AppError } from '../shared/errors';
import { malformedUrl } from '../shared/request-input';
import { openApiDocument } from './openapi';
import { RestApi } from './route';
import { restBudget } from '../modules/rate-limits/rest-budget';
import { z } from './schema';

/**
 * The REST compatibility layer of SPEC.md section 7, mounted under /api. `uploads`: the app's
 * upload counts (its forms' uploads count with GraphQL's); a set of its own when only its routes are read.
 */
export function createRestApi(services: Services, uploads?: UploadLimits): RestApi {
  const api = new RestApi(uploads, services.audit);
  api.spendBudget = restBudget(services.rateLimits);
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
