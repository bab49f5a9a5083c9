import type { Deps } from '../../shared/deps';
import { defineModule } from '../module';
import { Course, CourseQuestion } from './course.entity';
import { createCourseLoaders } from './course.loaders';
import { CourseResolver } from './course.resolver';
import { registerCourseRoutes } from './course.rest';
import { CourseService } from './course.service';
import { Courses1763700100000 } from './migrations/1763700100000-courses';

const services = (deps: Deps) => ({ courses: new CourseService(deps) });

declare module '../module' {
  interface Services extends ReturnType<typeof services> {}
  interface Loaders extends ReturnType<typeof createCourseLoaders> {}
}

export const coursesModule = defineModule({
  name: 'courses',
  entities: [Course, CourseQuestion],
  migrations: [Courses1763700100000],
  resolvers: [CourseResolver],
  services,
  loaders: createCourseLoaders,
  routes: registerCourseRoutes,
});
