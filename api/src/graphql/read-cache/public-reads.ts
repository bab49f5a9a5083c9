import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  isAbstractType,
  isObjectType,
  Kind,
  OperationTypeNode,
  parse,
  type SelectionSetNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { isCacheable } from '../cacheable';
import { QUERY_LIMITS } from '../server';

/**
 * Who may share one cached answer of a read:
 * - `anyone`: every field is public and the same for every viewer (the catalogue): served without
 *   looking at the viewer at all, as the uncached path would answer a signed-out one;
 * - `member`: some field needs a signed-in viewer (bare `@auth`) but none depends on which one
 *   (opportunities, papers): served to any signed-in viewer once their session is checked.
 * A read is shared only when every field it selects is marked `@cacheable` on the schema
 * (graphql/cacheable.ts); the services that change what those fields show say so
 * (shared/public-read-changes.ts), which empties the cache on every instance.
 */
export type Audience = 'anyone' | 'member';

const DECISIONS_MAX_BYTES = 4 * 1024 * 1024;

// Directives a cached read may carry: they change the answer only through the variables, which are
// part of the cache key.
const NEUTRAL_DIRECTIVES = new Set(['include', 'skip']);

/** The schema's `@auth` on a field or type: none, bare (any signed-in viewer) or with roles. */
const authOf = (node: { astNode?: { directives?: readonly { name: { value: string }; arguments?: readonly unknown[] }[] } | null }) => {
  const auth = node.astNode?.directives?.find((directive) => directive.name.value === 'auth');
  if (!auth) return 'none';
  return auth.arguments?.length ? 'roles' : 'any';
};

/**
 * Which reads may be answered from the cache, decided from the schema: one decision per document
 * text (kept for the documents seen most), so the hot path does not parse a document it has seen.
 */
export class PublicReads {
  // Bounded in bytes too: a document may be up to 1 MB, and each distinct one is a key.
  private readonly decisions = new LRUCache<string, Audience | 'private'>({
    max: 500,
    maxSize: DECISIONS_MAX_BYTES,
    maxEntrySize: DECISIONS_MAX_BYTES / 8,
    sizeCalculation: (_decision, key) => key.length * 2,
  });

  /** What the kept decisions hold, in bytes (UTF-16 keys). */
  get decisionBytes(): number {
    return this.decisions.calculatedSize;
  }

  constructor(private readonly schema: GraphQLSchema) {}

  /** The audience that may share the answer of this operation, or null when it must run for its viewer. */
  audienceOf(query: string, operationName: string | undefined): Audience | null {
    const key = operationName ? `${operationName}\u0000${query}` : query;
    let decision = this.decisions.get(key);
    if (decision === undefined) {
      decision = this.decide(query, operationName) ?? 'private';
      this.decisions.set(key, decision);
    }
    return decision === 'private' ? null : decision;
  }

  /** Whether a fragment's type condition holds for an object of `type`: the type itself, or an interface it implements (`ListEnd on Connection`). */
  private holdsFor(condition: string, type: GraphQLObjectType): boolean {
    if (condition === type.name) return true;
    const abstract = this.schema.getType(condition);
    return abstract !== undefined && isAbstractType(abstract) && this.schema.isSubType(abstract, type);
  }

  private decide(query: string, operationName: string | undefined): Audience | null {
    let document: DocumentNode;
    try {
      document = parse(query, { maxLexicalTokens: QUERY_LIMITS.maxTokens });
    } catch {
      return null; // Apollo answers the syntax error; errors are never cached
    }
    const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName ? operations.find((op) => op.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
    if (!operation || operation.operation !== OperationTypeNode.QUERY || operation.directives?.length) return null;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const queryType = this.schema.getQueryType();
    if (!queryType) return null;
    let audience: Audience = 'anyone';
    const visiting = new Set<string>();
    // Every field selected, through fragments, must be `@cacheable`; the strictest @auth decides the audience.
    const walk = (selectionSet: SelectionSetNode, type: GraphQLNamedType): boolean => {
      if (!isObjectType(type) || authOf(type) === 'roles') return false;
      if (authOf(type) === 'any') audience = 'member';
      for (const selection of selectionSet.selections) {
        if (selection.directives?.some((directive) => !NEUTRAL_DIRECTIVES.has(directive.name.value))) return false;
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value === '__typename') continue;
          const field = type.getFields()[selection.name.value];
          if (!field || !isCacheable(field)) return false;
          const auth = authOf(field);
          if (auth === 'roles') return false;
          if (auth === 'any') audience = 'member';
          if (selection.selectionSet && !walk(selection.selectionSet, getNamedType(field.type))) return false;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          if (selection.typeCondition && !this.holdsFor(selection.typeCondition.name.value, type)) return false;
          if (!walk(selection.selectionSet, type)) return false;
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || !this.holdsFor(fragment.typeCondition.name.value, type) || visiting.has(fragment.name.value)) return false;
          visiting.add(fragment.name.value);
          const ok = walk(fragment.selectionSet, type);
          visiting.delete(fragment.name.value);
          if (!ok) return false;
        }
      }
      return true;
    };
    return walk(operation.selectionSet, queryType) ? audience : null;
  }
}
