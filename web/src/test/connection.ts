// Mocked connection answers (see schema.graphql's *Connection types) for screen tests.

export type ConnectionFixture<N, C extends string> = {
  __typename: C;
  nodes: N[];
  pageInfo: { __typename: "PageInfo"; hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};

/**
 * A page of `nodes` as a connection of `typename` ("Paper" gives PaperConnection), as screens
 * select it (`nodes` and `...ListEnd`): cursors are `${typename}:${id}`, so a test asks for the
 * next page with `after: cursorOf(...)`. `totalCount` defaults to the page's own length,
 * `hasNextPage` to whether the total is larger.
 */
export function connectionOf<N extends { id: string }, T extends string, C extends string = `${T}Connection`>(
  typename: T,
  nodes: readonly N[],
  options: { totalCount?: number; hasNextPage?: boolean; connectionTypename?: C } = {},
): ConnectionFixture<N, C> {
  const totalCount = options.totalCount ?? nodes.length;
  const last = nodes[nodes.length - 1];
  return {
    __typename: options.connectionTypename ?? (`${typename}Connection` as C),
    nodes: [...nodes],
    pageInfo: { __typename: "PageInfo", hasNextPage: options.hasNextPage ?? totalCount > nodes.length, endCursor: last ? cursorOf(typename, last.id) : null },
    totalCount,
  };
}

export const cursorOf = (typename: string, id: string): string => `${typename}:${id}`;

// `count` fixtures numbered from `from` on (activity-1, activity-2, ...), as a list page holds them.
export const numbered = <T>(count: number, from: number, make: (n: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(from + index));
