import { DirectiveLocation, GraphQLDirective, type GraphQLField, GraphQLSchema } from 'graphql';
import { Directive } from 'type-graphql';

/**
 * `@cacheable` on a field: its answer depends only on the object it belongs to and its arguments,
 * never on who asks (beyond what the field's `@auth` admits) nor when. A read that selects only such
 * fields is answered from the read cache (read-cache/public-reads.ts); a field without it, such as a
 * learner's own attempt, a shuffled question order or anything added later and not reviewed, makes
 * the read run for its viewer.
 */
const cacheableDirective = new GraphQLDirective({
  name: 'cacheable',
  description: 'The same answer for every viewer this field admits: a read of only such fields may be answered from a shared cache.',
  locations: [DirectiveLocation.FIELD_DEFINITION],
});

/** On an object field or a resolver method: see `cacheableDirective`. */
export const Cacheable = (): MethodDecorator & PropertyDecorator => Directive('@cacheable');

export const isCacheable = (field: GraphQLField<unknown, unknown>): boolean =>
  field.astNode?.directives?.some((directive) => directive.name.value === cacheableDirective.name) ?? false;

/** The schema with `@cacheable` declared beside the directives already there. */
export function withCacheableDirective(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, directives: [...config.directives, cacheableDirective] });
}
