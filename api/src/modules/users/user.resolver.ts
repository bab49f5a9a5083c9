import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { Role } from './role';
import { PageArgs } from '../../graphql/pagination';
import { UserPage } from './user.types';

@Resolver()
export class UserResolver {
  @Auth(Role.ADMIN)
  @Query(() => UserPage, { description: 'Every account, oldest first.' })
  users(@Args() { limit, offset }: PageArgs, @Ctx() ctx: Context): Promise<UserPage> {
    return ctx.services.users.list(limit, offset);
  }
}
