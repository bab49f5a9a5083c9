import { Button, Container, Heading, HStack, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { usePageTitle } from "../../../components/usePageTitle";
import { MyQuizAttemptsDocument } from "../../../graphql/__generated__/graphql";
import { FriendlyEmptyState } from "../../activities/components/FriendlyEmptyState";
import { LoadError } from "../../../components/LoadError";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { passedArgument, type AttemptFilter } from "../attempt-stats";
import { AttemptCard } from "../components/AttemptCard";
import { AttemptFilterBar } from "../components/AttemptFilterBar";
import { AttemptStatsCards } from "../components/AttemptStatsCards";
import { PageSpinner } from "../../../components/PageSpinner";

// Attempts per page; "Load more attempts" asks for the next ones. The filter is the server's
// `passed` argument; the stats cover every attempt whatever the filter.
export const ATTEMPT_PAGE_SIZE = 20;

const FETCH_ERROR = "Failed to fetch quiz attempts";

const FILTERED_EMPTY: Record<Exclude<AttemptFilter, "all">, string> = {
  passed: "No passed attempts yet. Keep practising!",
  failed: "No failed attempts. Well done!",
};

export const MyQuizResultsPage = () => {
  usePageTitle("My Quiz Results");
  const [filter, setFilter] = useState<AttemptFilter>("all");
  const { data, previousData, error, refetch, fetchMore, networkStatus } = useQuery(MyQuizAttemptsDocument, {
    variables: { ...passedArgument(filter), first: ATTEMPT_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const { nodes: attempts, hasNextPage, footer } = useConnection(
    data?.myQuizAttempts,
    { fetchMore, networkStatus },
    "attempts",
  );
  // While another filter loads, the statistics and the filter buttons stay (the stats are the
  // same for every filter); only the list waits.
  const shown = data ?? previousData;

  const renderAttempts = () => {
    if (!data) {
      return error ? <LoadError message={FETCH_ERROR} onRetry={() => void refetch()} /> : <PageSpinner label="Loading quiz results" />;
    }
    if (attempts.length === 0 && !hasNextPage && filter !== "all") {
      return <FriendlyEmptyState title={FILTERED_EMPTY[filter]} />;
    }
    return (
      <>
        <Stack as="ul" listStyleType="none" gap="4">
          {attempts.map((attempt) => (
            <li key={attempt.id}>
              <AttemptCard attempt={attempt} />
            </li>
          ))}
        </Stack>
        <LoadMore {...footer} noun="attempts" />
      </>
    );
  };

  const renderBody = () => {
    if (!shown) {
      return error ? <LoadError message={FETCH_ERROR} onRetry={() => void refetch()} /> : <PageSpinner label="Loading quiz results" />;
    }
    const { stats } = shown.myQuizAttempts;
    if (stats.totalAttempts === 0) {
      return (
        <Stack gap="6">
          <AttemptStatsCards stats={stats} />
          <FriendlyEmptyState
            title="You haven't taken any quizzes yet."
            description="Open an activity, pick a chapter and take its quizzes: your results will appear here."
            action={
              <Button asChild colorPalette="teal">
                <RouterLink to="/activity">Browse Activities</RouterLink>
              </Button>
            }
          />
        </Stack>
      );
    }
    return (
      <Stack gap="6">
        <AttemptStatsCards stats={stats} />
        <Stack as="section" aria-labelledby="attempts-heading" aria-busy={!data && !error} gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="xl" id="attempts-heading">
              Attempts
            </Heading>
            <AttemptFilterBar value={filter} onChange={setFilter} />
          </HStack>
          {renderAttempts()}
        </Stack>
      </Stack>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          My Quiz Results
        </Heading>
        {renderBody()}
      </Stack>
    </Container>
  );
};
