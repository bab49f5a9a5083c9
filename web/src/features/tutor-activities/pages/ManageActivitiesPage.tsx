import { Box, Button, Container, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog, useConfirm } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/ui/toaster";
import { PageHeader } from "../../../components/PageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useSearchedList } from "../../../components/paging/useSearchedList";
import { TutorActivitiesDocument, type ActivitySummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ActivityRow } from "../components/ActivityRow";
import { ActivitySearch } from "../components/ActivitySearch";
import { EmptyState } from "../../../components/EmptyState";
import { PageSpinner } from "../../../components/PageSpinner";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { useSearchTerm } from "../../../components/useSearchTerm";
import { useDeleteActivity } from "../hooks/useDeleteActivity";
import { MESSAGES } from "../labels";
import { CardList } from "../../../components/CardGrid";
import { LinkButton } from "../../../components/LinkButton";

// One page of the tutor's activities (newest first); "Load more" asks for the next.
export const MY_ACTIVITY_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

const activitiesText = (count: number) => `${count} ${count === 1 ? "activity" : "activities"}`;

export const ManageActivitiesPage = () => {
  usePageTitle("Manage Activities");
  const { term, search, variables, change: changeTerm, submit } = useSearchTerm(SEARCH_DEBOUNCE_MS, MY_ACTIVITY_PAGE_SIZE);
  // The server searches (title or description): Enter (or clearing) at once, typing after a pause.
  const query = useSearchedList(TutorActivitiesDocument, variables, (data) => data.myActivities, "activities");
  const { data, shown, error, refetch } = query;
  const { nodes: activities, totalCount, hasNextPage, footer } = query.list;
  const searching = query.searching && Boolean(shown);
  const [deleteActivity] = useDeleteActivity();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Once its row is gone, keyboard users stay on the page: the heading.
  const confirm = useConfirm<ActivitySummaryFieldsFragment>(() => headingRef.current);

  const handleDelete = async (activity: ActivitySummaryFieldsFragment) => {
    await deleteActivity({ variables: { id: activity.id } });
    toaster.create({ type: "success", title: "Activity deleted", description: `"${activity.title}" was removed.` });
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
          <EmptyState
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
        <EmptyState
          title="No activities found"
          description="No activity title or description matches your search."
          action={
            <Button variant="outline" onClick={clearSearch}>
              Clear Search
            </Button>
          }
        />
      ) : (
        <EmptyState title="No activities yet" description="Get started by creating your first activity" />
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
        <CardList items={activities}>{(activity) => <ActivityRow activity={activity} onDelete={confirm.ask} />}</CardList>
        <LoadMore {...footer} noun="activities" />
      </Stack>
    );
  };

  // The search shows once the tutor has activities (or is searching them).
  const showSearch = term !== "" || search !== "" || activities.length > 0 || hasNextPage;

  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <PageHeader
          title="Manage Activities"
          headingRef={headingRef}
          action={<LinkButton to="/create-activity">Create New Activity</LinkButton>}
        />
        <Stack gap="4">
          {showSearch && <ActivitySearch term={term} onTermChange={changeTerm} onSubmit={submit} inputRef={searchRef} />}
          <Box aria-busy={searching}>{renderResults()}</Box>
        </Stack>
      </Stack>
      {/* SPEC.md section 5: a confirmation before deleting. */}
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete Activity?"
        question={() => MESSAGES.confirmDeleteActivity}
        failure={MESSAGES.deleteActivity}
        onConfirm={handleDelete}
      />
    </Container>
  );
};
