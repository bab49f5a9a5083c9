import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { SessionUser } from './auth.types';

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description:
      'Mails a link to /reset-password#token={token} to the account with this address, if there is one. Always answers true, in the same time, ' +
      'whether an account has the address or not. RATE_LIMITED after 5 requests for one address, or 20 from one client, in an hour.',
  })
  async requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.passwordResets.request({ email }, { ip: ctx.ip });
    return true;
  }

  @Mutation(() => SessionUser, {
    description:
      "Sets a new password (at least 8 characters) with a reset link's token, valid once for an hour; ends every other session of the " +
      'account and signs in. BAD_USER_INPUT "This reset link is invalid or has expired." otherwise.',
  })
  resetPassword(@Arg('token') token: string, @Arg('password') password: string, @Ctx() ctx: Context): Promise<SessionUser> {
    return ctx.services.passwordResets.reset({ token, password });
  }
}
