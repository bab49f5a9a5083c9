import { Arg, Args, Ctx, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { ConnectionArgs, ConnectionOf, pageOfArgs, toConnection } from '../../graphql/pagination';
import { Role } from '../users/role';
import { DevMail } from './mail.entity';

@ObjectType()
export class DevMailConnection extends ConnectionOf(DevMail) {}

@Resolver(() => DevMail)
export class DevMailboxResolver {
  @Auth(Role.ADMIN)
  @Query(() => DevMailConnection, {
    description: 'The development mailbox (no SMTP_URL outside production), newest first. NOT_FOUND (reason MAILBOX_OFF) when mail goes out through SMTP_URL.',
  })
  async devMailbox(@Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<DevMailConnection> {
    return toConnection(await ctx.services.mail.mailbox(pageOfArgs(args)));
  }

  @Auth(Role.ADMIN)
  @Query(() => DevMail, { description: 'One mail of the development mailbox.' })
  devMail(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<DevMail> {
    return ctx.services.mail.mailboxMail(id);
  }
}
