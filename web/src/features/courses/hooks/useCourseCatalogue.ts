import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { CourseCatalogueDocument } from "../../../graphql/__generated__/graphql";
import { toaster } from "../../../components/ui/toaster";
import { getErrorMessage } from "../../../graphql/errors";

// The first page holds up to 100 courses (the API's maximum); "Load more" fetches the next ones.
export const CATALOGUE_PAGE_SIZE = 100;
export const CATALOGUE_ERROR_MESSAGE = "Failed to load courses";

// SPEC.md sections 4 and 5: the query is trimmed; an empty one (or clearing) reloads the full list;
// a search is active once a non-empty query was submitted.
export const useCourseCatalogue = () => {
  const [query, setQuery] = useState("");
  const { data, error, loading, networkStatus, refetch, fetchMore } = useQuery(CourseCatalogueDocument, {
    variables: { search: query || null, limit: CATALOGUE_PAGE_SIZE, offset: 0 },
    // Cached results show at once; the network answer refreshes them (so going back to the full list reloads it).
    fetchPolicy: "cache-and-network",
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
  const page = error ? undefined : data?.courses;
  const courses = page?.items ?? [];
  const total = page?.total ?? 0;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = useCallback(() => {
    fetchMore({ variables: { offset: courses.length } }).catch((caught: unknown) => {
      toaster.create({ type: "error", title: getErrorMessage(caught, CATALOGUE_ERROR_MESSAGE) });
    });
  }, [fetchMore, courses.length]);

  return {
    query,
    searchActive: query !== "",
    courses,
    total,
    hasMore: courses.length < total,
    loading: loading && !loadingMore,
    loadingMore,
    errorMessage: error ? getErrorMessage(error, CATALOGUE_ERROR_MESSAGE) : null,
    search,
    clear,
    loadMore,
  };
};
