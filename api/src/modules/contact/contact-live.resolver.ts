import { Ctx, Resolver, Root, Subscription } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { ALL, type LiveEvents } from '../../graphql/live/events';
import { liveEvents } from '../../graphql/live/subscribe';
import { Role } from '../users/role';
import { ContactMessage, ContactReply } from './contact.entity';

const ADMINS = [Role.ADMIN];

// Live updates of the admins' messages screen and dashboard, over WebSocket.
@Resolver()
export class ContactLiveResolver {
  @Auth(...ADMINS)
  @Subscription(() => ContactMessage, {
    description: 'Each contact message as it arrives, on any instance: for admins.',
    subscribe: ({ context }) => liveEvents(context, 'contactMessageReceived', ALL, ADMINS),
  })
  contactMessageReceived(@Root() event: LiveEvents['contactMessageReceived'][1], @Ctx() ctx: Context): Promise<ContactMessage> {
    return ctx.services.contact.get(event.messageId);
  }

  @Auth(...ADMINS)
  @Subscription(() => ContactReply, {
    description: "Each reply whose e-mail changed state (queued, sent, failed, queued again), with its delivery fields: for admins.",
    subscribe: ({ context }) => liveEvents(context, 'contactReplyDeliveryChanged', ALL, ADMINS),
  })
  contactReplyDeliveryChanged(@Root() event: LiveEvents['contactReplyDeliveryChanged'][1], @Ctx() ctx: Context): Promise<ContactReply> {
    return ctx.services.contact.getReply(event.replyId);
  }
}
