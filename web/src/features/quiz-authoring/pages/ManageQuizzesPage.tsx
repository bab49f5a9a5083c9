import { Box, Button, Card, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink, useParams } from "react-router";
import { usePageTitle } from "../../../components/usePageTitle";
import { TutorQuizzesDocument } from "../../../graphql/__generated__/graphql";
import { QuizListItem } from "../components/QuizListItem";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadError } from "../../../components/LoadError";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { createQuizPath, manageChaptersPath } from "../paths";

// Quizzes per page (oldest first); "Load more quizzes" asks for the next ones.
export const TUTOR_QUIZ_PAGE_SIZE = 20;

export const ManageQuizzesPage = () => {
  const { chapterId = "" } = useParams();
  usePageTitle("Manage Quizzes");
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(TutorQuizzesDocument, {
    variables: { chapterId, first: TUTOR_QUIZ_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const { nodes: quizzes, totalCount, hasNextPage, footer } = useConnection(
    data?.quizzes,
    { fetchMore, networkStatus },
    "quizzes",
  );

  const renderBody = () => {
    if (error && !data) {
      return (
        <LoadError
          message="Failed to fetch quizzes"
          onRetry={() => void refetch()}
          back={{ to: "/tutor-dashboard", label: "Back to Dashboard" }}
        />
      );
    }
    if (!data) return <PageSpinner label="Loading quizzes" />;
    if (quizzes.length === 0 && !hasNextPage) {
      return (
        <Card.Root variant="subtle">
          <Card.Body alignItems="center" textAlign="center" gap="4" py="10">
            <Text fontSize="lg" fontWeight="medium">
              No quizzes available for this chapter yet.
            </Text>
            <Button asChild colorPalette="teal">
              <RouterLink to={createQuizPath(chapterId)}>Create Your First Quiz</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      );
    }
    return (
      <Stack gap="4">
        <Text color="fg.muted" aria-live="polite">
          {totalCount} {totalCount === 1 ? "quiz" : "quizzes"} in this chapter
        </Text>
        {quizzes.map((quiz) => (
          <QuizListItem key={quiz.id} quiz={quiz} />
        ))}
        <LoadMore {...footer} noun="quizzes" />
      </Stack>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Box as="header">
          {data && (
            <Button asChild variant="ghost" size="sm" mb="3" ms="-3">
              <RouterLink to={manageChaptersPath(data.chapter.activityId)}>← Back to Chapters</RouterLink>
            </Button>
          )}
          <HStack justify="space-between" align="flex-end" gap="3" wrap="wrap">
            <Box minW="0">
              <Heading as="h1" size="2xl">
                Manage Quizzes
              </Heading>
              {data && (
                <Text color="fg.muted" mt="1" overflowWrap="anywhere">
                  Chapter: {data.chapter.title}
                </Text>
              )}
            </Box>
            <Button asChild colorPalette="teal">
              <RouterLink to={createQuizPath(chapterId)}>Create Quiz</RouterLink>
            </Button>
          </HStack>
        </Box>
        {renderBody()}
      </Stack>
    </Container>
  );
};
