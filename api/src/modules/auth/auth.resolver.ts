import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { User } from '../users/user.entity';
import { LoginInput, SessionUser, SignupInput, SignupReceipt } from './auth.types';
import { Scope } from '../../graphql/scope-directive';

@Resolver()
export class AuthResolver {
  @Mutation(() => SignupReceipt, {
    description:
      'Starts a learner account: mails the address a link to /confirm-signup#token={token} (24 hours, once) that creates the account ' +
      'and signs in (`confirmSignup`). If the address already has an account, its owner is mailed that instead: the answer is the same ' +
      'either way, so it tells no one who has an account. RATE_LIMITED after 50 signups from one client in an hour (200 a day) or 5 for one address.',
  })
  signup(@Arg('input') input: SignupInput, @Ctx() ctx: Context): Promise<SignupReceipt> {
    return ctx.services.signups.request(input, { ip: ctx.ip });
  }

  @Mutation(() => SessionUser, {
    description:
      "Creates the account of a signup from its mail's token, once within 24 hours, and signs it in. " +
      'BAD_USER_INPUT "This confirmation link is invalid or has expired. Please sign up again." otherwise.',
  })
  confirmSignup(@Arg('token') token: string, @Ctx() ctx: Context): Promise<SessionUser> {
    return ctx.services.signups.confirm({ token });
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
  @Scope('read:users')
  me(@CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.getById(user.id);
  }
}
