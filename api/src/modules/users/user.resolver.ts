import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { pageOfArgs, toConnection } from '../../graphql/pagination';
import { SessionUser } from '../auth/auth.types';
import { type UploadRef, UploadScalar } from '../files/upload.scalar';
import { Role } from './role';
import { User } from './user.entity';
import { AdminUserInput, ChangePasswordInput, ProfileInput, UserConnection, UserListArgs } from './user.types';
import { Scope } from '../../graphql/scope-directive';

@Resolver()
export class UserResolver {
  @Auth(Role.ADMIN)
  @Query(() => UserConnection, { description: 'Every account, oldest first.' })
  @Scope('read:users')
  async users(@Args() { search, ...page }: UserListArgs, @Ctx() ctx: Context): Promise<UserConnection> {
    return toConnection(await ctx.services.users.search(search, pageOfArgs(page)));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => User, { description: 'Admins cannot demote themselves; the last admin stays an admin.' })
  @Scope('admin:users')
  updateUser(@Arg('id', () => ID) id: string, @Arg('input') input: AdminUserInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.adminUpdate(user, id, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, { description: 'Admins cannot delete themselves; the last admin cannot be deleted. Returns the id.' })
  @Scope('admin:users')
  deleteUser(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.users.remove(user, id);
  }

  @Auth()
  @Mutation(() => User, {
    description: 'A new `avatar` (PNG, JPEG, GIF or WebP, at most 5 MB, checked by content) replaces the old picture, which is deleted; `removeAvatar` drops it.',
  })
  updateProfile(
    @Arg('input') input: ProfileInput,
    // A GraphQL multipart request (header `Apollo-Require-Preflight: true`), like a paper's files.
    @Arg('avatar', () => UploadScalar, { nullable: true }) avatar: UploadRef | null | undefined,
    @Arg('removeAvatar', () => Boolean, { nullable: true, defaultValue: false }) removeAvatar: boolean,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.profiles.update(user, input, { avatar: avatar?.file, removeAvatar });
  }

  @Auth()
  @Mutation(() => SessionUser, { description: 'Signs out every other session and returns a fresh one.' })
  async changePassword(@Arg('input') input: ChangePasswordInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<SessionUser> {
    const changed = await ctx.services.profiles.changePassword(user, input);
    return ctx.services.auth.sessionFor(changed);
  }
}
