import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { Role } from '../users/role';
import { DevMail } from './mail.entity';

@Resolver(() => DevMail)
export class DevMailboxResolver {
  @Auth(Role.ADMIN)
  @Query(() => [DevMail], {
    description: 'The development mailbox (no SMTP_URL outside production), the newest `limit` (at most 100) first. NOT_FOUND (reason MAILBOX_OFF) when mail goes out through SMTP_URL.',
  })
  devMailbox(@Arg('limit', () => Int, { defaultValue: 100 }) limit: number, @Ctx() ctx: Context): Promise<DevMail[]> {
    return ctx.services.mail.mailbox(limit);
  }

  @Auth(Role.ADMIN)
  @Query(() => DevMail, { description: 'One mail of the development mailbox.' })
  devMail(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<DevMail> {
    return ctx.services.mail.mailboxMail(id);
  }
}
