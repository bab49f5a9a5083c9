import { clientAddressOf } from '../../shared/client-address';
import { ADMIN, type RestApi } from '../../rest/route';
import { DateTime, optionalText, rowId, queryFilter, text, withIdsShape, z } from '../../rest/schema';
import { withIds } from '../../rest/shape';
import { DeliveryStatus, deliveryOf } from '../mail/mail.entity';
import type { Services } from '../module';
import type { ContactMessage } from './contact.entity';
import { MESSAGES, type ReplyWithAuthor } from './contact.service';

const ReplyAnswer = withIdsShape({
  body: z.string(),
  createdAt: DateTime,
  author: withIdsShape({ name: z.string(), surname: z.string() })
    .strict()
    .nullable()
    .openapi({ description: 'The admin who replied; null once that account is deleted.' }),
  deliveryStatus: z.enum(DeliveryStatus).openapi({ description: "Where the reply's e-mail to the sender is." }),
  deliveredAt: DateTime.nullable().openapi({ description: 'When the mail server accepted it; null until SENT.' }),
  deliveryError: z.string().nullable().openapi({ description: 'Why it is not delivered (FAILED), or why the last try did not go through (QUEUED).' }),
})
  .strict()
  .openapi('ContactReply');

const MessageAnswer = withIdsShape({
  name: z.string().openapi({ description: "The sender's name; from the account when signed in." }),
  email: z.string().openapi({ description: "The sender's e-mail; from the account when signed in." }),
  message: z.string(),
  createdAt: DateTime,
  replied: z.boolean(),
  repliedAt: DateTime.nullable().openapi({ description: 'When the latest reply was sent.' }),
  replies: z.array(ReplyAnswer).openapi({ description: 'Oldest first.' }),
})
  .strict()
  .openapi('ContactMessage');

// Name and email are the account's when signed in, so whether they are required ContactService decides.
const MessageBody = z.object({
  name: optionalText(MESSAGES.name).openapi({ description: 'Required when anonymous; ignored when signed in.' }),
  email: optionalText(MESSAGES.email).openapi({ format: 'email', description: 'Required when anonymous; ignored when signed in.' }),
  message: optionalText(MESSAGES.message).openapi({ description: 'Required.' }),
});

const toRestReply = ({ reply, author, mail }: ReplyWithAuthor) =>
  withIds({
    id: reply.id,
    body: reply.body,
    createdAt: reply.createdAt,
    author: author && withIds({ id: author.id, name: author.name, surname: author.surname }),
    ...deliveryOf(mail),
  });

const toRestMessage = (message: ContactMessage, replies: ReplyWithAuthor[]) =>
  withIds({
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    createdAt: message.createdAt,
    replied: message.replied,
    repliedAt: message.repliedAt,
    replies: replies.map(toRestReply),
  });

export function registerContactRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'post',
    path: '/contact',
    tag: 'Contact',
    summary:
      'Send a message. With a valid bearer token name and email come from the account; without one, or with one that is ' +
      'refused (expired, revoked, "Bearer undefined"), the sender is anonymous and must give both. 429 after too many sends',
    access: 'public',
    body: MessageBody,
    response: { status: 201, description: 'The stored message', schema: MessageAnswer },
    handler: async ({ body, viewer, req }) => {
      // The public route never refuses a token: a refused one leaves the viewer null, as in GraphQL.
      const message = await services.contact.send(body, viewer, clientAddressOf(req));
      // Just stored, so it has no replies yet (and a sender never reads replies).
      return toRestMessage(message, []);
    },
  });

  api.list({
    path: '/contact',
    tag: 'Contact',
    summary: 'Messages, newest first; search matches name, email or message, case-insensitively',
    access: ADMIN,
    filters: { search: queryFilter('Matches name, email or message, case-insensitively.') },
    response: { description: 'Messages with their replies', item: MessageAnswer },
    handler: ({ query, page }) => services.contact.list(query.search, page),
    shape: async (messages) => {
      const replies = await services.contact.repliesOf(messages.map((message) => message.id));
      return messages.map((message) => toRestMessage(message, replies.get(message.id) ?? []));
    },
  });

  api.remove({
    path: '/contact/:id',
    tag: 'Contact',
    summary: 'Delete a message with its replies',
    access: ADMIN,
    handler: ({ params }) => services.contact.remove(params.id),
  });

  api.add({
    method: 'post',
    path: '/contact/:id/reply',
    tag: 'Contact',
    summary: 'Reply to a message: JSON {reply} (the text; a `message` field is not read). Queues the e-mail to the sender and marks the message replied',
    access: ADMIN,
    params: z.object({ id: rowId('Message') }),
    body: z.object({ reply: text(MESSAGES.reply) }),
    response: { status: 201, description: 'The message, replied, with all its replies', schema: MessageAnswer },
    handler: async ({ params, body, viewer }) => {
      const message = await services.contact.reply(params.id, body.reply, viewer);
      const replies = await services.contact.repliesOf([message.id]);
      return toRestMessage(message, replies.get(message.id) ?? []);
    },
  });
}
