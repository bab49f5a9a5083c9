import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { ApiScope } from '../modules/api-tokens/scopes';
import type { Viewer } from '../shared/auth/access';
import { AppError, HTTP_STATUS } from '../shared/errors';
import { covers, isOpenToEveryToken, scopeOf } from './scope-directive';

/** What an operation needs of a token: the scopes of the fields it selects, and its root fields that no token may use. */
type Needs = { scopes: ReadonlySet<ApiScope>; sessionOnly: readonly string[] };

// The fragments an operation spreads, itself and through other fragments.
function fragmentsOf(document: DocumentNode, operation: OperationDefinitionNode): FragmentDefinitionNode[] {
  const all = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) all.set(definition.name.value, definition);
  const used = new Map<string, FragmentDefinitionNode>();
  const spread = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spreadNode) {
        const name = spreadNode.name.value;
        const fragment = all.get(name);
        if (!fragment || used.has(name)) return;
        used.set(name, fragment);
        spread(fragment);
      },
    });
  spread(operation);
  return [...used.values()];
}

/**
 * Walks the operation (its fragments included) and collects what each selected field needs (see
 * scope-directive.ts). Introspection (`__typename`, `__schema`, `__type`) needs nothing. A field
 * under `@skip`/`@include` counts whatever the variables say.
 */
function needsOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Needs {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((type) => type != null));
  const scopes = new Set<ApiScope>();
  const sessionOnly = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const visitor = visitWithTypeInfo(typeInfo, {
    Field(node) {
      if (node.name.value.startsWith('__')) return;
      const field = typeInfo.getFieldDef();
      const parent = typeInfo.getParentType();
      if (!field) return; // not in the schema: validation has refused it already
      if (isOpenToEveryToken(field)) return;
      const type = isObjectType(parent) ? parent : null;
      const scope = scopeOf(field, type);
      if (scope) scopes.add(scope);
      else if (type && roots.has(type)) sessionOnly.add(`${type.name}.${field.name}`);
    },
  });
  for (const definition of [operation, ...fragmentsOf(document, operation)]) visit(definition, visitor);
  return { scopes, sessionOnly: [...sessionOnly].sort() };
}

// Apollo keeps one parsed document per query text, so an operation's needs are worked out once.
const known = new WeakMap<DocumentNode, Map<string, Needs>>();

function needsOfOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): Needs | null {
  const key = operationName ?? '';
  let byName = known.get(document);
  const kept = byName?.get(key);
  if (kept) return kept;
  const operation = getOperationAST(document, operationName);
  if (!operation) return null; // Apollo or graphql-ws answer the missing operation themselves
  const needs = needsOf(schema, document, operation);
  if (!byName) known.set(document, (byName = new Map<string, Needs>()));
  byName.set(key, needs);
  return needs;
}

export const NOT_FOR_API_TOKENS = (fields: readonly string[]): string =>
  `${fields.join(', ')} ${fields.length === 1 ? 'is' : 'are'} not available to API tokens: use it signed in to LearnHub`;
export const LACKS_SCOPES = (scopes: readonly string[]): string => `This API token lacks the scope${scopes.length === 1 ? '' : 's'} ${scopes.join(', ')}`;

/** A token's refusal, the same on GraphQL (both transports) and REST: FORBIDDEN with the missing scopes, sorted. */
export function scopeRefusal(missing: readonly string[], sessionOnly: readonly string[] = []): AppError {
  const requiredScopes = [...missing].sort();
  const message = sessionOnly.length ? NOT_FOR_API_TOKENS(sessionOnly) : LACKS_SCOPES(requiredScopes);
  return new AppError('FORBIDDEN', message, { requiredScopes });
}

/**
 * The refusal of an operation a personal access token may not run, or null when it may (and always
 * for a web session: `apiToken` is null there). Checked once per operation, before anything runs,
 * on both transports: over HTTP by the `scopeLimit` plugin below, over WebSocket in
 * live/ws-server.ts's onSubscribe.
 */
export function checkScopes(
  schema: GraphQLSchema,
  viewer: Pick<Viewer, 'apiToken'>,
  { document, operationName }: { document: DocumentNode; operationName?: string | null },
): GraphQLError | null {
  const token = viewer.apiToken;
  if (!token) return null;
  const needs = needsOfOperation(schema, document, operationName);
  if (!needs) return null;
  const missing = [...needs.scopes].filter((scope) => !covers(token.scopes, scope));
  if (!missing.length && !needs.sessionOnly.length) return null;
  const refusal = scopeRefusal(missing, needs.sessionOnly);
  return new GraphQLError(refusal.message, {
    originalError: refusal,
    extensions: { code: refusal.code, requiredScopes: refusal.requiredScopes, http: { status: HTTP_STATUS.FORBIDDEN } },
  });
}

// The requests refused here, by their context: what runs after the check (the rate limit) spends nothing for them.
const refused = new WeakSet<object>();

export const refusedByScope = (context: object): boolean => refused.has(context);

/**
 * Over HTTP: once the operation is known, before anything runs. `isPublicRead`: a read anyone may
 * make signed out, with the same answer for everyone (read-cache/public-reads.ts's `anyone`), is
 * answered to a token whatever its scopes, as to anyone: the JSON path serves those without reading
 * the token at all (which keeps a tool's catalogue read as fast as the app's), and this path agrees.
 */
export const scopeLimit = (schema: GraphQLSchema, isPublicRead: (query: string, operationName: string | undefined) => boolean): ApolloServerPlugin<Viewer> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request, operationName, contextValue }) {
        if (!contextValue.apiToken) return;
        if (typeof request.query === 'string' && isPublicRead(request.query, request.operationName ?? undefined)) return;
        const refusal = checkScopes(schema, contextValue, { document, operationName });
        if (refusal) {
          refused.add(contextValue);
          throw refusal;
        }
      },
    };
  },
});
