import { Button, Container, Heading, HStack, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { usePageTitle } from "../../../components/usePageTitle";
import { MyQuizAttemptsDocument } from "../../../graphql/__generated__/graphql";
import { FriendlyEmptyState } from "../../activities/components/FriendlyEmptyState";
import { LoadError } from "../../../components/LoadError";
import { filterAttempts, type AttemptFilter } from "../attempt-stats";
import { AttemptCard } from "../components/AttemptCard";
import { AttemptFilterBar } from "../components/AttemptFilterBar";
import { AttemptStatsCards } from "../components/AttemptStatsCards";
import { PageSpinner } from "../../../components/PageSpinner";

// The API's largest page: the filter works on these, the stats cover every attempt.
export const ATTEMPT_LIMIT = 100;

const FILTERED_EMPTY: Record<Exclude<AttemptFilter, "all">, string> = {
  passed: "No passed attempts yet. Keep practising!",
  failed: "No failed attempts. Well done!",
};

export const MyQuizResultsPage = () => {
  usePageTitle("My Quiz Results");
  const [filter, setFilter] = useState<AttemptFilter>("all");
  const { data, error, refetch } = useQuery(MyQuizAttemptsDocument, { variables: { limit: ATTEMPT_LIMIT } });

  const renderBody = () => {
    if (error && !data) {
      return <LoadError message="Failed to fetch quiz attempts" onRetry={() => void refetch()} />;
    }
    if (!data) return <PageSpinner label="Loading quiz results" />;
    const history = data.myQuizAttempts;
    if (history.items.length === 0) {
      return (
        <Stack gap="6">
          <AttemptStatsCards stats={history.stats} />
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
    const attempts = filterAttempts(history.items, filter);
    return (
      <Stack gap="6">
        <AttemptStatsCards stats={history.stats} />
        <Stack as="section" aria-labelledby="attempts-heading" gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="xl" id="attempts-heading">
              Attempts
            </Heading>
            <AttemptFilterBar value={filter} onChange={setFilter} />
          </HStack>
          {attempts.length === 0 && filter !== "all" ? (
            <FriendlyEmptyState title={FILTERED_EMPTY[filter]} />
          ) : (
            <Stack as="ul" listStyleType="none" gap="4">
              {attempts.map((attempt) => (
                <li key={attempt.id}>
                  <AttemptCard attempt={attempt} />
                </li>
              ))}
            </Stack>
          )}
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
