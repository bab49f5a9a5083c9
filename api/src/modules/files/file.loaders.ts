import type { DataSource } from 'typeorm';
import { byIdLoader } from '../../shared/loaders';
import { StoredFile } from './stored-file.entity';

// Per request: the metadata of every file a response mentions, in one query.
export function createFileLoaders(dataSource: DataSource) {
  return { fileById: byIdLoader(dataSource, StoredFile) };
}
