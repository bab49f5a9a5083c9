import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { pageOfArgs, toConnection } from '../../graphql/pagination';
import { DeliveryStatus, deliveryOf } from '../mail/mail.entity';
import { Role } from '../users/role';
import { User } from '../users/user.entity';
import { ContactMessage, ContactReply } from './contact.entity';
import { ContactMessageInput, ContactMessageListArgs, ContactMessageConnection } from './contact.types';

@Resolver(() => ContactMessage)
export class ContactMessageResolver {
  @Mutation(() => ContactMessage, {
    description: 'Open to everyone. Signed in: name and email come from the account. RATE_LIMITED after too many sends.',
  })
  sendContactMessage(@Arg('input') input: ContactMessageInput, @Ctx() ctx: Context): Promise<ContactMessage> {
    return ctx.services.contact.send(input, ctx.user, { ip: ctx.ip });
  }

  @Auth(Role.ADMIN)
  @Query(() => ContactMessageConnection, { description: 'Newest first; `search` matches name, email or message, case-insensitively.' })
  async contactMessages(@Args() { search, ...page }: ContactMessageListArgs, @Ctx() ctx: Context): Promise<ContactMessageConnection> {
    return toConnection(await ctx.services.contact.list(search, pageOfArgs(page)));
  }

  @Auth(Role.ADMIN)
  @Query(() => ContactMessage, { description: 'NOT_FOUND "Message not found" when it does not exist.' })
  contactMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ContactMessage> {
    return ctx.services.contact.get(id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ContactMessage, { description: 'Stores the reply, queues the e-mail to the sender and marks the message replied.' })
  replyToContactMessage(
    @Arg('id', () => ID) id: string,
    @Arg('reply') reply: string,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<ContactMessage> {
    return ctx.services.contact.reply(id, reply, user);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ContactReply, { description: "Sends a reply's e-mail again after it FAILED; BAD_USER_INPUT for one that did not fail." })
  retryContactReplyDelivery(@Arg('replyId', () => ID) replyId: string, @Ctx() ctx: Context): Promise<ContactReply> {
    return ctx.services.contact.retryReplyDelivery(replyId);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, { description: 'Deletes the message with its replies; returns its id.' })
  deleteContactMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.contact.remove(id);
  }

  // Admin-only even on the message a sender gets back from sendContactMessage.
  @Auth(Role.ADMIN)
  @FieldResolver(() => [ContactReply], { description: 'Oldest first.' })
  replies(@Root() message: ContactMessage, @Ctx() ctx: Context): Promise<ContactReply[]> {
    return ctx.loaders.contactRepliesByMessage.load(message.id);
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => User, { nullable: true, description: 'The signed-in sender; null for an anonymous one.' })
  sender(@Root() message: ContactMessage, @Ctx() ctx: Context): Promise<User | null> | null {
    return message.senderId ? ctx.loaders.userById.load(message.senderId) : null;
  }
}

@Resolver(() => ContactReply)
export class ContactReplyResolver {
  @FieldResolver(() => DeliveryStatus, { description: "Where the reply's e-mail to the sender is: QUEUED, SENT or FAILED." })
  async deliveryStatus(@Root() reply: ContactReply, @Ctx() ctx: Context): Promise<DeliveryStatus> {
    return deliveryOf(await ctx.loaders.contactReplyMail.load(reply.id)).deliveryStatus;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the mail server accepted the e-mail; null until SENT.' })
  async deliveredAt(@Root() reply: ContactReply, @Ctx() ctx: Context): Promise<Date | null> {
    return deliveryOf(await ctx.loaders.contactReplyMail.load(reply.id)).deliveredAt;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why it is not delivered: the reason it FAILED, or while QUEUED why the last try did not go through (e.g. "mail is not configured").',
  })
  async deliveryError(@Root() reply: ContactReply, @Ctx() ctx: Context): Promise<string | null> {
    return deliveryOf(await ctx.loaders.contactReplyMail.load(reply.id)).deliveryError;
  }

  @FieldResolver(() => User, { nullable: true, description: "Null once the author's account is deleted." })
  author(@Root() reply: ContactReply, @Ctx() ctx: Context): Promise<User | null> | null {
    return reply.authorId ? ctx.loaders.userById.load(reply.authorId) : null;
  }
}
