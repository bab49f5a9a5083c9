import 'reflect-metadata';
import {
  type DirectiveNode,
  type GraphQLSchema,
  isObjectType,
  Kind,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  visit,
} from 'graphql';
import { type AuthChecker, buildSchemaSync } from 'type-graphql';
import { resolvers } from '../modules/registry';
import type { Role } from '../modules/users/role';
import { requireAccess } from '../shared/auth/access';
import { withAuthDirective } from './auth-directive';
import { withCacheableDirective } from './cacheable';
import { withScopeDirective } from './scope-directive';
import { livePubSub } from './live/events';
import { withAuditedMutations } from '../modules/audit/audit.graphql';
import type { Context } from './context';

// Throws our own UNAUTHENTICATED / FORBIDDEN instead of TypeGraphQL's
// UNAUTHORIZED, which it would also say to an anonymous caller.
const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  requireAccess(context, roles);
  return true;
};

let schema: GraphQLSchema | undefined;

// Built once per process: building it per request would repeat all reflection.
export function getSchema(): GraphQLSchema {
  // Inputs are checked by the services (shared/validation.ts), with SPEC.md's messages; no
  // class-validator decorators are used, so TypeGraphQL's argument validation would only cost time.
  // Each root mutation runs in its audit scope (modules/audit/audit.graphql.ts).
  schema ??= withAuditedMutations(withScopeDirective(withCacheableDirective(withAuthDirective(buildSchemaSync({ resolvers, authChecker, validate: false, pubSub: livePubSub })))));
  return schema;
}

const SCHEMA_HEADER = `# This file is generated from the API code by \`npm run schema\`. Do not edit it by hand.
# Role requirements appear as @auth(requires: [...]); a bare @auth means any signed-in user.
# What a personal access token needs appears as @scope(requires: "..."), on a field or its type; a root field
# (Query, Mutation, Subscription) without one is for sessions of the web app only.
# @cacheable marks a field whose answer is the same for every viewer it admits (a shared cache may keep it).
`;

// graphql-js prints no applied directives; TypeGraphQL keeps them on each type's and field's
// AST node, so they are copied onto the printed document's types and fields.
export function printSchemaFile(): string {
  const sorted = lexicographicSortSchema(getSchema());
  const document = visit(parse(printSchema(sorted)), {
    [Kind.OBJECT_TYPE_DEFINITION](typeNode) {
      const type = sorted.getType(typeNode.name.value);
      if (!isObjectType(type)) return undefined;
      const fields = typeNode.fields?.map((fieldNode) => {
        const applied: readonly DirectiveNode[] = type.getFields()[fieldNode.name.value]?.astNode?.directives ?? [];
        return applied.length ? { ...fieldNode, directives: [...(fieldNode.directives ?? []), ...applied] } : fieldNode;
      });
      const typeApplied: readonly DirectiveNode[] = type.astNode?.directives ?? [];
      return { ...typeNode, directives: [...(typeNode.directives ?? []), ...typeApplied], fields };
    },
  });
  return `${SCHEMA_HEADER}\n${print(document)}\n`;
}
