import { clientOf } from '../../shared/client';
import { param, queryValue, type RestApi } from '../../rest/route';
import { DELETED_SCHEMA, deleted, objectSchema, PAGE_QUERY, restPage, sendPage, withIds } from '../../rest/shape';
import { DeliveryStatus } from '../mail/mail.entity';
import type { Services } from '../registry';
import { Role } from '../users/role';
import type { ContactMessage } from './contact.entity';
import type { ReplyWithAuthor } from './contact.service';

const REPLY_SCHEMA = objectSchema(
  {
    body: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    author: {
      description: 'The admin who replied; null once that account is deleted.',
      oneOf: [{ type: 'null' }, objectSchema({ name: { type: 'string' }, surname: { type: 'string' } }, ['name', 'surname'])],
    },
    deliveryStatus: { type: 'string', enum: Object.values(DeliveryStatus), description: "Where the reply's e-mail to the sender is." },
    deliveredAt: { type: ['string', 'null'], format: 'date-time', description: 'When the mail server accepted it; null until SENT.' },
    deliveryError: { type: ['string', 'null'], description: 'Why it is not delivered (FAILED), or why the last try did not go through (QUEUED).' },
  },
  ['body', 'createdAt', 'author', 'deliveryStatus', 'deliveredAt', 'deliveryError'],
);

const MESSAGE_SCHEMA = objectSchema(
  {
    name: { type: 'string', description: "The sender's name; from the account when signed in." },
    email: { type: 'string', description: "The sender's e-mail; from the account when signed in." },
    message: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    replied: { type: 'boolean' },
    repliedAt: { type: ['string', 'null'], format: 'date-time', description: 'When the latest reply was sent.' },
    replies: { type: 'array', items: REPLY_SCHEMA, description: 'Oldest first.' },
  },
  ['name', 'email', 'message', 'createdAt', 'replied', 'repliedAt', 'replies'],
);

const toRestReply = ({ reply, author, mail }: ReplyWithAuthor) =>
  withIds({
    id: reply.id,
    body: reply.body,
    createdAt: reply.createdAt,
    author: author && withIds({ id: author.id, name: author.name, surname: author.surname }),
    deliveryStatus: mail?.deliveryStatus ?? DeliveryStatus.QUEUED,
    deliveredAt: mail?.deliveredAt ?? null,
    deliveryError: mail?.deliveryError ?? null,
  });

const toRestMessage = (message: ContactMessage, replies: ReplyWithAuthor[]) =>
  withIds({
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    createdAt: message.createdAt,
    replied: message.repliedAt !== null,
    repliedAt: message.repliedAt,
    replies: replies.map(toRestReply),
  });

const ADMIN = [Role.ADMIN] as const;

export function registerContactRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'post',
    path: '/contact',
    tag: 'Contact',
    summary:
      'Send a message. With a valid bearer token name and email come from the account; without one, or with one that is ' +
      'refused (expired, revoked, "Bearer undefined"), the sender is anonymous and must give both. 429 after too many sends',
    access: 'public',
    body: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Required when anonymous; ignored when signed in.' },
        email: { type: 'string', format: 'email', description: 'Required when anonymous; ignored when signed in.' },
        message: { type: 'string' },
      },
      required: ['message'],
    },
    response: { status: 201, description: 'The stored message', schema: MESSAGE_SCHEMA },
    handler: async (req) => {
      // The public route never refuses a token: a refused one leaves req.viewer.user null, as in GraphQL.
      const message = await services.contact.send(req.body ?? {}, req.viewer.user, clientOf(req));
      // Just stored, so it has no replies yet (and a sender never reads replies).
      return toRestMessage(message, []);
    },
  });

  api.add({
    method: 'get',
    path: '/contact',
    tag: 'Contact',
    summary: 'Messages, newest first; search matches name, email or message, case-insensitively (X-Total-Count has the full count)',
    access: ADMIN,
    query: { search: { type: 'string' }, ...PAGE_QUERY },
    response: { status: 200, description: 'Messages with their replies', schema: { type: 'array', items: MESSAGE_SCHEMA } },
    handler: async (req, res) => {
      const messages = await sendPage(req, res, await services.contact.list(queryValue(req, 'search'), restPage(req)));
      const replies = await services.contact.repliesOf(messages.map((message) => message.id));
      return messages.map((message) => toRestMessage(message, replies.get(message.id) ?? []));
    },
  });

  api.add({
    method: 'delete',
    path: '/contact/:id',
    tag: 'Contact',
    summary: 'Delete a message with its replies',
    access: ADMIN,
    response: { status: 200, description: 'Deleted', schema: DELETED_SCHEMA },
    handler: async (req) => deleted(await services.contact.remove(param(req, 'id'))),
  });

  api.add({
    method: 'post',
    path: '/contact/:id/reply',
    tag: 'Contact',
    summary: 'Reply to a message: JSON {reply} (the text; a `message` field is not read). Queues the e-mail to the sender and marks the message replied',
    access: ADMIN,
    body: { type: 'object', properties: { reply: { type: 'string' } }, required: ['reply'] },
    response: { status: 201, description: 'The message, replied, with all its replies', schema: MESSAGE_SCHEMA },
    handler: async (req) => {
      const message = await services.contact.reply(param(req, 'id'), req.body?.reply, req.viewer.user!);
      const replies = await services.contact.repliesOf([message.id]);
      return toRestMessage(message, replies.get(message.id) ?? []);
    },
  });
}
