import { Badge, Button, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { toaster } from "../../../components/ui/toaster";
import type { AuthoringQuizFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { formatDate } from "../../../lib/dates";
import { useDeleteQuiz } from "../hooks/useDeleteQuiz";
import { usePublishQuiz } from "../hooks/usePublishQuiz";
import { useUnpublishQuiz } from "../hooks/useUnpublishQuiz";
import { editQuizPath } from "../paths";
import { QuizInsightPanel } from "./QuizInsightPanel";

export const DELETE_QUIZ_CONFIRM = "Are you sure you want to delete this quiz? This action cannot be undone.";

type ActionError = { title: string; detail: string };

const pluralise = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

// The server's reason under SPEC.md's message, when it says more than the message.
const actionError = (title: string, error: unknown): ActionError => {
  const detail = getErrorMessage(error, "");
  return { title, detail: detail === title ? "" : detail };
};

// One quiz of Manage Quizzes: badge, details, Publish/Unpublish, Edit, Delete and its insight.
export const QuizListItem = ({ quiz }: { quiz: AuthoringQuizFieldsFragment }) => {
  const titleId = `quiz-title-${useId().replace(/:/g, "")}`;
  const { publishQuiz, loading: publishing } = usePublishQuiz();
  const { unpublishQuiz, loading: unpublishing } = useUnpublishQuiz();
  const { deleteQuiz, loading: deleting } = useDeleteQuiz();
  const [error, setError] = useState<ActionError | null>(null);
  const busy = publishing || unpublishing || deleting;

  const togglePublished = async () => {
    setError(null);
    const publish = !quiz.isPublished;
    try {
      if (publish) await publishQuiz(quiz.id);
      else await unpublishQuiz(quiz.id);
      toaster.create({ type: "success", title: publish ? "Quiz published" : "Quiz unpublished", closable: true });
    } catch (caught) {
      setError(actionError(publish ? "Failed to publish quiz" : "Failed to unpublish quiz", caught));
    }
  };

  const remove = async () => {
    if (!window.confirm(DELETE_QUIZ_CONFIRM)) return;
    setError(null);
    try {
      await deleteQuiz({ id: quiz.id, chapterId: quiz.chapterId });
      toaster.create({ type: "success", title: "Quiz deleted", closable: true });
    } catch (caught) {
      setError(actionError("Failed to delete quiz", caught));
    }
  };

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline">
      <Card.Body gap="3" p={{ base: "4", md: "6" }}>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={titleId} minW="0" overflowWrap="anywhere">
            {quiz.title}
          </Heading>
          <Badge colorPalette={quiz.isPublished ? "green" : "gray"} variant="subtle" size="md">
            {quiz.isPublished ? "Published" : "Draft"}
          </Badge>
        </HStack>
        <Text whiteSpace="pre-line" overflowWrap="anywhere">
          {quiz.instructions}
        </Text>
        <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
          <Text>Created {formatDate(quiz.createdAt)}</Text>
          <Text>{pluralise(quiz.questionCount, "question")}</Text>
          {typeof quiz.attemptCount === "number" && <Text>{pluralise(quiz.attemptCount, "attempt")}</Text>}
        </HStack>
        {error && (
          <ErrorAlert title={error.title} detail={error.detail} />
        )}
        <HStack gap="2" wrap="wrap">
          <Button
            colorPalette={quiz.isPublished ? "orange" : "teal"}
            variant={quiz.isPublished ? "outline" : "solid"}
            size="sm"
            onClick={() => void togglePublished()}
            loading={publishing || unpublishing}
            loadingText={quiz.isPublished ? "Unpublishing..." : "Publishing..."}
            disabled={busy}
            aria-describedby={titleId}
          >
            {quiz.isPublished ? "Unpublish" : "Publish"}
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={editQuizPath(quiz.chapterId, quiz.id)} aria-describedby={titleId}>
              Edit
            </RouterLink>
          </Button>
          <Button
            colorPalette="red"
            variant="outline"
            size="sm"
            onClick={() => void remove()}
            loading={deleting}
            loadingText="Deleting..."
            disabled={busy}
            aria-describedby={titleId}
          >
            Delete
          </Button>
        </HStack>
        <QuizInsightPanel quizId={quiz.id} quizTitle={quiz.title} questionCount={quiz.questionCount} />
      </Card.Body>
    </Card.Root>
  );
};
