import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { groupByKey, oneByKey } from '../../shared/loaders';
import { OutboxEmail } from '../mail/mail.entity';
import { User } from '../users/user.entity';
import { ContactReply } from './contact.entity';

// Per request: one query for every message's replies, one for every user asked for.
export function createContactLoaders(dataSource: DataSource) {
  const replies = dataSource.getRepository(ContactReply);
  const users = dataSource.getRepository(User);
  return {
    contactRepliesByMessage: new DataLoader<string, ContactReply[]>(async (messageIds) => {
      const rows = await replies.find({ where: { messageId: In([...messageIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
      return groupByKey(messageIds, rows, (row) => row.messageId);
    }),
    // The e-mail of each reply (its delivery status), one query for all.
    contactReplyMail: new DataLoader<string, OutboxEmail | null>(async (replyIds) => {
      const rows = await dataSource.getRepository(OutboxEmail).findBy({ contactReplyId: In([...replyIds]) });
      return oneByKey(replyIds, rows, (row) => row.contactReplyId!);
    }),
    // Named for this module so it cannot collide with another module's user loader.
    contactUserById: new DataLoader<string, User | null>(async (ids) => {
      const rows = await users.findBy({ id: In([...ids]) });
      return oneByKey(ids, rows, (row) => row.id);
    }),
  };
}
