import { DirectiveLocation, GraphQLDirective, type GraphQLField, GraphQLNonNull, type GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { Directive, Extensions } from 'type-graphql';
import { type ApiScope, isApiScope } from '../modules/api-tokens/scopes';

/**
 * `@scope(requires: "read:courses")`: what a personal access token must hold to select a field,
 * beside its role rule (`@auth`). Declared once per field or object type with `@Scope(...)`: a
 * field's scope is its own, else its object type's, else none. A root field (Query, Mutation,
 * Subscription) without one is not available to API tokens at all (sessions of the web app only);
 * one marked `@OpenToEveryToken()` is available to every token (its scope reads "every token").
 * `Extensions({ scope })` is what graphql/scopes.ts reads at run time; the directive shows it in
 * schema.graphql.
 */
const scopeDirective = new GraphQLDirective({
  name: 'scope',
  description:
    'What a personal access token must hold to select this field (or any field of this type); "every token": any token may. A field without one on Query, Mutation or Subscription is for sessions of the web app only.',
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
  args: { requires: { type: new GraphQLNonNull(GraphQLString) } },
});

/** The schema with `@scope` declared beside the directives already there. */
export function withScopeDirective(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, directives: [...config.directives, scopeDirective] });
}

/** On a resolver method, an object field or an `@ObjectType` class: see `scopeDirective`. */
export function Scope(scope: ApiScope): ClassDecorator & MethodDecorator & PropertyDecorator {
  const extensions = Extensions({ scope });
  const directive = Directive(`@scope(requires: "${scope}")`);
  return ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (key === undefined) {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- a class decorator's target
      const constructor = target as Function;
      extensions(constructor);
      directive(constructor);
      return;
    }
    extensions(target, key, descriptor as TypedPropertyDescriptor<unknown>);
    directive(target, key, descriptor as TypedPropertyDescriptor<unknown>);
  });
}

// The `scope` extension of a field open to every token (`@OpenToEveryToken()`).
const EVERY_TOKEN = 'every token';

/**
 * On a root field any caller may use, a personal access token whatever its scopes (and anyone signed
 * out): `rateLimit`, which tells a tool its budget. Shown as `@scope(requires: "every token")`.
 */
export function OpenToEveryToken(): MethodDecorator {
  const extensions = Extensions({ scope: EVERY_TOKEN });
  const directive = Directive(`@scope(requires: "${EVERY_TOKEN}")`);
  return (target, key, descriptor) => {
    extensions(target, key, descriptor as TypedPropertyDescriptor<unknown>);
    directive(target, key, descriptor as TypedPropertyDescriptor<unknown>);
  };
}

export const isOpenToEveryToken = (field: GraphQLField<unknown, unknown>): boolean => field.extensions?.scope === EVERY_TOKEN;

const declared = (extensions: { readonly scope?: unknown } | null | undefined): ApiScope | undefined => {
  const scope = extensions?.scope;
  return typeof scope === 'string' && isApiScope(scope) ? scope : undefined;
};

/** A field's scope: its own declaration, else its object type's; undefined when neither has one. */
export const scopeOf = (field: GraphQLField<unknown, unknown>, type: GraphQLObjectType | null): ApiScope | undefined =>
  declared(field.extensions) ?? (type ? declared(type.extensions) : undefined);

/**
 * Whether a token holding `granted` may select what needs `required`: the scope itself; `read:*`
 * for every `read:` scope; and a `write:` or `admin:` scope for the `read:` scope of the same thing
 * (a tool that may change quizzes may read the quiz it just changed: `createQuiz { id }` selects
 * Quiz fields, which need read:quizzes).
 */
export function covers(granted: readonly string[], required: ApiScope): boolean {
  if (granted.includes(required)) return true;
  if (!required.startsWith('read:')) return false;
  if (granted.includes('read:*')) return true;
  const thing = required.slice('read:'.length);
  return granted.includes(`write:${thing}`) || granted.includes(`admin:${thing}`);
}
