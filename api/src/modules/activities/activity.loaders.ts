import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { sql } from '../../db/sql';
import { groupByKey, oneByKey } from '../../shared/loaders';
import { User } from '../users/user.entity';
import { Activity, Chapter, UserDetails } from './activity.entity';
import type { ChapterContent } from './chapter-content';
import { activitiesWithPoster } from './activity.service';

type ChapterRow = { id: string; activity_id: string; title: string; description: string; content: ChapterContent; created_at: Date; updated_at: Date };

const toChapter = (row: ChapterRow): Chapter =>
  Object.assign(new Chapter(), {
    id: row.id,
    activityId: row.activity_id,
    title: row.title,
    description: row.description,
    content: row.content,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

// Per request: each relation of any number of activities or chapters in one statement.
export function createActivityLoaders(dataSource: DataSource) {
  const chapters = dataSource.getRepository(Chapter);
  const activities = dataSource.getRepository(Activity);
  const users = dataSource.getRepository(User);
  return {
    // Plain rows, as quizzesByChapter: one statement text for any number of activities.
    chaptersByActivity: new DataLoader<string, Chapter[]>(async (activityIds) => {
      const rows = await sql<ChapterRow>(
        dataSource,
        `SELECT id, activity_id, title, description, content, created_at, updated_at
         FROM chapters WHERE activity_id = ANY($1::uuid[]) ORDER BY created_at ASC, id ASC`,
        [[...activityIds]],
      );
      return groupByKey(activityIds, rows.map(toChapter), (chapter) => chapter.activityId);
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
