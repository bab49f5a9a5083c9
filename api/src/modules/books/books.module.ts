import type { Deps } from '../../shared/deps';
import { defineModule } from '../module';
import { BookResolver } from './book.resolver';
import { registerBookRoutes } from './book.rest';
import { BookService } from './book.service';

const services = (deps: Deps) => ({ books: new BookService(deps) });

declare module '../module' {
  interface Services extends ReturnType<typeof services> {}
}

export const booksModule = defineModule({ name: 'books', resolvers: [BookResolver], services, routes: registerBookRoutes });
