import { param, type RestApi } from '../../rest/route';
import type { Services } from '../registry';

const BOOK_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    subtitle: { type: ['string', 'null'] },
    authors: { type: ['string', 'null'] },
    image: { type: ['string', 'null'] },
    url: { type: ['string', 'null'] },
  },
};

export function registerBookRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'get',
    path: '/books/search/:term',
    tag: 'Books',
    summary: 'Search free programming books (proxied to the books service)',
    access: 'signed-in',
    response: { status: 200, description: 'books', schema: { type: 'object', properties: { books: { type: 'array', items: BOOK_SCHEMA } } } },
    handler: async (req) => ({ books: await services.books.search(param(req, 'term')) }),
  });
}
