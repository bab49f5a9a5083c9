import { Button, Container, Heading, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useId, useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { MyQuizAttemptsDocument, type LearnerQuizAttemptFieldsFragment } from "../../../graphql/__generated__/graphql";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { groupAttemptsByActivity, type AttemptGroup } from "../attempt-groups";
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

// One activity's attempts (or those of deleted quizzes and activities): its title as an h3 under the
// page's Attempts (h2), each attempt an h4 in a list, newest first.
const ActivityAttempts = ({ group }: { group: AttemptGroup<LearnerQuizAttemptFieldsFragment> }) => {
  const headingId = `attempt-group-${useId().replace(/:/g, "")}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="lg" id={headingId} overflowWrap="anywhere">
        {group.title}
      </Heading>
      <CardList items={group.attempts}>{(attempt) => <AttemptCard attempt={attempt} headingLevel="h4" />}</CardList>
    </Stack>
  );
};

export const MyQuizResultsPage = () => {
  usePageTitle("My Quiz Results");
  // A tutor's regrade of an attempt shows here as it happens.
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
  // Drawn from the rows loaded so far: a next page's attempts join their activity's group.
  const groups = useMemo(() => groupAttemptsByActivity(attempts), [attempts]);

  const renderAttempts = () => {
    if (!data) {
      return error ? <LoadError message={FETCH_ERROR} onRetry={() => void refetch()} /> : <PageSpinner label="Loading quiz results" />;
    }
    if (attempts.length === 0 && !hasNextPage && filter !== "all") {
      return <EmptyState title={FILTERED_EMPTY[filter]} />;
    }
    return (
      <>
        <Stack gap="8">
          {groups.map((group) => (
            <ActivityAttempts key={group.activityId ?? "other"} group={group} />
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
