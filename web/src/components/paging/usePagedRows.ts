import { useCallback, useEffect, useRef, useState } from "react";

type Loaded<N> = {
  nodes: readonly N[];
  totalCount: number;
  hasNextPage: boolean;
  loadMore: () => Promise<void>;
  loadingMore: boolean;
  /** False while a new search is awaited (useSearchedList): the rows shown are not paged. */
  settled?: boolean;
};

/**
 * An admin table read a page at a time, at any depth: the connection's loaded rows (useConnection)
 * shown `pageSize` at a time, "Next" loading the next page from the server only when it is not
 * loaded yet, "Previous" going back without a request. The DOM holds one page whatever the depth,
 * so page 200 of 10,000 accounts renders as fast as page 1 (appending every page to one long
 * table grew each render with the rows above it). `resetOn` (the search) starts again at page 1.
 * A page left short by a delete is topped up from the server, so no row is skipped. While the
 * list is not `settled` (a new search awaited) neither button pages.
 */
export function usePagedRows<N>(loaded: Loaded<N>, pageSize: number, resetOn?: unknown) {
  const { nodes, totalCount, hasNextPage, loadMore, loadingMore, settled = true } = loaded;
  const [{ page, of }, setState] = useState({ page: 0, of: resetOn });
  // A new search starts at page 1 in the same render (adjusting state while rendering, as React
  // documents for state derived from a prop), not one render late.
  if (!Object.is(of, resetOn)) setState({ page: 0, of: resetOn });
  const setPage = useCallback((next: number) => setState({ page: next, of: resetOn }), [resetOn]);
  // A delete that empties the last page shows the page before it.
  const lastLoaded = Math.max(0, Math.ceil(nodes.length / pageSize) - 1);
  const current = Math.min(page, lastLoaded);
  const rows = nodes.slice(current * pageSize, (current + 1) * pageSize);
  const nextLoaded = (current + 1) * pageSize < nodes.length;
  // A delete leaves the page a row short while the server has more: the row after it moves up,
  // read with the next page (otherwise it would sit, unseen, at the end of a page already passed).
  const short = rows.length > 0 && nodes.length < (current + 1) * pageSize && hasNextPage;
  // Once per length of the loaded list: a failed top-up (a toast) is not retried in a loop.
  const toppedUpAt = useRef<number | null>(null);
  useEffect(() => {
    if (!short || loadingMore || toppedUpAt.current === nodes.length) return;
    toppedUpAt.current = nodes.length;
    void loadMore();
  }, [short, loadingMore, loadMore, nodes.length]);

  const hasNext = settled && (nextLoaded || hasNextPage);
  const hasPrevious = settled && current > 0;
  const next = useCallback(async () => {
    if (!hasNext) return;
    if (!nextLoaded) await loadMore();
    setPage(current + 1);
  }, [current, hasNext, nextLoaded, loadMore, setPage]);
  const previous = useCallback(() => {
    if (hasPrevious) setPage(current - 1);
  }, [current, hasPrevious, setPage]);

  return {
    rows,
    from: rows.length ? current * pageSize + 1 : 0,
    to: current * pageSize + rows.length,
    total: totalCount,
    hasNext,
    hasPrevious,
    loading: loadingMore,
    next,
    previous,
  };
}
