import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { ConnectionArgs, ConnectionOf } from '../../graphql/pagination';
import { Role } from './role';
import { User } from './user.entity';

@ObjectType()
export class UserConnection extends ConnectionOf(User) {}

@ArgsType()
export class UserListArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive match on name, surname or e-mail.' })
  search?: string | null;
}

@InputType({ description: "An admin's edit of an account. A role change signs the user out everywhere." })
export class AdminUserInput {
  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  email: string;

  @Field(() => Role, { nullable: true })
  role?: Role | null;
}

@InputType({ description: 'The signed-in user’s own profile. There is no role here: only admins change roles.' })
export class ProfileInput {
  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  email: string;

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
