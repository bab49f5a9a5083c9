import { Button, CloseButton, Container, Field, Heading, HStack, Input, InputGroup, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { usePageTitle } from "../../../components/usePageTitle";
import { LearnerActivitiesDocument } from "../../../graphql/__generated__/graphql";
import { matchesActivity } from "../activity-search";
import { ActivityCard } from "../components/ActivityCard";
import { FriendlyEmptyState } from "../components/FriendlyEmptyState";
import { LoadError } from "../../../components/LoadError";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { PageSpinner } from "../../../components/PageSpinner";

// The API's largest page; SPEC.md shows no paging for this list.
export const ACTIVITY_LIMIT = 100;
export const SEARCH_DEBOUNCE_MS = 300;

export const ActivityListPage = () => {
  usePageTitle("Available Activities");
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useQuery(LearnerActivitiesDocument, {
    variables: search ? { search, limit: ACTIVITY_LIMIT } : { limit: ACTIVITY_LIMIT },
  });

  // While the server works on a new term, narrow the last results on the client (same rule).
  const shown = data ?? previousData;
  const activities = (shown?.activities.items ?? []).filter((activity) => matchesActivity(activity, term));
  const searching = term.trim() !== "";

  const renderResults = () => {
    if (error && !data) {
      return <LoadError message="Failed to fetch activities" onRetry={() => void refetch()} />;
    }
    if (!shown) return <PageSpinner label="Loading activities" />;
    if (activities.length === 0) {
      return searching ? (
        <FriendlyEmptyState
          title="No activities match your search."
          description="Try a different title, topic or tutor name."
          action={
            <Button variant="outline" onClick={() => setTerm("")}>
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
        {shown.activities.total > shown.activities.items.length && (
          <Text color="fg.muted" fontSize="sm">
            Showing the newest {shown.activities.items.length} of {shown.activities.total} activities. Search to find others.
          </Text>
        )}
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          Available Activities
        </Heading>
        <form role="search" aria-label="Activities" onSubmit={(event) => event.preventDefault()}>
          <Field.Root maxW="xl">
            <Field.Label>Search activities</Field.Label>
            <HStack width="full">
              <InputGroup
                flex="1"
                endElement={
                  term ? <CloseButton size="xs" aria-label="Clear search" onClick={() => setTerm("")} /> : undefined
                }
              >
                <Input
                  type="search"
                  value={term}
                  onChange={(event) => setTerm(event.target.value)}
                  placeholder="Search by title, description or tutor name..."
                />
              </InputGroup>
              {loading && shown && <Spinner role="img" size="sm" color="teal.solid" aria-label="Searching" />}
            </HStack>
          </Field.Root>
        </form>
        {renderResults()}
      </Stack>
    </Container>
  );
};
