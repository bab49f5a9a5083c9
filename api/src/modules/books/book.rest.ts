import type { RestApi } from '../../rest/route';
import { z } from '../../rest/schema';
import type { Services } from '../module';

const Book = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    authors: z.string().nullable(),
    image: z.string().nullable(),
    url: z.string().nullable(),
  })
  .openapi('Book');

export function registerBookRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'get',
    path: '/books/search/:term',
    tag: 'Books',
    summary: 'Search free programming books (proxied to the books service)',
    access: 'signed-in',
    response: { status: 200, description: 'books', schema: z.strictObject({ books: z.array(Book) }) },
    handler: async ({ params }) => ({ books: await services.books.search(params.term) }),
  });
}
