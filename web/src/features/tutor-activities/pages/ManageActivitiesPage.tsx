import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { TutorActivitiesDocument, type TutorActivityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ActivityRow } from "../components/ActivityRow";
import { ActivitySearch } from "../components/ActivitySearch";
import { EmptyBox } from "../components/StatusViews";
import { PageSpinner } from "../../../components/PageSpinner";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { useDebouncedValue } from "../../../components/useDebouncedValue";
import { useDeleteActivity } from "../hooks/useDeleteActivity";
import { MESSAGES } from "../labels";

// One page of the tutor's activities (newest first); "Load more" asks for the next.
export const MY_ACTIVITY_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

const activitiesText = (count: number) => `${count} ${count === 1 ? "activity" : "activities"}`;

export const ManageActivitiesPage = () => {
  usePageTitle("Manage Activities");
  const [term, setTerm] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // The server searches (title or description): Enter (or clearing) at once, typing after a pause.
  const search = term.trim() === "" ? "" : (submitted ?? debounced);
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(TutorActivitiesDocument, {
    variables: search ? { search, first: MY_ACTIVITY_PAGE_SIZE } : { first: MY_ACTIVITY_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // While a new search loads, the last answer stays on screen (marked busy) instead of a spinner.
  const shown = data ?? previousData;
  const { nodes: activities, totalCount, hasNextPage, loadingMore, footer } = useConnection(
    shown?.myActivities,
    { fetchMore, networkStatus },
    "activities",
  );
  const searching = loading && !loadingMore && Boolean(shown);
  const [deleteActivity] = useDeleteActivity();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const handleDelete = async (activity: TutorActivityFieldsFragment) => {
    // SPEC.md section 5: a browser confirmation before deleting.
    if (!window.confirm(MESSAGES.confirmDeleteActivity)) return;
    setDeleteError(null);
    setDeletingId(activity.id);
    try {
      await deleteActivity({ variables: { id: activity.id } });
      toaster.create({ type: "success", title: "Activity deleted", description: `"${activity.title}" was removed.` });
      // Its row is gone: keep keyboard users on the page.
      headingRef.current?.focus();
    } catch {
      setDeleteError(MESSAGES.deleteActivity);
    } finally {
      setDeletingId(null);
    }
  };

  const changeTerm = (value: string) => {
    setTerm(value);
    setSubmitted(null);
  };

  const clearSearch = () => {
    changeTerm("");
    searchRef.current?.focus();
  };

  const renderResults = () => {
    if (error && !data) {
      return (
        <Stack gap="4">
          <ErrorAlert title={MESSAGES.fetchActivities}>
            <Button mt="2" size="sm" colorPalette="teal" alignSelf="flex-start" onClick={() => void refetch().catch(() => undefined)}>
              Try Again
            </Button>
          </ErrorAlert>
          <EmptyBox
            title="You do not have any added activities"
            action={
              <Button asChild colorPalette="teal" variant="outline">
                <RouterLink to="/create-activity">Add activities</RouterLink>
              </Button>
            }
          />
        </Stack>
      );
    }
    if (!shown) return <PageSpinner label="Loading activities" />;
    // Empty, not merely every loaded row deleted while more remain to load.
    if (activities.length === 0 && !hasNextPage) {
      return search ? (
        <EmptyBox
          title="No activities found"
          description="No activity title or description matches your search."
          action={
            <Button variant="outline" onClick={clearSearch}>
              Clear Search
            </Button>
          }
        />
      ) : (
        <EmptyBox title="No activities yet" description="Get started by creating your first activity" />
      );
    }
    return (
      <Stack gap="4">
        <HStack gap="2">
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {search ? `${activitiesText(totalCount)} ${totalCount === 1 ? "matches" : "match"} your search.` : activitiesText(totalCount)}
          </Text>
          {searching && <Spinner role="img" size="sm" color="teal.solid" aria-label="Searching" />}
        </HStack>
        {deleteError && <ErrorAlert title={deleteError} />}
        <Stack as="ul" listStyleType="none" gap="4">
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityRow activity={activity} deleting={deletingId === activity.id} onDelete={(target) => void handleDelete(target)} />
            </li>
          ))}
        </Stack>
        {/* The next page of the search shown: not while another search's answer is awaited. */}
        <LoadMore {...footer} noun="activities" hasMore={footer.hasMore && Boolean(data)} />
      </Stack>
    );
  };

  // The search shows once the tutor has activities (or is searching them).
  const showSearch = term !== "" || search !== "" || activities.length > 0 || hasNextPage;

  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} ref={headingRef} tabIndex={-1} _focus={{ outline: "none" }}>
            Manage Activities
          </Heading>
          <Button asChild colorPalette="teal">
            <RouterLink to="/create-activity">Create New Activity</RouterLink>
          </Button>
        </HStack>
        <Stack gap="4">
          {showSearch && (
            <ActivitySearch term={term} onTermChange={changeTerm} onSubmit={() => setSubmitted(term.trim())} inputRef={searchRef} />
          )}
          <Box aria-busy={searching}>{renderResults()}</Box>
        </Stack>
      </Stack>
    </Container>
  );
};
