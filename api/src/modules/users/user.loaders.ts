import type { DataSource } from 'typeorm';
import { byIdLoader } from '../../shared/loaders';
import { User } from './user.entity';

// Per request: every user asked for (a message's sender, a reply's author, an activity's poster,
// an attempt's learner) in one query. The password hash is never selected (`select: false`).
export function createUserLoaders(dataSource: DataSource) {
  return { userById: byIdLoader(dataSource, User) };
}
