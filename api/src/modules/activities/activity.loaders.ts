import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { byTime, countsByParent, type NestedList, pagesByParent } from '../../db/keyset';
import { batchBy, byIdLoader, type NestedPageKey, nestedPageKey, oneByKey } from '../../shared/loaders';
import type { Slice } from '../../shared/pagination';
import { Activity, Chapter } from './activity.entity';
import { activitiesWithPoster } from './activity.service';

// An activity's chapters, oldest first (chapters_activity_idx).
export const CHAPTERS_OF_ACTIVITY: NestedList<Chapter> = {
  entity: Chapter,
  alias: 'c',
  parent: 'c.activity_id',
  ordering: byTime('chapters', 'c.created_at', 'c.id', 'oldest'),
};

// Per request: each relation of any number of activities or chapters in one statement.
export function createActivityLoaders(dataSource: DataSource) {
  const activities = dataSource.getRepository(Activity);
  const chapterCounts = new DataLoader<string, number>((activityIds) => countsByParent(dataSource, CHAPTERS_OF_ACTIVITY, activityIds, null));
  return {
    // A page of each activity's chapters (plain rows, as quizPagesByChapter), in one statement.
    chapterPagesByActivity: new DataLoader<NestedPageKey, Slice<Chapter>, string>(
      (keys) =>
        batchBy(keys, (key) => JSON.stringify(key.page), (activityIds, { page }) =>
          pagesByParent(dataSource, CHAPTERS_OF_ACTIVITY, activityIds, page, null, (id) => chapterCounts.load(id)),
        ),
      { cacheKeyFn: nestedPageKey },
    ),
    chapterCountByActivity: chapterCounts,
    chapterById: byIdLoader(dataSource, Chapter),
    activityById: new DataLoader<string, Activity | null>(async (ids) => {
      const rows = await activitiesWithPoster(activities).where('a.id IN (:...ids)', { ids: [...ids] }).getMany();
      return oneByKey(ids, rows, (row) => row.id);
    }),
  };
}
