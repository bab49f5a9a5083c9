import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { User } from '../users/user.entity';
import { LoginInput, SessionUser, SignupInput } from './auth.types';

@Resolver()
export class AuthResolver {
  @Mutation(() => SessionUser, { description: 'Creates a learner account and signs it in.' })
  signup(@Arg('input') input: SignupInput, @Ctx() ctx: Context): Promise<SessionUser> {
    return ctx.services.auth.signup(input, { ip: ctx.ip });
  }

  @Mutation(() => SessionUser)
  login(@Arg('input') input: LoginInput, @Ctx() ctx: Context): Promise<SessionUser> {
    return ctx.services.auth.login(input, { ip: ctx.ip });
  }

  @Auth()
  @Mutation(() => Boolean, { description: "Logs out: the caller's token is refused from now on, on every instance." })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.auth.logout(ctx.session);
    return true;
  }

  @Auth()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.getById(user.id);
  }
}
