import { NetworkStatus } from "@apollo/client";
import { useCallback, useMemo } from "react";
import { toaster } from "../ui/toaster";
import { getErrorMessage } from "../../graphql/errors";

/** What a screen selects of a connection (see schema.graphql): its rows, and where it ends and its count (`...ListEnd`). */
export type ConnectionShape<N> = {
  nodes: readonly N[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
};

type FetchMore = (options: { variables: { after: string } }) => Promise<unknown>;

/**
 * The rows of a connection a query has loaded so far, and `loadMore` for the next page
 * (`fetchMore` with `after` = the list's end cursor; graphql/cache.ts appends it). A failed page
 * is a toast; the rows already shown stay.
 */
export function useConnection<N>(
  connection: ConnectionShape<N> | null | undefined,
  query: { fetchMore: FetchMore; networkStatus: NetworkStatus },
  noun: string,
) {
  const nodes = useMemo(() => connection?.nodes ?? [], [connection]);
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const hasNextPage = Boolean(connection?.pageInfo.hasNextPage && endCursor);
  const { fetchMore } = query;
  const loadMore = useCallback(async () => {
    if (!hasNextPage || !endCursor) return;
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch (caught) {
      toaster.create({ type: "error", title: getErrorMessage(caught, `Failed to load more ${noun}`), closable: true });
    }
  }, [fetchMore, endCursor, hasNextPage, noun]);
  const loadingMore = query.networkStatus === NetworkStatus.fetchMore;
  return {
    nodes,
    totalCount: connection?.totalCount ?? 0,
    hasNextPage,
    loadMore,
    loadingMore,
    /** The list's foot, for `<LoadMore {...footer} noun="papers" />`. */
    footer: { shown: nodes.length, total: connection?.totalCount ?? 0, hasMore: hasNextPage, loading: loadingMore, onLoadMore: () => void loadMore() },
  };
}
