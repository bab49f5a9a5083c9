import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { ConnectionOf, SearchConnectionArgs } from '../../graphql/pagination';
import { Scope } from '../../graphql/scope-directive';
import { Role } from './role';
import { User } from './user.entity';

@ObjectType()
export class UserConnection extends ConnectionOf(User) {}

/**
 * Who a person is to others: name, surname and e-mail. The poster of an activity and the learner
 * of an attempt (as UserDetails), and the first fields of every input that sets an account's
 * identity (signing up, an admin's edit, one's own profile).
 */
@ObjectType('UserDetails', { description: 'Who posted an activity, or who took a quiz.' })
@InputType('AccountInput')
export class UserDetails {
  @Field()
  name: string;

  @Field()
  surname: string;

  // The name shows with an activity or an attempt; the address is an account's (a token needs read:users).
  @Scope('read:users')
  @Field()
  email: string;
}

@ArgsType()
export class UserListArgs extends SearchConnectionArgs('Case-insensitive match on name, surname or e-mail.') {}

@InputType({ description: "An admin's edit of an account. A role change signs the user out everywhere." })
export class AdminUserInput extends UserDetails {
  @Field(() => Role, { nullable: true })
  role?: Role | null;
}

@InputType({ description: 'The signed-in user’s own profile. There is no role here: only admins change roles.' })
export class ProfileInput extends UserDetails {
  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL.' })
  website?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Required when `email` changes: the account’s current password.' })
  currentPassword?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  currentPassword: string;

  @Field()
  newPassword: string;
}
