import type { ApolloServerPlugin } from '@apollo/server';
import {
  defaultFieldResolver,
  getArgumentValues,
  type GraphQLError,
  type GraphQLSchema,
  Kind,
  type FieldNode,
  type OperationDefinitionNode,
  OperationTypeNode,
} from 'graphql';
import type { Context } from '../../graphql/context';
import { isAppError } from '../../shared/errors';
import { idsIn } from './audit-context';
import type { AuditAsk, AuditCaller } from './audit.service';

// The codes of a refused authorization: the auth directive, a token's scopes, the services' ownership checks.
const REFUSALS: ReadonlySet<string> = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

const callerOf = (ctx: Pick<Context, 'user' | 'apiToken' | 'ip' | 'requestId'>): AuditCaller => ({
  actorId: ctx.user?.id ?? null,
  apiTokenId: ctx.apiToken?.id ?? null,
  clientAddress: ctx.ip ?? null,
  requestId: ctx.requestId ?? null,
});

/**
 * Every root field of Mutation runs inside its own audit scope (AuditService.mutation): one row per
 * mutation that succeeds, written in its transaction. Only the Mutation type's own resolvers are
 * wrapped (once, when the schema is built), so queries and nested fields pay nothing (a TypeGraphQL
 * global middleware would run on every field of every answer).
 */
export function withAuditedMutations(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  for (const field of Object.values(mutation?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, ctx: Context, info) => {
      const audit = ctx?.services?.audit;
      if (!audit) return resolve(source, args, ctx, info);
      const ask: AuditAsk = { operation: info.fieldName, operationName: info.operation.name?.value ?? null, targetIds: idsIn(args) };
      return audit.mutation(callerOf(ctx), ask, () => resolve(source, args, ctx, info));
    };
  }
  return schema;
}

const codeOf = (error: GraphQLError): string | undefined => {
  const code = error.extensions?.code;
  if (typeof code === 'string') return code;
  return isAppError(error.originalError) ? error.originalError.code : undefined;
};

// The root fields an error is about: the one its path starts at, else (a refusal before anything
// ran: a token's scopes) all of the operation's.
function rootFieldsOf(operation: OperationDefinitionNode, error: GraphQLError): FieldNode[] {
  const fields = operation.selectionSet.selections.filter((selection): selection is FieldNode => selection.kind === Kind.FIELD && !selection.name.value.startsWith('__'));
  const key = error.path?.[0];
  const hit = key === undefined ? undefined : fields.find((field) => (field.alias ?? field.name).value === key);
  return hit ? [hit] : fields;
}

function askOf(schema: GraphQLSchema, operation: OperationDefinitionNode | undefined, error: GraphQLError, variables: Record<string, unknown> | undefined, operationName: string | null): AuditAsk {
  if (!operation) return { operation: '(unknown)', operationName, targetIds: [] };
  const root = schema.getRootType(operation.operation);
  const fields = rootFieldsOf(operation, error);
  const targetIds: string[] = [];
  for (const node of fields) {
    const definition = root?.getFields()[node.name.value];
    if (!definition) continue;
    try {
      targetIds.push(...idsIn(getArgumentValues(definition, node, variables)));
    } catch {
      // Arguments that do not fit (validation refuses them elsewhere): no ids from them.
    }
  }
  const names = [...new Set(fields.map((field) => field.name.value))];
  return { operation: names.join(', ') || '(none)', operationName, targetIds: [...new Set(targetIds)] };
}

/**
 * One row per GraphQL request refused an authorization (the first FORBIDDEN or UNAUTHENTICATED
 * error: the role rule, a token's scopes, an ownership check), whatever the number of fields refused.
 * A caller that sent no credentials at all and was refused a read is not written: the web app asks
 * member-only reads signed out harmlessly (a stale or refused token or session always is).
 */
export const auditRefusals: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    let written = false;
    return {
      async didEncounterErrors({ errors, contextValue, operation, schema, request, operationName }) {
        if (written) return;
        const refused = errors.find((error) => REFUSALS.has(codeOf(error) ?? ''));
        if (!refused || !contextValue?.services?.audit) return;
        const anonymous = !contextValue.user && !contextValue.authError && !contextValue.apiToken;
        if (anonymous && operation?.operation !== OperationTypeNode.MUTATION) return;
        written = true;
        const ask = askOf(schema, operation, refused, request.variables, operationName ?? request.operationName ?? null);
        await contextValue.services.audit.refusal(callerOf(contextValue), ask, { code: codeOf(refused) as 'FORBIDDEN', message: refused.message });
      },
    };
  },
};
