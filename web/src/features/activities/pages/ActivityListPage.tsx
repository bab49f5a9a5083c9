import { Box, Button, CloseButton, Container, Field, Heading, HStack, Input, InputGroup, SimpleGrid, Spinner, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { usePageTitle } from "../../../components/usePageTitle";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { LearnerActivitiesDocument } from "../../../graphql/__generated__/graphql";
import { ActivityCard } from "../components/ActivityCard";
import { FriendlyEmptyState } from "../components/FriendlyEmptyState";
import { LoadError } from "../../../components/LoadError";
import { useDebouncedValue } from "../../../components/useDebouncedValue";
import { PageSpinner } from "../../../components/PageSpinner";

// One page of cards (a multiple of the grid's 2 and 3 columns); "Load more" asks for the next.
export const ACTIVITY_PAGE_SIZE = 24;
export const SEARCH_DEBOUNCE_MS = 300;

export const ActivityListPage = () => {
  usePageTitle("Available Activities");
  const [term, setTerm] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // The server searches: Enter (or clearing) at once, typing after a pause.
  const search = term.trim() === "" ? "" : (submitted ?? debounced);
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(LearnerActivitiesDocument, {
    variables: search ? { search, first: ACTIVITY_PAGE_SIZE } : { first: ACTIVITY_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });

  // While the server works on a new term, the last answer stays on screen, marked busy.
  const shown = data ?? previousData;
  const { nodes: activities, loadingMore, footer } = useConnection(
    shown?.activities,
    { fetchMore, networkStatus },
    "activities",
  );
  // A new search (or a retry) loading, not a next page.
  const searching = loading && !loadingMore;

  const changeTerm = (value: string) => {
    setTerm(value);
    setSubmitted(null);
  };

  const renderResults = () => {
    if (error && !data) {
      return <LoadError message="Failed to fetch activities" onRetry={() => refetch()} />;
    }
    if (!shown) return <PageSpinner label="Loading activities" />;
    if (activities.length === 0) {
      return search ? (
        <FriendlyEmptyState
          title="No activities match your search."
          description="Try a different title, topic or tutor name."
          action={
            <Button variant="outline" onClick={() => changeTerm("")}>
              Clear Search
            </Button>
          }
        />
      ) : (
        <FriendlyEmptyState title="No activities available yet." description="Tutors' activities will appear here. Check back later!" />
      );
    }
    return (
      <Stack gap="4">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} />
            </li>
          ))}
        </SimpleGrid>
        {/* The next page of the search shown: not while another search's answer is awaited. */}
        <LoadMore {...footer} noun="activities" hasMore={footer.hasMore && Boolean(data)} />
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          Available Activities
        </Heading>
        <form
          role="search"
          aria-label="Activities"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(term.trim());
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
