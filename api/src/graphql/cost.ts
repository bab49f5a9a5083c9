import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type GraphQLSchema } from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../shared/pagination';
import { type ErrorCode, HTTP_STATUS } from '../shared/errors';

/**
 * The cost of an operation: how many rows its lists may return, counted as GitHub counts a query's
 * nodes. Every list that takes a page size (`first`, `last` or `limit`: the connections, and the
 * few plain lists with a size) counts its page size times the page sizes of the lists above it;
 * other fields count nothing (their number is bounded by the token and depth limits). The cost is
 * the sum over the operation's lists, at least 1:
 *
 *   cost = max(1, Σ over lists L of size(L) × size(lists enclosing L))
 *
 * A page size is the argument's value as the operation runs, literal or variable alike (`first: $n`
 * costs what `first: 100` costs); unset, the list's declared default, or else DEFAULT_PAGE_SIZE (20);
 * over MAX_PAGE_SIZE, that maximum (the list refuses such a page itself, naming its limit). Aliases
 * and fragments count as they run; of `@include`/`@skip`, only what runs; of the types a union or
 * interface may be, the costliest.
 *
 * `{ activities(first: 20) { nodes { chapters(first: 3) { nodes { quizzes(first: 3) { nodes { id } } } } } } }`
 * costs 20 + 20×3 + 20×3×3 = 260; the same with 100 at each level 100 + 10,000 + 1,000,000 = 1,010,100.
 *
 * The limit, 10,000, lets three nested lists at the default page size through (20 + 400 + 8,000 =
 * 8,420), and 100 rows with a default page of 20 below each (2,100), but not 100 × 100 (10,100): about
 * 1 KB a row before an answer reaches its 10 MB cap (answer-size.ts).
 *
 * One rule on both transports, computed once per request before anything runs: over HTTP by the
 * `costLimit` Apollo plugin below, over WebSocket by `checkCost` in live/ws-server.ts's onSubscribe.
 */
export const MAX_OPERATION_COST = 10_000;

// A code of the error table (shared/errors.ts), so both transports' error handling know it.
const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY' satisfies ErrorCode;

const SIZE_ARGUMENTS = new Set(['first', 'last', 'limit']);

const pageSizeOf = (args: Record<string, unknown>): number => {
  const size = args.first ?? args.last ?? args.limit;
  return typeof size === 'number' && Number.isFinite(size) && size >= 1 ? Math.min(Math.floor(size), MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
};

// `args` are the field's arguments as they run: variables read, declared defaults applied.
const estimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((arg) => SIZE_ARGUMENTS.has(arg.name))) return childComplexity;
  const size = pageSizeOf(args);
  return size + size * childComplexity;
};

/**
 * The operation's cost with these variables (see above). Throws graphql-js's GraphQLError when the
 * variables do not fit their types, or when no operation of that name is in the document.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): number {
  return Math.max(1, getComplexity({ schema, query: document, variables, operationName, estimators: [estimator] }));
}

/** The refusal, the same on both transports: HTTP 400, `extensions: { code, cost, maximumCost }`. */
const queryTooCostly = (cost: number): GraphQLError =>
  new GraphQLError(`This query costs ${cost} points, over the limit of ${MAX_OPERATION_COST}: ask for fewer items (smaller pages, fewer nested lists)`, {
    extensions: { code: QUERY_TOO_COSTLY, cost, maximumCost: MAX_OPERATION_COST, http: { status: HTTP_STATUS.QUERY_TOO_COSTLY } },
  });

/**
 * Each request's cost once computed, by its context (Apollo's `contextValue`, or a subscription's
 * LiveContext): for what runs after the check (the rate limit spends it). Absent when the cost
 * could not be computed (variables of the wrong type: the request is refused anyway).
 */
const costs = new WeakMap<object, number>();

export const requestCost = (context: object): number | undefined => costs.get(context);

/**
 * Computes the operation's cost once, keeps it for the request's context, and returns the refusal
 * when it is over the limit; null when it may run. Variables that do not fit their types are left
 * to graphql-js, which says what is wrong with them.
 */
export function checkCost(
  schema: GraphQLSchema,
  context: object,
  { document, variables, operationName }: { document: DocumentNode; variables?: Record<string, unknown> | null; operationName?: string | null },
): GraphQLError | null {
  let cost: number;
  try {
    cost = operationCost(schema, document, variables ?? {}, operationName ?? undefined);
  } catch (error) {
    if (error instanceof GraphQLError) return null;
    throw error;
  }
  costs.set(context, cost);
  return cost > MAX_OPERATION_COST ? queryTooCostly(cost) : null;
}

// Over HTTP: once the operation is known and its variables read, before anything runs.
export const costLimit = (schema: GraphQLSchema): ApolloServerPlugin<object> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request, operationName, contextValue }) {
        const refusal = checkCost(schema, contextValue, { document, variables: request.variables, operationName });
        if (refusal) throw refusal;
      },
    };
  },
});
