import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useRef } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ConfirmDialog, useConfirm } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/ui/toaster";
import { EmptyState } from "../../../components/EmptyState";
import { QuizPage } from "../components/QuizPageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { TutorQuizzesDocument, type AuthoringQuizFieldsFragment } from "../../../graphql/__generated__/graphql";
import { useDeleteQuiz } from "../hooks/useDeleteQuiz";
import { QuizListItem } from "../components/QuizListItem";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadError } from "../../../components/LoadError";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { createQuizPath, importQuizPath, manageChaptersPath } from "../paths";

// Quizzes per page (oldest first); "Load more quizzes" asks for the next ones.
export const TUTOR_QUIZ_PAGE_SIZE = 20;
// SPEC.md section 5.
export const DELETE_QUIZ_CONFIRM = "Are you sure you want to delete this quiz? This action cannot be undone.";

// Creating a quiz, or importing one from a file; they wrap one under the other on narrow screens.
const QuizActions = ({ chapterId, createLabel }: { chapterId: string; createLabel: string }) => (
  <HStack gap="3" wrap="wrap" justify="center">
    <Button asChild colorPalette="teal">
      <RouterLink to={createQuizPath(chapterId)}>{createLabel}</RouterLink>
    </Button>
    <Button asChild variant="outline" colorPalette="teal">
      <RouterLink to={importQuizPath(chapterId)}>Import questions</RouterLink>
    </Button>
  </HStack>
);

export const ManageQuizzesPage = () => {
  const { chapterId = "" } = useParams();
  usePageTitle("Manage Quizzes");
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(TutorQuizzesDocument, {
    variables: { chapterId, first: TUTOR_QUIZ_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const { nodes: quizzes, totalCount, hasNextPage, footer } = useConnection(data?.quizzes, { fetchMore, networkStatus }, "quizzes");
  const { deleteQuiz } = useDeleteQuiz();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Its card gone, the keyboard goes to the heading.
  const confirm = useConfirm<AuthoringQuizFieldsFragment>(() => headingRef.current);

  const handleDelete = async (quiz: AuthoringQuizFieldsFragment) => {
    await deleteQuiz({ id: quiz.id, chapterId: quiz.chapterId });
    toaster.create({ type: "success", title: "Quiz deleted", closable: true });
  };

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
        <EmptyState
          title="No quizzes available for this chapter yet."
          action={<QuizActions chapterId={chapterId} createLabel="Create Your First Quiz" />}
        />
      );
    }
    return (
      <Stack gap="4">
        <Text color="fg.muted" aria-live="polite">
          {totalCount} {totalCount === 1 ? "quiz" : "quizzes"} in this chapter
        </Text>
        {quizzes.map((quiz) => (
          <QuizListItem key={quiz.id} quiz={quiz} onDelete={confirm.ask} />
        ))}
        <LoadMore {...footer} noun="quizzes" />
      </Stack>
    );
  };

  return (
    <QuizPage
      maxW="4xl"
      title="Manage Quizzes"
      back={data && { to: manageChaptersPath(data.chapter.activityId), label: "Back to Chapters" }}
      chapterTitle={data?.chapter.title}
      headingRef={headingRef}
      action={<QuizActions chapterId={chapterId} createLabel="Create Quiz" />}
    >
      {renderBody()}
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete Quiz?"
        question={() => DELETE_QUIZ_CONFIRM}
        failure="Failed to delete quiz"
        onConfirm={handleDelete}
      />
    </QuizPage>
  );
};
