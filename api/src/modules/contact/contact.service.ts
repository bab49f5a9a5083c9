import { In } from 'typeorm';
import { findById, removeById } from '../../db/find';
import { ALL, announce } from '../../graphql/live/events';
import type { AuthUser } from '../../shared/auth/access';
import { type ClientAddress, throttleKeyOf } from '../../shared/client-address';
import { refuseWhileWaiting } from '../../shared/throttle';
import type { Deps } from '../../shared/deps';
import { notFound } from '../../shared/errors';
import { assertId } from '../../shared/ids';
import { byTime, pageOf } from '../../db/keyset';
import type { PageRequest, Slice } from '../../shared/pagination';
import { assertValid, clean, escapeLike, isEmail } from '../../shared/validation';
import { OutboxEmail } from '../mail/mail.entity';
import type { MailService } from '../mail/mail.service';
import { contactReplyMail } from '../mail/mail.templates';
import { User } from '../users/user.entity';
import { ContactMessage, ContactReply } from './contact.entity';

// Raw input from either transport; name and email are ignored for a signed-in sender.
export type ContactFields = { name?: unknown; email?: unknown; message?: unknown };

const MAX_NAME = 100;
const MAX_MESSAGE = 5000;
const MAX_REPLY = 5000;

export const MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  message: 'Message is required',
  nameLength: `Name must be at most ${MAX_NAME} characters`,
  messageLength: `Message must be at most ${MAX_MESSAGE} characters`,
  reply: 'Reply is required',
  replyLength: `Reply must be at most ${MAX_REPLY} characters`,
  tooMany: 'Too many messages sent. Please try again later.',
} as const;

// A reply with the admin who wrote it; null once that account is deleted.
type ReplyAuthor = Pick<User, 'id' | 'name' | 'surname'>;
export type ReplyWithAuthor = { reply: ContactReply; author: ReplyAuthor | null; mail: OutboxEmail | null };

// Newest first (contact_messages_created_at_idx).
const MESSAGES_NEWEST_FIRST = byTime('contact-messages', 'm.created_at', 'm.id');

export class ContactService {
  private readonly messages = this.deps.dataSource.getRepository(ContactMessage);

  constructor(
    private readonly deps: Deps,
    private readonly mail: MailService,
  ) {}

  /**
   * Stores a message. A signed-in sender's name and e-mail come from the account
   * (the input's are ignored); an anonymous sender must give both.
   */
  async send(input: ContactFields, sender: AuthUser | null, client: ClientAddress): Promise<ContactMessage> {
    const message = clean(input.message);
    let name: string;
    let email: string;
    if (sender) {
      name = `${sender.name} ${sender.surname}`.trim();
      email = sender.email;
      assertValid(this.messageRules(message));
    } else {
      name = clean(input.name);
      email = clean(input.email);
      assertValid([
        ['name', name !== '', MESSAGES.name],
        ['email', email !== '', MESSAGES.email],
        ['email', isEmail(email), MESSAGES.invalidEmail],
        ...this.messageRules(message),
        ['name', name.length <= MAX_NAME, MESSAGES.nameLength],
      ]);
    }
    // Only valid messages count: a refused form costs the sender nothing. Counted
    // before saving, so concurrent sends cannot all slip under the limit.
    const { contactByAccount, contactByAddress } = this.deps.throttles;
    refuseWhileWaiting([sender ? await contactByAccount.consume(sender.id) : await contactByAddress.consume(throttleKeyOf(client))], MESSAGES.tooMany);
    const saved = await this.deps.dataSource.transaction(async (em) => {
      const row = await em.save(em.create(ContactMessage, { name, email, message, senderId: sender?.id ?? null }));
      await announce(em, 'contactMessageReceived', ALL, { messageId: row.id });
      return row;
    });
    return this.get(saved.id);
  }

  /** Newest first; `search` (trimmed) matches name, e-mail or message, case-insensitively. */
  list(search: unknown, page: PageRequest): Promise<Slice<ContactMessage>> {
    const query = clean(search);
    const qb = this.messages.createQueryBuilder('m');
    if (query) {
      // Served by the trigram index over the three lower() expressions.
      qb.where('(lower(m.name) LIKE lower(:pattern) OR lower(m.email) LIKE lower(:pattern) OR lower(m.message) LIKE lower(:pattern))', {
        pattern: `%${escapeLike(query)}%`,
      });
    }
    return pageOf(qb, MESSAGES_NEWEST_FIRST, page);
  }

  async get(id: unknown): Promise<ContactMessage> {
    return findById(this.messages, id, 'Message');
  }

  /**
   * Stores the reply, writes the e-mail to the sender with the job that will send it, and marks the
   * message replied, all or nothing. The message row is locked so a concurrent delete cannot slip in between.
   */
  async reply(id: unknown, body: unknown, author: AuthUser): Promise<ContactMessage> {
    const messageId = assertId(id, 'Message');
    const text = clean(body);
    assertValid([
      ['reply', text !== '', MESSAGES.reply],
      ['reply', text.length <= MAX_REPLY, MESSAGES.replyLength],
    ]);
    await this.deps.dataSource.transaction(async (em) => {
      const message = await em.findOne(ContactMessage, { where: { id: messageId }, lock: { mode: 'pessimistic_write' } });
      if (!message) throw notFound('Message');
      const reply = await em.save(em.create(ContactReply, { messageId, authorId: author.id, body: text }));
      await this.mail.queue(em, 'contact-reply', message.email, contactReplyMail({ name: message.name, reply: text, message: message.message }), {
        contactReplyId: reply.id,
      });
      await em.update(ContactMessage, { id: messageId }, { repliedAt: reply.createdAt });
    });
    return this.get(messageId);
  }

  /**
   * The replies of these messages (oldest first) with their authors and e-mails, keyed by message
   * id, in three statements whatever the number of messages: for transports without DataLoaders.
   */
  async repliesOf(messageIds: readonly string[]): Promise<Map<string, ReplyWithAuthor[]>> {
    const byMessage = new Map<string, ReplyWithAuthor[]>(messageIds.map((id) => [id, []]));
    if (messageIds.length === 0) return byMessage;
    const replies = await this.deps.dataSource
      .getRepository(ContactReply)
      .find({ where: { messageId: In([...messageIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
    const authorIds = [...new Set(replies.flatMap((reply) => (reply.authorId ? [reply.authorId] : [])))];
    const authors = authorIds.length
      ? await this.deps.dataSource.getRepository(User).find({ where: { id: In(authorIds) }, select: { id: true, name: true, surname: true } })
      : [];
    const authorById = new Map(authors.map((author) => [author.id, author]));
    const mails = await this.mail.ofContactReplies(replies.map((reply) => reply.id));
    for (const reply of replies) {
      byMessage.get(reply.messageId)?.push({ reply, author: (reply.authorId && authorById.get(reply.authorId)) || null, mail: mails.get(reply.id) ?? null });
    }
    return byMessage;
  }

  /** One reply (a live update's subject); NOT_FOUND once gone with its message. */
  async getReply(id: unknown): Promise<ContactReply> {
    return findById(this.deps.dataSource.getRepository(ContactReply), id, 'Reply');
  }

  /** An admin tries a reply's failed e-mail again. */
  async retryReplyDelivery(replyId: unknown): Promise<ContactReply> {
    const reply = await this.deps.dataSource.getRepository(ContactReply).findOneBy({ id: assertId(replyId, 'Reply') });
    if (!reply) throw notFound('Reply');
    const mail = await this.deps.dataSource.getRepository(OutboxEmail).findOneBy({ contactReplyId: reply.id });
    if (!mail) throw notFound('Reply');
    await this.mail.retry(mail.id);
    return reply;
  }

  // Its replies and their queued e-mails go with it (ON DELETE CASCADE, in the same statement).
  remove(id: unknown): Promise<string> {
    return removeById(this.messages, id, 'Message');
  }

  /** For the admin dashboard: messages nobody has replied to yet. */
  async countUnreplied(): Promise<number> {
    return this.messages.createQueryBuilder('m').where('m.replied_at IS NULL').getCount();
  }

  private messageRules(message: string) {
    return [
      ['message', message !== '', MESSAGES.message],
      ['message', message.length <= MAX_MESSAGE, MESSAGES.messageLength],
    ] as const;
  }
}
