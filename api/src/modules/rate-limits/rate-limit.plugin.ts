import type { ApolloServerPlugin } from '@apollo/server';
import { MAX_OPERATION_COST, requestCost } from '../../graphql/cost';
import type { Context } from '../../graphql/context';
import { GraphQLError } from 'graphql';
import { databaseFaultError } from '../../shared/db-errors';
import { httpStatusOf } from '../../shared/errors';
import { refusedByScope } from '../../graphql/scopes';
import { costExtension, rateLimitGraphqlError, rateLimitHeaders } from './rate-limit-answers';
import { graphqlPoints, selectsOnlyRateLimit } from './points';
import { type Budget, type BudgetOwner, budgetOwnerOf } from './rate-limits.service';

/**
 * A request's budget (its context's `rateLimit`): whose it is when not its viewer's (the JSON path's
 * public reads run as anyone but spend their caller's), whether the JSON path writes `extensions.cost`
 * into the answer's text itself (the read cache keeps the text without any caller's), and the
 * budget once spent or looked at (for the `rateLimit` query and the answer). An object of its own,
 * so that Apollo's copy of the context shares it with the JSON path's.
 */
export type RequestRateLimit = { payer?: BudgetOwner; costWrittenByCaller?: boolean; budget?: Budget };

export const budgetOfRequest = (context: Pick<Context, 'rateLimit'>): Budget | undefined => context.rateLimit?.budget;

/** The JSON path (graphql/json-posts-outside-express.ts): it puts `extensions.cost` in the text itself; `payer`, whose budget, when not the viewer's. */
export function answeredOnJsonPath(context: Context, payer?: BudgetOwner): void {
  context.rateLimit = { payer, costWrittenByCaller: true };
}

export const payerOf = (context: Context): BudgetOwner => context.rateLimit?.payer ?? budgetOwnerOf(context, context.ip);

const keep = (context: Context, budget: Budget): void => {
  (context.rateLimit ??= {}).budget = budget;
};

/**
 * The API's rate limit over HTTP (README, "Rate limits"): once the operation's cost is known
 * (graphql/cost.ts's plugin, listed before this one, has computed it by the time this hook starts),
 * its points are spent of the caller's budget before anything runs; over budget, the operation is
 * refused with RATE_LIMITED (429) and runs not at all. An operation refused by the cost limit or a
 * token's scopes spends nothing. Every answer carries the budget: X-RateLimit-* headers, and
 * `extensions.cost` (on the JSON path, written by the path itself). Operations the app runs itself
 * (a page rendered for a visitor: no `http`) spend nothing. Subscriptions spend in live/ws-server.ts.
 */
export const rateLimitPlugin = (): ApolloServerPlugin<Context> => ({
  async requestDidStart({ request }) {
    if (!request.http) return;
    // Whether this request came to its spend (then a failed one is not looked up again).
    let spending = false;
    return {
      async didResolveOperation({ contextValue, document, operation }) {
        // Apollo starts every plugin's hook in the order listed: cost's and scopes' have decided (synchronously) by now.
        const cost = requestCost(contextValue);
        if (!operation || cost === undefined || cost > MAX_OPERATION_COST || refusedByScope(contextValue)) return;
        const points = graphqlPoints(operation.operation, cost, selectsOnlyRateLimit(document, operation));
        let budget: Budget;
        spending = true;
        try {
          budget = await contextValue.services.rateLimits.spend(payerOf(contextValue), points);
        } catch (error) {
          throw asGraphqlError(error);
        }
        keep(contextValue, budget);
        if (budget.refused) throw rateLimitGraphqlError(budget);
      },
      async willSendResponse({ contextValue, response }) {
        let budget = budgetOfRequest(contextValue);
        if (!budget && !spending) {
          // Refused before it could spend (not valid, too costly, out of a token's scopes): the budget as it stands.
          // Not when the database cannot tell (the answer says why it failed already).
          budget = await contextValue.services.rateLimits.status(payerOf(contextValue)).catch(() => undefined);
          if (budget) keep(contextValue, budget);
        }
        if (!budget) return;
        for (const [name, value] of rateLimitHeaders(budget)) response.http.headers.set(name, value);
        if (contextValue.rateLimit?.costWrittenByCaller || response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        result.extensions = { ...result.extensions, cost: costExtension(budget) };
      },
    };
  },
});

// A database out of reach while spending: SERVICE_UNAVAILABLE (503), as anywhere else; nothing runs.
function asGraphqlError(error: unknown): unknown {
  const fault = databaseFaultError(error);
  return fault ? new GraphQLError(fault.message, { originalError: fault, extensions: { code: fault.code, http: { status: httpStatusOf(fault) } } }) : error;
}
