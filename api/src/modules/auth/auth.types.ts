import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Role } from '../users/role';
import { AccountInput } from '../users/user.types';

@ObjectType({ description: 'The signed-in user with a bearer token for later requests.' })
export class SessionUser {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  email: string;

  @Field(() => Role)
  role: Role;

  @Field({ description: 'Send as `Authorization: Bearer <token>`.' })
  token: string;
}

@InputType()
export class SignupInput extends AccountInput {
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
