import { useQuery } from "@apollo/client/react";
import { useCallback } from "react";
import { useConnection } from "../../../components/paging/useConnection";
import { GradebookDocument, type GradebookQuery } from "../../../graphql/__generated__/graphql";

// Learners per page of the gradebook; "Load more learners" asks for the next ones.
export const GRADEBOOK_PAGE_SIZE = 20;

// The next page's rows after the ones shown: the columns and where the list ends are the new page's.
const appendRows = (shown: GradebookQuery, page: GradebookQuery | undefined): GradebookQuery => {
  if (!page) return shown;
  const held = new Set(shown.gradebook.rows.nodes.map((row) => row.learner.id));
  return {
    ...page,
    gradebook: {
      ...page.gradebook,
      rows: {
        ...page.gradebook.rows,
        nodes: [...shown.gradebook.rows.nodes, ...page.gradebook.rows.nodes.filter((row) => !held.has(row.learner.id))],
      },
    },
  };
};

/**
 * An activity's gradebook, a page of learners at a time. While a new search is answered the last
 * answer stays shown (`searching`), as useSearchedList does; a next page is appended to the cached
 * gradebook of this search (its rows have no id of their own, so the page is merged here).
 */
export const useGradebook = (activityId: string, search: string) => {
  const variables = { activityId, first: GRADEBOOK_PAGE_SIZE, ...(search ? { search } : {}) };
  const query = useQuery(GradebookDocument, { variables, notifyOnNetworkStatusChange: true });
  const shown = query.data ?? query.previousData;
  const { fetchMore } = query;
  const fetchNext = useCallback(
    ({ variables: { after } }: { variables: { after: string } }) =>
      fetchMore({ variables: { after }, updateQuery: (previous, { fetchMoreResult }) => appendRows(previous, fetchMoreResult) }),
    [fetchMore],
  );
  const connection = useConnection(shown?.gradebook.rows, { fetchMore: fetchNext, networkStatus: query.networkStatus }, "learners");
  // Without `data` the rows shown are the last search's: no next page of them.
  const settled = query.data !== undefined;
  const list = settled ? connection : { ...connection, hasNextPage: false, footer: { ...connection.footer, hasMore: false } };
  return { ...query, shown, list, searching: query.loading && !connection.loadingMore };
};
