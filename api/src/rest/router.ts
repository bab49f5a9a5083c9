import { Router } from 'express';
import type { Services } from '../modules/registry';
import { AppError } from '../shared/errors';

// Mounts each module's REST routes under /api (the compatibility layer of SPEC.md section 7).
export function createRestRouter(_services: Services): Router {
  const router = Router();
  router.use((req, _res, next) => next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.baseUrl}${req.path}`)));
  return router;
}
