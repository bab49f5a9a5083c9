import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';
import { ArgsType, type ClassType, Field, Int, InterfaceType, ObjectType } from 'type-graphql';
import { type ConnectionArguments, cursorPage, type CursorPage, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Slice } from '../shared/pagination';
import { Cacheable } from './cacheable';

/**
 * Relay's connection arguments on every list: `first`/`after` to page forward, `last`/`before`
 * to page backward. Cursors are opaque; one from another list, or tampered with, is BAD_USER_INPUT.
 */
@ArgsType()
export class ConnectionArgs implements ConnectionArguments {
  @Field(() => Int, { nullable: true, description: `How many rows after \`after\`: ${DEFAULT_PAGE_SIZE} when neither \`first\` nor \`last\` is given, at most ${MAX_PAGE_SIZE} (more is refused).` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: "The `endCursor` (or an edge's `cursor`) of the page before." })
  after?: string | null;

  @Field(() => Int, { nullable: true, description: `How many rows before \`before\`, at most ${MAX_PAGE_SIZE}.` })
  last?: number | null;

  @Field(() => String, { nullable: true, description: 'The `startCursor` of the page after.' })
  before?: string | null;
}

/** A connection's arguments with a text `search`, described for the list it filters. */
export function SearchConnectionArgs(description: string) {
  @ArgsType()
  class SearchArgs extends ConnectionArgs {
    @Field(() => String, { nullable: true, description })
    search?: string | null;
  }
  return SearchArgs;
}

export const pageOfArgs = (args: ConnectionArguments): CursorPage => cursorPage(args);

/**
 * Whether the query selects `name` on the field being resolved (through fragments too): a list
 * whose count can ride along with its page asks before reading it.
 */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    set !== undefined &&
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

@ObjectType({ description: "Where a page sits in its list (Relay's PageInfo)." })
export class PageInfo {
  @Cacheable()
  @Field()
  hasNextPage: boolean;

  @Cacheable()
  @Field({ description: 'Paging forward with `after`: true, since the row of `after` comes before.' })
  hasPreviousPage: boolean;

  @Cacheable()
  @Field(() => String, { nullable: true, description: 'The cursor of the first row of the page; null for an empty page.' })
  startCursor: string | null;

  @Cacheable()
  @Field(() => String, { nullable: true, description: 'The cursor of the last row of the page; null for an empty page.' })
  endCursor: string | null;
}

/**
 * What every list has besides its rows, so a client selects the end of any list with one fragment
 * (`fragment ListEnd on Connection`) and reads the rows from `nodes`.
 */
@InterfaceType('Connection', { description: 'A page of a list: where it ends and how many rows the whole list has (its rows: `nodes`, or `edges` with their cursors).' })
abstract class ConnectionInterface {
  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'How many rows the list has over all pages (its filters applied).' })
  totalCount: Promise<number>;
}

export type ConnectionResult<T> = {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: Promise<number>;
};

// A getter, so the count runs only when a query selects `totalCount`.
class ConnectionValue<T> implements ConnectionResult<T> {
  constructor(private readonly slice: Slice<T>) {}
  get edges() {
    return this.slice.items.map((node, i) => ({ cursor: this.slice.cursors[i], node }));
  }
  get nodes() {
    return this.slice.items;
  }
  get pageInfo(): PageInfo {
    const { cursors } = this.slice;
    return {
      hasNextPage: this.slice.hasNextPage,
      hasPreviousPage: this.slice.hasPreviousPage,
      startCursor: cursors[0] ?? null,
      endCursor: cursors[cursors.length - 1] ?? null,
    };
  }
  get totalCount() {
    return this.slice.totalCount();
  }
}

/** The connection a resolver returns for a page of rows; extra fields (a history's stats) ride along. */
export function toConnection<T, Extra extends object = object>(slice: Slice<T>, extra?: Extra): ConnectionResult<T> & Extra {
  const value = new ConnectionValue(slice);
  return (extra ? Object.assign(value, extra) : value) as unknown as ConnectionResult<T> & Extra;
}

/**
 * The edge and connection types of a list of `node`s, named after it (`CourseEdge`,
 * `CourseConnection`); a list with extra fields extends the connection:
 *   @ObjectType() export class CourseConnection extends ConnectionOf(Course) {}
 */
export function ConnectionOf<T extends object>(node: ClassType<T>, name = node.name) {
  @ObjectType(`${name}Edge`)
  class Edge {
    @Cacheable()
    @Field({ description: 'Opaque: pass it as `after` (or `before`) to page from this row.' })
    cursor: string;

    @Cacheable()
    @Field(() => node)
    node: T;
  }

  @ObjectType({ implements: ConnectionInterface }) // never emitted itself: only the subclasses are reachable from resolvers
  abstract class Connection implements ConnectionResult<T> {
    @Cacheable()
    @Field(() => [Edge])
    edges: Edge[];

    @Cacheable()
    @Field(() => [node], { description: 'The rows of `edges`, without their cursors.' })
    nodes: T[];

    @Cacheable()
    @Field(() => PageInfo)
    pageInfo: PageInfo;

    @Cacheable()
    @Field(() => Int, { description: 'How many rows the list has over all pages (its filters applied).' })
    totalCount: Promise<number>;
  }
  return Connection;
}
