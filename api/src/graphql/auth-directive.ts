import { DirectiveLocation, GraphQLDirective, type GraphQLEnumType, GraphQLList, GraphQLNonNull, GraphQLSchema } from 'graphql';
import { Authorized, Directive } from 'type-graphql';
import { Role } from '../modules/users/role';

// `@auth(requires: [...])` makes each field's role requirement visible in
// schema.graphql; `Authorized` is what enforces it at run time.
// The directive's argument must use the schema's own Role type, so it is added
// to the schema TypeGraphQL built rather than declared beforehand.
export function withAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  const role = schema.getType('Role') as GraphQLEnumType;
  const auth = new GraphQLDirective({
    name: 'auth',
    description: 'Who may use this field: any signed-in user when `requires` is omitted, else one of the listed roles.',
    locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
    args: { requires: { type: new GraphQLList(new GraphQLNonNull(role)) } },
  });
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, directives: [...config.directives, auth] });
}

function roleName(role: Role): string {
  const entry = Object.entries(Role).find(([, value]) => value === role);
  if (!entry) throw new Error(`Role ${role} is not a member of the Role enum`);
  return entry[0];
}

// On a resolver method or an object field: `@Auth()` any signed-in user, `@Auth(Role.ADMIN)` admins only.
export function Auth(...roles: Role[]): MethodDecorator & PropertyDecorator {
  const sdl = roles.length === 0 ? '@auth' : `@auth(requires: [${roles.map(roleName).join(', ')}])`;
  const authorized = Authorized(...roles);
  const directive = Directive(sdl);
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    authorized(target, key, descriptor as TypedPropertyDescriptor<unknown>);
    directive(target, key, descriptor as TypedPropertyDescriptor<unknown>);
  };
}
