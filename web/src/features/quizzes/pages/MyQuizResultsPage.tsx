import { Button, Container, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { MyQuizAttemptsDocument } from "../../../graphql/__generated__/graphql";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { passedArgument, type AttemptFilter } from "../attempt-stats";
import { AttemptCard } from "../components/AttemptCard";
import { AttemptFilterBar } from "../components/AttemptFilterBar";
import { AttemptStatsCards } from "../components/AttemptStatsCards";
import { useLiveAttemptRegrades } from "../hooks/useLiveAttemptRegrades";
import { PageSpinner } from "../../../components/PageSpinner";
import { CardList } from "../../../components/CardGrid";
import { Section } from "../../../components/Section";

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
  // A tutor's regrade of an attempt shows here as it happens (issue 36).
  useLiveAttemptRegrades();
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
      return <EmptyState title={FILTERED_EMPTY[filter]} />;
    }
    return (
      <>
        <CardList items={attempts}>{(attempt) => <AttemptCard attempt={attempt} />}</CardList>
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
          <EmptyState
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
        <Section title="Attempts" size="xl" busy={!data && !error} action={<AttemptFilterBar value={filter} onChange={setFilter} />}>
          {renderAttempts()}
        </Section>
      </Stack>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <PageHeader title="My Quiz Results" />
        {renderBody()}
      </Stack>
    </Container>
  );
};
