import { Field, Int, ObjectType } from 'type-graphql';
import { User } from './user.entity';

@ObjectType()
export class UserPage {
  @Field(() => [User])
  users: User[];

  @Field(() => Int)
  totalUsers: number;
}
