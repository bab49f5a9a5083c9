import type { ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { AppError, HTTP_STATUS } from '../../shared/errors';
import type { Budget } from './rate-limits.service';

/**
 * How a budget is told in every answer (README, "Rate limits"): the headers GitHub sends, and on
 * GraphQL `extensions.cost { requested, remaining, resetAt }`.
 */
export function rateLimitHeaders(budget: Budget): [string, string][] {
  const headers: [string, string][] = [
    ['x-ratelimit-limit', String(budget.limit)],
    ['x-ratelimit-remaining', String(budget.remaining)],
    ['x-ratelimit-used', String(budget.used)],
    // Epoch seconds, rounded up: waiting until then is enough.
    ['x-ratelimit-reset', String(Math.ceil(budget.resetAt.getTime() / 1000))],
  ];
  if (budget.refused) headers.push(['retry-after', String(budget.retryAfterSeconds)]);
  return headers;
}

export const RATE_LIMIT_HEADER_NAMES = new Set(['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-used', 'x-ratelimit-reset']);

export function setRateLimitHeaders(res: Pick<ServerResponse, 'setHeader'>, budget: Budget): void {
  for (const [name, value] of rateLimitHeaders(budget)) res.setHeader(name, value);
}

export const costExtension = (budget: Budget) => ({ requested: budget.requested, remaining: budget.remaining, resetAt: budget.resetAt.toISOString() });

/** "API rate limit exceeded: 5,000 points an hour; it resets at 14:05 UTC". */
const rateLimitMessage = (budget: Budget): string =>
  `API rate limit exceeded: ${budget.limit.toLocaleString('en-US')} points an hour; it resets at ${budget.resetAt.toISOString().slice(11, 16)} UTC`;

export const rateLimitError = (budget: Budget): AppError => new AppError('RATE_LIMITED', rateLimitMessage(budget), { retryAfterSeconds: budget.retryAfterSeconds });

/** GraphQL's refusal (a plugin's, before anything runs): 429, RATE_LIMITED with retryAfterSeconds. */
export function rateLimitGraphqlError(budget: Budget): GraphQLError {
  const refusal = rateLimitError(budget);
  return new GraphQLError(refusal.message, {
    originalError: refusal,
    extensions: { code: refusal.code, retryAfterSeconds: refusal.retryAfterSeconds, http: { status: HTTP_STATUS.RATE_LIMITED } },
  });
}

/** The body of GraphQL's refusal, as formatError makes it, for an answer written without Apollo (a cached read). */
export const rateLimitedGraphqlBody = (budget: Budget): string =>
  JSON.stringify({ errors: [{ message: rateLimitMessage(budget), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: budget.retryAfterSeconds } }], extensions: { cost: costExtension(budget) } });

/** REST's refusal body, as rest/error-handler.ts writes it. */
export const rateLimitedRestBody = (budget: Budget): string => {
  const message = rateLimitMessage(budget);
  return JSON.stringify({ error: message, message, code: 'RATE_LIMITED', retryAfterSeconds: budget.retryAfterSeconds });
};

/**
 * A GraphQL answer's text with `extensions.cost` of this request put in: spliced before the last
 * brace when the answer has no extensions of its own (a cached read's text is shared by every
 * caller, so it is kept without and each caller's cost goes in as it is sent); otherwise parsed.
 */
export function withCostExtension(text: string, budget: Budget): string {
  const cost = costExtension(budget);
  if (!text.includes('"extensions":') && text.endsWith('}')) return `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"extensions":${JSON.stringify({ cost })}}`;
  try {
    const answer = JSON.parse(text) as { extensions?: Record<string, unknown> };
    answer.extensions = { ...answer.extensions, cost };
    return JSON.stringify(answer);
  } catch {
    return text;
  }
}

/** A refusal written without Apollo or Express (a cached read on the lean path): 429 with the budget's headers. */
export function writeRateLimited(res: ServerResponse, budget: Budget, body: string): void {
  res.statusCode = HTTP_STATUS.RATE_LIMITED;
  setRateLimitHeaders(res, budget);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}
