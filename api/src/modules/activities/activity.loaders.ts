import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { sql } from '../../db/sql';
import { groupByKey, oneByKey } from '../../shared/loaders';
import { User } from '../users/user.entity';
import { Activity, Chapter, UserDetails } from './activity.entity';
import { activitiesWithPoster } from './activity.service';

// Per request: each relation of any number of activities or chapters in one statement.
export function createActivityLoaders(dataSource: DataSource) {
  const chapters = dataSource.getRepository(Chapter);
  const activities = dataSource.getRepository(Activity);
  const users = dataSource.getRepository(User);
  return {
    // Plain rows, as quizzesByChapter: one statement text for any number of activities.
    chaptersByActivity: new DataLoader<string, Chapter[]>(async (activityIds) => {
      const rows = await sql<Chapter>(
        dataSource,
        `SELECT id, activity_id AS "activityId", title, description, content,
                created_at AS "createdAt", updated_at AS "updatedAt"
         FROM chapters WHERE activity_id = ANY($1::uuid[]) ORDER BY created_at ASC, id ASC`,
        [[...activityIds]],
      );
      return groupByKey(activityIds, rows.map((row) => Object.assign(new Chapter(), row)), (chapter) => chapter.activityId);
    }),
    chapterById: new DataLoader<string, Chapter | null>(async (ids) => {
      const rows = await chapters.findBy({ id: In([...ids]) });
      return oneByKey(ids, rows, (row) => row.id);
    }),
    activityById: new DataLoader<string, Activity | null>(async (ids) => {
      const rows = await activitiesWithPoster(activities).where('a.id IN (:...ids)', { ids: [...ids] }).getMany();
      return oneByKey(ids, rows, (row) => row.id);
    }),
    // Named for this module so it cannot collide with another module's user loader.
    activityUserById: new DataLoader<string, UserDetails | null>(async (ids) => {
      const rows = await users.find({ where: { id: In([...ids]) }, select: { id: true, name: true, surname: true, email: true } });
      return oneByKey(ids, rows, (row) => row.id);
    }),
  };
}
