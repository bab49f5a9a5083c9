import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Role } from '../users/role';
import { UserDetails } from '../users/user.types';

@ObjectType({ description: 'The signed-in user with a bearer token for later requests.' })
export class SessionUser extends UserDetails {
  @Field(() => ID)
  id: string;

  @Field(() => Role)
  role: Role;

  @Field({ description: 'Send as `Authorization: Bearer <token>`.' })
  token: string;
}

@InputType()
export class SignupInput extends UserDetails {
  @Field()
  password: string;
}

@InputType()
export class LoginInput {
  @Field()
  email: string;

  @Field()
  password: string;
}
