import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { ConnectionOf, SearchConnectionArgs } from '../../graphql/pagination';
import { Role } from './role';
import { User } from './user.entity';

@ObjectType()
export class UserConnection extends ConnectionOf(User) {}

/** Name, surname and e-mail: what every input that sets an account's identity carries, first. */
@InputType()
export abstract class AccountInput {
  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  email: string;
}

@ArgsType()
export class UserListArgs extends SearchConnectionArgs('Case-insensitive match on name, surname or e-mail.') {}

@InputType({ description: "An admin's edit of an account. A role change signs the user out everywhere." })
export class AdminUserInput extends AccountInput {
  @Field(() => Role, { nullable: true })
  role?: Role | null;
}

@InputType({ description: 'The signed-in user’s own profile. There is no role here: only admins change roles.' })
export class ProfileInput extends AccountInput {
  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL.' })
  website?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  currentPassword: string;

  @Field()
  newPassword: string;
}
