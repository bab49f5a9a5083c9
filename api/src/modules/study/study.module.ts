import type { Deps } from '../../shared/deps';
import { defineModule } from '../module';
import { Study1764100000000 } from './migrations/1764100000000-study';
import { ProgressService } from './progress.service';
import { LearnerSettings, ReviewLog, StudyCardState } from './study.entity';
import { createStudyLoaders } from './study.loaders';
import { CourseStudyInsightResolver, LearnerProgressResolver, ReviewResultResolver, StudyResolver } from './study.resolver';
import { StudyService } from './study.service';

// Spaced-repetition practice of course questions, and a learner's progress.
const services = (deps: Deps) => ({ study: new StudyService(deps), progress: new ProgressService(deps) });

declare module '../module' {
  interface Services extends ReturnType<typeof services> {}
  interface Loaders extends ReturnType<typeof createStudyLoaders> {}
}

export const studyModule = defineModule({
  name: 'study',
  entities: [LearnerSettings, StudyCardState, ReviewLog],
  migrations: [Study1764100000000],
  resolvers: [StudyResolver, ReviewResultResolver, LearnerProgressResolver, CourseStudyInsightResolver],
  services,
  loaders: createStudyLoaders,
});
