import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { Book } from './book.types';

@Resolver()
export class BookResolver {
  @Auth()
  @Query(() => [Book], { description: 'Free programming books matching the term (trimmed); an empty term gives none.' })
  searchBooks(@Arg('term') term: string, @Ctx() ctx: Context): Promise<Book[]> {
    return ctx.services.books.search(term);
  }
}
