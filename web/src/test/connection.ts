// Mocked connection answers (see schema.graphql's *Connection types) for screen tests.

export type ConnectionFixture<N, T extends string = string, C extends string = `${T}Connection`> = {
  __typename: C;
  edges: { __typename: `${T}Edge`; cursor: string; node: N }[];
  pageInfo: { __typename: "PageInfo"; hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};

/**
 * A page of `nodes` as a connection of `typename` ("Paper" gives PaperConnection and PaperEdge):
 * cursors are `${typename}:${id}`, so a test asks for the next page with `after: cursorOf(...)`.
 * `totalCount` defaults to the page's own length, `hasNextPage` to whether the total is larger.
 */
export function connectionOf<N extends { id: string }, T extends string, C extends string = `${T}Connection`>(
  typename: T,
  nodes: readonly N[],
  options: { totalCount?: number; hasNextPage?: boolean; connectionTypename?: C } = {},
): ConnectionFixture<N, T, C> {
  const totalCount = options.totalCount ?? nodes.length;
  const last = nodes[nodes.length - 1];
  return {
    __typename: options.connectionTypename ?? (`${typename}Connection` as C),
    edges: nodes.map((node) => ({ __typename: `${typename}Edge` as const, cursor: cursorOf(typename, node.id), node })),
    pageInfo: { __typename: "PageInfo", hasNextPage: options.hasNextPage ?? totalCount > nodes.length, endCursor: last ? cursorOf(typename, last.id) : null },
    totalCount,
  };
}

export const cursorOf = (typename: string, id: string): string => `${typename}:${id}`;
