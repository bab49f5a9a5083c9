import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type GraphQLSchema, getNamedType, isCompositeType } from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../shared/pagination';
import { HTTP_STATUS } from '../shared/errors';

/**
 * The cost of an operation as it will run: with its variables (`first: $n` costs what `first: 100`
 * costs) and the default page size where none is given. GraphQL Armor's cost limit (a validation
 * rule) sees the document only: a page size passed as a variable counted as 1 there.
 */
export const MAX_OPERATION_COST = 5000;

// Armor's weights: an object 2, a scalar 1; a page multiplies what each of its rows selects.
const OBJECT_COST = 2;
const SCALAR_COST = 1;

const pageSizeOf = (args: Record<string, unknown>): number | null => {
  const size = args.first ?? args.last;
  // A size over the maximum is refused by the list itself, with the limit named: cost it at the maximum
  // so that clearer answer is the one the client gets.
  return typeof size === 'number' && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : null;
};

const estimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const own = isCompositeType(getNamedType(field.type)) ? OBJECT_COST : SCALAR_COST;
  const paged = 'first' in args || 'last' in args || field.args.some((arg) => arg.name === 'first');
  return own + childComplexity * (paged ? (pageSizeOf(args) ?? DEFAULT_PAGE_SIZE) : 1);
};

export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators: [estimator] });
}

const costTooHigh = (cost: number) =>
  new GraphQLError(`This query costs ${Math.ceil(cost)}, over the limit of ${MAX_OPERATION_COST}: ask for fewer items or fields`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: HTTP_STATUS.BAD_USER_INPUT } },
  });

// Once the operation is known and its variables read, before anything runs.
export const costLimit = (schema: GraphQLSchema): ApolloServerPlugin => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request, operationName }) {
        let cost: number;
        try {
          cost = operationCost(schema, document, request.variables ?? {}, operationName ?? undefined);
        } catch (error) {
          // Variables that do not fit their types: nothing runs, and graphql-js says what is wrong with them.
          if (error instanceof GraphQLError) return;
          throw error;
        }
        if (cost > MAX_OPERATION_COST) throw costTooHigh(cost);
      },
    };
  },
});
