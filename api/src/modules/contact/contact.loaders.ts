import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { groupByKey, oneByKey } from '../../shared/loaders';
import { OutboxEmail } from '../mail/mail.entity';
import { ContactReply } from './contact.entity';

// Per request: one query for every message's replies, one for their e-mails.
export function createContactLoaders(dataSource: DataSource) {
  const replies = dataSource.getRepository(ContactReply);
  return {
    contactRepliesByMessage: new DataLoader<string, ContactReply[]>(async (messageIds) => {
      const rows = await replies.find({ where: { messageId: In([...messageIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
      return groupByKey(messageIds, rows, (row) => row.messageId);
    }),
    // The e-mail of each reply (its delivery status), one query for all.
    contactReplyMail: new DataLoader<string, OutboxEmail | null>(async (replyIds) => {
      const rows = await dataSource.getRepository(OutboxEmail).findBy({ contactReplyId: In([...replyIds]) });
      // Every row has a reply id (it was found by one); a null one would match no key.
      return oneByKey(replyIds, rows, (row) => row.contactReplyId);
    }),
  };
}
