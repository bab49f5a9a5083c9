import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import type { Viewer } from '../../shared/auth/access';
import { clientAddressOf } from '../../shared/client-address';
import { restPoints } from './points';
import { rateLimitError, setRateLimitHeaders } from './rate-limit-answers';
import { type Budget, budgetOwnerOf, type RateLimitService } from './rate-limits.service';

/**
 * REST's spend (rest/route.ts calls it once the caller passed the route's access check, before
 * anything runs): a GET 1 point, any other method 6, of the same budget GraphQL spends. Sets the
 * X-RateLimit-* headers; over budget, RATE_LIMITED (429 with Retry-After, by the error handler).
 */
export const restBudget =
  (rateLimits: RateLimitService) =>
  async (req: Request, res: Response, method: string): Promise<void> => {
    const budget = await rateLimits.spend(budgetOwnerOf(req.viewer, clientAddressOf(req).ip), restPoints(method));
    setRateLimitHeaders(res, budget);
    if (budget.refused) throw rateLimitError(budget);
  };

/** A cached REST read's spend (rest/cached-reads.ts): 1 point of the bearer's budget (read in one statement), or the address's. */
export const cachedRestReadBudget =
  (rateLimits: RateLimitService, authenticate: (authorization: string | undefined) => Promise<Viewer>) =>
  async (req: IncomingMessage): Promise<Budget> => {
    const viewer: Viewer = req.headers.authorization ? await authenticate(req.headers.authorization) : { user: null, authError: null };
    return rateLimits.spend(budgetOwnerOf(viewer, clientAddressOf(req).ip), restPoints('GET'));
  };
