import { useQuery } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { CourseCatalogueDocument } from "../../../graphql/__generated__/graphql";
import { useConnection } from "../../../components/paging/useConnection";
import { getErrorMessage } from "../../../graphql/errors";

// One page of cards (a multiple of the grid's 1, 2 and 3 columns); "Load more" asks for the next.
export const CATALOGUE_PAGE_SIZE = 24;
const CATALOGUE_ERROR_MESSAGE = "Failed to load courses";

// SPEC.md sections 4 and 5: the query is trimmed; an empty one (or clearing) reloads the full list;
// a search is active once a non-empty query was submitted. The server searches (the `search`
// variable); graphql/cache.ts keeps one list per search, which "Load more" extends.
export const useCourseCatalogue = () => {
  const [query, setQuery] = useState("");
  const { data, error, loading, networkStatus, refetch, fetchMore } = useQuery(CourseCatalogueDocument, {
    variables: query ? { search: query, first: CATALOGUE_PAGE_SIZE } : { first: CATALOGUE_PAGE_SIZE },
    // Cached results show at once; the network answer refreshes them (so going back to the full list reloads it).
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });

  const search = useCallback(
    (raw: string) => {
      const next = raw.trim();
      // The same query again (or an empty one while no search is active) reloads rather than doing nothing.
      if (next === query) void refetch().catch(() => undefined);
      else setQuery(next);
    },
    [query, refetch],
  );

  const clear = useCallback(() => search(""), [search]);

  // On error the list is emptied (SPEC.md section 4).
  const { nodes: courses, totalCount, hasNextPage, loadMore, loadingMore } = useConnection(
    error ? undefined : data?.courses,
    { fetchMore, networkStatus },
    "courses",
  );

  return {
    query,
    searchActive: query !== "",
    courses,
    total: totalCount,
    hasMore: hasNextPage,
    // A new search or a refresh, not the next page (which keeps the list as it is).
    loading: loading && !loadingMore,
    loadingMore,
    errorMessage: error ? getErrorMessage(error, CATALOGUE_ERROR_MESSAGE) : null,
    search,
    clear,
    loadMore,
  };
};
