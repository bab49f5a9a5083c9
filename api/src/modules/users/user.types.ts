import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE } from '../../shared/pagination';
import { User } from './user.entity';

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'At most 100.' })
  limit: number;

  @Field(() => Int, { defaultValue: 0 })
  offset: number;
}

@ObjectType()
export class UserPage {
  @Field(() => [User])
  users: User[];

  @Field(() => Int)
  totalUsers: number;
}
