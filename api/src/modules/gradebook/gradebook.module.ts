import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { GradebookResolver } from './gradebook.resolver';
import { registerGradebookRoutes } from './gradebook.rest';
import { GradebookService } from './gradebook.service';

// What this module adds to Services (named, since its factory reads Services itself).
type GradebookServices = { gradebook: GradebookService };

const services = (deps: Deps, { activities, quizzes }: Pick<Services, 'activities' | 'quizzes'>): GradebookServices => ({
  gradebook: new GradebookService(deps, activities, quizzes),
});

declare module '../module' {
  interface Services extends GradebookServices {}
}

// An activity's gradebook and the CSV files of it and of a quiz's attempts.
export const gradebookModule = defineModule({ name: 'gradebook', resolvers: [GradebookResolver], services, routes: registerGradebookRoutes });
