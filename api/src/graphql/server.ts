import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationRule } from 'graphql';
import type { Logger } from '../shared/logger';
import type { Context } from './context';
import { formatError, isExpectedError, unavailableStatus } from './format-error';
import { getSchema } from './schema';
import { costLimit } from './cost';
import { scopeLimit } from './scopes';
import { rateLimitPlugin } from '../modules/rate-limits/rate-limit.plugin';
import { stringifyAnswer } from './answer-size';
import { NUL_MESSAGE } from '../shared/request-input';
import { auditRefusals } from '../modules/audit/audit.graphql';

// The query cost limit is not Armor's (which reads the document only): graphql/cost.ts, with the variables.
export const QUERY_LIMITS = { maxDepth: 15, maxAliases: 20, maxTokens: 5000 } as const;

// "Did you mean ...?" reveals the schema (field, argument, type and enum value names).
const SUGGESTION = / ?Did you mean [^?]*\?/g;
export const withoutSuggestions = (message: string): string => message.replace(SUGGESTION, '');

// Armor and Apollo hide suggestions in validation errors only; variables' errors (a misspelt enum
// value or input field) come later, so production strips them from every error before it is sent.
const hideSuggestions: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) error.message = withoutSuggestions(error.message);
      },
    };
  },
};

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

// A NUL written inline in the document (variables are checked with the request body).
const noNulInStrings: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) context.reportError(new GraphQLError(NUL_MESSAGE, { nodes: node }));
  },
});

// The limits every operation is checked against before it runs, and the rules added to graphql-js's.
export function createArmor(production: boolean) {
  const armor = new ApolloArmor({
    // Introspection is exempt from the depth limit (GraphiQL's own query nests 21 deep);
    // its cost is bounded by the schema's type depth anyway.
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    // Every alias counts: armor exempts `__typename` by default, which let 1,000 of them through.
    maxAliases: { n: QUERY_LIMITS.maxAliases, allowList: [] },
    // Tokens are limited by graphql-js's own parser (parseOptions below): armor's
    // version fails inside a plugin hook, which Apollo answers with a 500.
    maxTokens: { enabled: false },
    // Off: Armor's cost counts a page size given as a variable as 1, and answers "Syntax Error".
    // graphql/cost.ts counts the variables, on both transports, and answers QUERY_TOO_COSTLY.
    costLimit: { enabled: false },
    maxDirectives: { n: 50 },
    // "Did you mean ...?" reveals the schema; hidden in production only.
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return { plugins: armor.plugins, validationRules: [...armor.validationRules, noNulInStrings] };
}

export async function createApolloServer(options: {
  production: boolean;
  logger: Logger;
  // Reads anyone may make signed out, the same for everyone (read-cache/public-reads.ts): a token's scopes do not narrow them.
  isPublicRead?: (query: string, operationName: string | undefined) => boolean;
}): Promise<ApolloServer<Context>> {
  const armor = createArmor(options.production);
  const schema = getSchema();
  const server = new ApolloServer<Context>({
    schema,
    plugins: [
      ...armor.plugins,
      // The query cost, with the variables, before anything runs (the same check as over WebSocket).
      costLimit(schema),
      // A personal access token's scopes, before anything runs (the same check as over WebSocket).
      scopeLimit(schema, options.isPublicRead ?? (() => false)),
      // The caller's hourly points budget, spent once the two above have passed the operation (modules/rate-limits).
      rateLimitPlugin(),
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints are used; the default plugin would wrap every field resolver
      // (a willResolveField hook per field of every item) for nothing.
      ApolloServerPluginCacheControlDisabled(),
      logUnexpectedErrors(options.logger),
      // One audit row per request refused an authorization (modules/audit).
      auditRefusals,
      unavailableStatus,
      ...(options.production ? [hideSuggestions] : []),
    ],
    validationRules: armor.validationRules,
    parseOptions: { maxLexicalTokens: QUERY_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    // No automatic persisted queries (on by default, with a cache in this process that other
    // instances do not share): the web app sends whole documents, and every one is checked.
    persistedQueries: false,
    // The platform stops Apollo itself, after the HTTP server has drained; Apollo's own SIGTERM
    // handler would stop it at once and fail the requests still in flight.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // Refuses an answer over MAX_ANSWER_BYTES instead of sending it.
    stringifyResult: stringifyAnswer,
    hideSchemaDetailsFromClientErrors: options.production,
    introspection: true,
    formatError,
  });
  await server.start();
  return server;
}
