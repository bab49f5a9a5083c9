import { Badge, Button, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { toaster } from "../../../components/ui/toaster";
import type { AuthoringQuizFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { formatDate } from "../../../lib/dates";
import { plural } from "../../../lib/format";
import { usePublishQuiz, useUnpublishQuiz } from "../hooks/usePublishQuiz";
import { editQuizPath } from "../paths";
import { settingBadges } from "../quiz-settings";
import { QuizInsightPanel } from "./QuizInsightPanel";
import { ExportQuizMenu } from "./ExportQuizMenu";
import { QuizAccommodationsPanel } from "../../accommodations/components/QuizAccommodationsPanel";
import { QuizAttemptsExport } from "../../gradebook/components/QuizAttemptsExport";
import { DeleteButton } from "../../../components/DeleteButton";

type ActionError = { title: string; detail: string };

// The server's reason under SPEC.md's message, when it says more than the message.
const actionError = (title: string, error: unknown): ActionError => {
  const detail = getErrorMessage(error, "");
  return { title, detail: detail === title ? "" : detail };
};

// One quiz of Manage Quizzes: badge, details, Publish/Unpublish, Edit, Delete and its insight.
type QuizListItemProps = { quiz: AuthoringQuizFieldsFragment; onDelete: (quiz: AuthoringQuizFieldsFragment) => void };

export const QuizListItem = ({ quiz, onDelete }: QuizListItemProps) => {
  const titleId = `quiz-title-${useId().replace(/:/g, "")}`;
  const { publishQuiz, loading: publishing } = usePublishQuiz();
  const { unpublishQuiz, loading: unpublishing } = useUnpublishQuiz();
  const [error, setError] = useState<ActionError | null>(null);
  const busy = publishing || unpublishing;

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
          <Text>{plural(quiz.questionCount, "question")}</Text>
          {typeof quiz.attemptCount === "number" && <Text>{plural(quiz.attemptCount, "attempt")}</Text>}
        </HStack>
        {settingBadges(quiz).length > 0 && (
          <HStack as="ul" aria-label="Settings" gap="2" wrap="wrap" listStyleType="none">
            {settingBadges(quiz).map((badge) => (
              <Badge as="li" key={badge} variant="outline" colorPalette="purple" size="sm">
                {badge}
              </Badge>
            ))}
          </HStack>
        )}
        {error && <ErrorAlert title={error.title} detail={error.detail} />}
        <HStack gap="2" wrap="wrap">
          <Button
            colorPalette={quiz.isPublished ? "orange" : "teal"}
            variant={quiz.isPublished ? "outline" : "solid"}
            size="sm"
            onClick={() => void togglePublished()}
            loading={busy}
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
          <ExportQuizMenu quizId={quiz.id} describedBy={titleId} />
          {(quiz.attemptCount ?? 0) > 0 && <QuizAttemptsExport quizId={quiz.id} describedBy={titleId} />}
          <DeleteButton onClick={() => onDelete(quiz)} disabled={busy} aria-describedby={titleId} />
        </HStack>
        <QuizInsightPanel quizId={quiz.id} quizTitle={quiz.title} questionCount={quiz.questionCount} />
        <QuizAccommodationsPanel quizId={quiz.id} quizTitle={quiz.title} />
      </Card.Body>
    </Card.Root>
  );
};
