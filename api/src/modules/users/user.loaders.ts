import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { oneByKey } from '../../shared/loaders';
import { User } from './user.entity';

// Per request: every user asked for (a message's sender, a reply's author, an activity's poster,
// an attempt's learner) in one query. The password hash is never selected (`select: false`).
export function createUserLoaders(dataSource: DataSource) {
  const users = dataSource.getRepository(User);
  return {
    userById: new DataLoader<string, User | null>(async (ids) => {
      const rows = await users.findBy({ id: In([...ids]) });
      return oneByKey(ids, rows, (row) => row.id);
    }),
  };
}
