import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { useAuthContext } from "../../../auth/AuthContext";
import { BackLink } from "../../../components/BackLink";
import { usePageTitle } from "../../../components/usePageTitle";
import { LearnerChapterQuizzesDocument } from "../../../graphql/__generated__/graphql";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { QuizCard } from "../components/QuizCard";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { useLiveChapterQuizzes } from "../hooks/useLiveChapterQuizzes";

// Quizzes per page; "Load more quizzes" asks for the next ones.
export const QUIZ_PAGE_SIZE = 20;

export const ChapterQuizzesPage = () => {
  const { chapterId = "" } = useParams();
  const { user } = useAuthContext();
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(LearnerChapterQuizzesDocument, {
    variables: { chapterId, first: QUIZ_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // Quizzes the tutor publishes, unpublishes, edits or deletes while the page is open.
  useLiveChapterQuizzes(chapterId);
  const { nodes: quizzes, hasNextPage, footer } = useConnection(
    data?.publishedQuizzes,
    { fetchMore, networkStatus },
    "quizzes",
  );
  usePageTitle(data ? `${data.chapter.title} · Quizzes` : "Quizzes");

  const renderPage = () => {
    if (error && !data) {
      return (
        <LoadError
          message="Failed to fetch quizzes"
          onRetry={() => void refetch()}
          back={{ to: "/activity", label: "Browse Activities" }}
        />
      );
    }
    if (!data) return <PageSpinner label="Loading quizzes" />;
    return (
      <Stack gap="8">
        <Box as="header">
          <BackLink to={`/activities/${data.chapter.activityId}/chapters`} label="Back to Chapters" mb="4" />
          <Text color="fg.muted" fontSize="sm" fontWeight="medium" textTransform="uppercase" letterSpacing="wide">
            Quizzes
          </Text>
          <Heading as="h1" size="3xl">
            {data.chapter.title}
          </Heading>
        </Box>
        {quizzes.length === 0 && !hasNextPage ? (
          <EmptyState
            title="No quizzes available"
            description="The tutor has not published a quiz for this chapter yet. Check back later!"
          />
        ) : (
          <Stack gap="8">
            {quizzes.map((quiz) => (
              <QuizCard key={quiz.id} quiz={quiz} userId={user?.id ?? ""} canSubmit={user?.role === "user"} />
            ))}
            <LoadMore {...footer} noun="quizzes" />
          </Stack>
        )}
      </Stack>
    );
  };

  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      {renderPage()}
    </Container>
  );
};
