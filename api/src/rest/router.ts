import type { Router } from 'express';
import { registerActivityRoutes } from '../modules/activities/activity.rest';
import { registerAuthRoutes } from '../modules/auth/auth.rest';
import { registerBookRoutes } from '../modules/books/book.rest';
import { registerContactRoutes } from '../modules/contact/contact.rest';
import { registerCourseRoutes } from '../modules/courses/course.rest';
import { registerOpportunityRoutes } from '../modules/opportunities/opportunity.rest';
import { registerPaperRoutes } from '../modules/papers/paper.rest';
import { registerQuizRoutes } from '../modules/quizzes/quiz.rest';
import type { Services } from '../modules/registry';
import { registerUserRoutes } from '../modules/users/user.rest';
import { AppError } from '../shared/errors';
import { openApiDocument } from './openapi';
import { RestApi } from './route';

// Each module's routes, in an order where fixed paths come before parameterised ones.
const MODULE_ROUTES: ((api: RestApi, services: Services) => void)[] = [
  registerAuthRoutes,
  registerUserRoutes,
  registerCourseRoutes,
  registerBookRoutes,
  registerOpportunityRoutes,
  registerPaperRoutes,
  registerContactRoutes,
  registerActivityRoutes,
  registerQuizRoutes,
];

/** The REST compatibility layer of SPEC.md section 7, mounted under /api. */
export function createRestApi(services: Services): RestApi {
  const api = new RestApi();
  for (const register of MODULE_ROUTES) register(api, services);
  let document: unknown;
  api.add({
    method: 'get',
    path: '/openapi.json',
    tag: 'Meta',
    summary: 'This description (OpenAPI 3.1)',
    access: 'public',
    response: { status: 200, description: 'The OpenAPI document' },
    handler: () => (document ??= openApiDocument(api)),
  });
  return api;
}

export function createRestRouter(services: Services): Router {
  const { router } = createRestApi(services);
  router.use((req, _res, next) => next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.baseUrl}${req.path}`)));
  return router;
}
