import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Logger } from '../shared/logger';
import type { Context } from './context';
import { formatError, isExpectedError, unavailableStatus } from './format-error';
import { getSchema } from './schema';

export const QUERY_LIMITS = { maxDepth: 15, maxAliases: 20, maxTokens: 5000, maxCost: 5000 } as const;

// Unexpected errors are logged once, with the request id, before formatError masks them.
const logUnexpectedErrors = (logger: Logger): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          if (isExpectedError({ message: error.message, extensions: error.extensions }, error)) continue;
          logger.error({ err: error.originalError ?? error, requestId: contextValue.requestId }, 'graphql request failed');
        }
      },
    };
  },
});

// The limits every operation is checked against before it runs.
export function createArmor(production: boolean) {
  return new ApolloArmor({
    // Introspection is exempt from the depth limit (GraphiQL's own query nests 21 deep);
    // its cost is bounded by the schema's type depth anyway.
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // Tokens are limited by graphql-js's own parser (parseOptions below): armor's
    // version fails inside a plugin hook, which Apollo answers with a 500.
    maxTokens: { enabled: false },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    maxDirectives: { n: 50 },
    // "Did you mean ...?" reveals the schema; hidden in production only.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}

export async function createApolloServer(options: { production: boolean; logger: Logger }): Promise<ApolloServer<Context>> {
  const armor = createArmor(options.production);
  const server = new ApolloServer<Context>({
    schema: getSchema(),
    plugins: [
      ...armor.plugins,
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints are used; the default plugin would wrap every field resolver
      // (a willResolveField hook per field of every item) for nothing.
      ApolloServerPluginCacheControlDisabled(),
      logUnexpectedErrors(options.logger),
      unavailableStatus,
    ],
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    // The platform stops Apollo itself, after the HTTP server has drained; Apollo's own SIGTERM
    // handler would stop it at once and fail the requests still in flight.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: options.production,
    introspection: true,
    formatError,
  });
  await server.start();
  return server;
}
