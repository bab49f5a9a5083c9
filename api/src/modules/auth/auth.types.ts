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

@ObjectType({ description: 'What a signup answers, the same whether the address already has an account or not.' })
export class SignupReceipt {
  @Field({ description: 'The address the mail went to, in its canonical form.' })
  email: string;

  @Field({ description: 'What to tell the person signing up.' })
  message: string;
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
