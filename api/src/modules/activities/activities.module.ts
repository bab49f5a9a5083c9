import type { Deps } from '../../shared/deps';
import { defineModule } from '../module';
import { Activity, Chapter } from './activity.entity';
import { createActivityLoaders } from './activity.loaders';
import { ActivityResolver } from './activity.resolver';
import { registerActivityRoutes } from './activity.rest';
import { ActivityService } from './activity.service';
import { ChapterResolver } from './chapter.resolver';
import { ChapterService } from './chapter.service';
import { Activities1763700400000 } from './migrations/1763700400000-activities';

const services = (deps: Deps) => {
  const activities = new ActivityService(deps);
  return { activities, chapters: new ChapterService(deps, activities) };
};

declare module '../module' {
  interface Services extends ReturnType<typeof services> {}
  interface Loaders extends ReturnType<typeof createActivityLoaders> {}
}

export const activitiesModule = defineModule({
  name: 'activities',
  entities: [Activity, Chapter],
  migrations: [Activities1763700400000],
  resolvers: [ActivityResolver, ChapterResolver],
  services,
  loaders: createActivityLoaders,
  routes: registerActivityRoutes,
});
