import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { groupByKey } from '../../shared/loaders';
import { type HardCardRow, readHardestCards } from './progress.service';

// Per request: the hardest cards of every course a tutor's insights list, in one statement.
export function createStudyLoaders(dataSource: DataSource) {
  return {
    hardestCardsByCourse: new DataLoader<string, HardCardRow[]>(async (courseIds) =>
      groupByKey(courseIds, await readHardestCards(dataSource, courseIds), (row) => row.courseId),
    ),
  };
}
