import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { oneByKey } from '../../shared/loaders';
import { StoredFile } from './stored-file.entity';

// Per request: the metadata of every file a response mentions, in one query.
export function createFileLoaders(dataSource: DataSource) {
  const repo = dataSource.getRepository(StoredFile);
  return {
    fileById: new DataLoader<string, StoredFile | null>(async (ids) => {
      const rows = await repo.findBy({ id: In([...ids]) });
      return oneByKey(ids, rows, (row) => row.id);
    }),
  };
}
