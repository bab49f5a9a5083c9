import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { byParentLoader, oneByKey } from '../../shared/loaders';
import { OutboxEmail } from '../mail/mail.entity';
import { ContactReply } from './contact.entity';

// Per request: one query for every message's replies, one for their e-mails.
export function createContactLoaders(dataSource: DataSource) {
  return {
    contactRepliesByMessage: byParentLoader(dataSource, ContactReply, 'messageId'),
    // The e-mail of each reply (its delivery status), one query for all.
    contactReplyMail: new DataLoader<string, OutboxEmail | null>(async (replyIds) => {
      const rows = await dataSource.getRepository(OutboxEmail).findBy({ contactReplyId: In([...replyIds]) });
      // Every row has a reply id (it was found by one); a null one would match no key.
      return oneByKey(replyIds, rows, (row) => row.contactReplyId);
    }),
  };
}
