import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { SessionUser } from '../auth/auth.types';
import { Role } from './role';
import { User } from './user.entity';
import { AdminUserInput, ChangePasswordInput, ProfileInput, UserListArgs, UserPage } from './user.types';

@Resolver()
export class UserResolver {
  @Auth(Role.ADMIN)
  @Query(() => UserPage, { description: 'Every account, oldest first.' })
  users(@Args() { search, limit, offset }: UserListArgs, @Ctx() ctx: Context): Promise<UserPage> {
    return ctx.services.users.search(search, limit, offset);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => User, { description: 'Admins cannot demote themselves; the last admin stays an admin.' })
  updateUser(@Arg('id', () => ID) id: string, @Arg('input') input: AdminUserInput, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.adminUpdate(ctx.user!, id, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, { description: 'Admins cannot delete themselves; the last admin cannot be deleted. Returns the id.' })
  deleteUser(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.users.remove(ctx.user!, id);
  }

  @Auth()
  @Mutation(() => User)
  updateProfile(@Arg('input') input: ProfileInput, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.profiles.update(ctx.user!, input);
  }

  @Auth()
  @Mutation(() => SessionUser, { description: 'Signs out every other session and returns a fresh one.' })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() ctx: Context): Promise<SessionUser> {
    const user = await ctx.services.profiles.changePassword(ctx.user!, input);
    return ctx.services.auth.sessionFor(user);
  }
}
