// The module registry: adding a domain adds its entities, resolver, service and loaders here.
import type { DataSource } from 'typeorm';
import type { Deps } from '../shared/deps';
import { AuthResolver } from './auth/auth.resolver';
import { AuthService } from './auth/auth.service';
import { BookResolver } from './books/book.resolver';
import { BookService } from './books/book.service';
import { Course, CourseQuestion } from './courses/course.entity';
import { createCourseLoaders } from './courses/course.loaders';
import { CourseResolver } from './courses/course.resolver';
import { CourseService } from './courses/course.service';
import { User } from './users/user.entity';
import { UserResolver } from './users/user.resolver';
import { UserService } from './users/user.service';
import { ProfileService } from './users/profile.service';

export const entities = [User, Course, CourseQuestion];

export const resolvers = [AuthResolver, UserResolver, BookResolver, CourseResolver] as const;

export function createServices(deps: Deps) {
  const users = new UserService(deps);
  const auth = new AuthService(deps, users);
  const profiles = new ProfileService(deps, users);
  const courses = new CourseService(deps);
  const books = new BookService(deps);
  return { users, auth, profiles, books, courses };
}

export type Services = ReturnType<typeof createServices>;

// New for every request, so a loader's cache never outlives the request that filled it.
export function createLoaders(dataSource: DataSource) {
  return {
    ...createCourseLoaders(dataSource),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
