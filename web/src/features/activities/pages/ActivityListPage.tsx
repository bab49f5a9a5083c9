import { Box, Button, CloseButton, Container, Field, HStack, Input, InputGroup, Spinner, Stack } from "@chakra-ui/react";
import { PageHeader } from "../../../components/PageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useSearchedList } from "../../../components/paging/useSearchedList";
import { LearnerActivitiesDocument } from "../../../graphql/__generated__/graphql";
import { ActivityCard } from "../components/ActivityCard";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { useSearchTerm } from "../../../components/useSearchTerm";
import { CardGrid } from "../../../components/CardGrid";
import { PageSpinner } from "../../../components/PageSpinner";

// One page of cards (a multiple of the grid's 2 and 3 columns); "Load more" asks for the next.
export const ACTIVITY_PAGE_SIZE = 24;
export const SEARCH_DEBOUNCE_MS = 300;

export const ActivityListPage = () => {
  usePageTitle("Available Activities");
  // The server searches: Enter (or clearing) at once, typing after a pause.
  const { term, search, variables, change: changeTerm, submit } = useSearchTerm(SEARCH_DEBOUNCE_MS, ACTIVITY_PAGE_SIZE);
  const { data, shown, error, refetch, list, searching } = useSearchedList(LearnerActivitiesDocument, variables, (data) => data.activities, "activities");
  const { nodes: activities, footer } = list;

  const renderResults = () => {
    if (error && !data) {
      return <LoadError message="Failed to fetch activities" onRetry={() => refetch()} />;
    }
    if (!shown) return <PageSpinner label="Loading activities" />;
    if (activities.length === 0) {
      return search ? (
        <EmptyState
          title="No activities match your search."
          description="Try a different title, topic or tutor name."
          action={
            <Button variant="outline" onClick={() => changeTerm("")}>
              Clear Search
            </Button>
          }
        />
      ) : (
        <EmptyState title="No activities available yet." description="Tutors' activities will appear here. Check back later!" />
      );
    }
    return (
      <Stack gap="4">
        <CardGrid items={activities}>{(activity) => <ActivityCard activity={activity} />}</CardGrid>
        <LoadMore {...footer} noun="activities" />
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <PageHeader title="Available Activities" />
        <form
          role="search"
          aria-label="Activities"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field.Root maxW="xl">
            <Field.Label>Search activities</Field.Label>
            <HStack width="full">
              <InputGroup
                flex="1"
                endElement={
                  term ? <CloseButton size="xs" aria-label="Clear search" onClick={() => changeTerm("")} /> : undefined
                }
              >
                <Input
                  type="search"
                  value={term}
                  onChange={(event) => changeTerm(event.target.value)}
                  placeholder="Search by title, description or tutor name..."
                />
              </InputGroup>
              {searching && shown && <Spinner role="img" size="sm" color="teal.solid" aria-label="Searching" />}
            </HStack>
          </Field.Root>
        </form>
        <Box aria-busy={searching && Boolean(shown)}>{renderResults()}</Box>
      </Stack>
    </Container>
  );
};
