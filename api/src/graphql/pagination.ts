import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../shared/pagination';

// `limit` and `offset` on every list; the service refuses a limit over 100.
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` })
  limit: number;

  @Field(() => Int, { defaultValue: 0 })
  offset: number;
}

export type PageResult<T> = { items: T[]; total: number; limit: number; offset: number };

// The fields of a page of items; each list declares its own type:
//   @ObjectType() export class CoursePage extends PageOf(Course) {}
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType() // never emitted itself: only the subclasses are reachable from resolvers
  abstract class Page implements PageResult<T> {
    @Field(() => [item])
    items: T[];

    @Field(() => Int, { description: 'How many items match, over all pages.' })
    total: number;

    @Field(() => Int)
    limit: number;

    @Field(() => Int)
    offset: number;
  }
  return Page;
}
