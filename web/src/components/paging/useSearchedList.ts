import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { type ConnectionShape, useConnection } from "./useConnection";

/**
 * A searched list's query. While the server works on a new search, the last answer stays on
 * screen (`shown`), marked busy by `searching`: a new search (or a retry) loading, not a next page
 * (`list.loadingMore`). `list` is the rows of `shown` with their paging (useConnection), for
 * `<LoadMore {...list.footer} />` or usePagedRows: no paging while a new search is awaited.
 */
export function useSearchedList<TData, TVariables extends OperationVariables, N>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  connectionOf: (data: TData) => ConnectionShape<N> | null | undefined,
  noun: string,
) {
  const query = useQuery(document, { variables, notifyOnNetworkStatusChange: true });
  const shown = query.data ?? query.previousData;
  // Its fetchMore takes `after`, as every list document does (ListPage): a generic TVariables cannot say so.
  const paging = query as unknown as Parameters<typeof useConnection<N>>[1];
  const connection = useConnection(shown && connectionOf(shown), paging, noun);
  // Without `data` the rows shown are the last search's: their next page would be the wrong
  // search's, and the new answer replaces them anyway.
  const settled = query.data !== undefined;
  const list = settled
    ? { ...connection, settled }
    : { ...connection, settled, hasNextPage: false, footer: { ...connection.footer, hasMore: false } };
  return { ...query, shown, list, searching: query.loading && !list.loadingMore };
}
