import { useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Card, Container, Heading, HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { Navigate, Link as RouterLink, useParams } from "react-router";
import { BackLink } from "../../../components/BackLink";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { PageHeader } from "../../../components/PageHeader";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { useDisclosure } from "../../../components/useDisclosure";
import { usePageTitle } from "../../../components/usePageTitle";
import {
  GradebookLearnerAttemptsDocument,
  GradebookQuizChapterDocument,
  type GradebookLearnerAttemptsQuery,
} from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { manageQuizzesPath } from "../../quiz-authoring/paths";
import { gradingMethodLabels } from "../../quiz-authoring/quiz-settings";
import { pointsLine } from "../../quizzes/answer-review";
import { RegradeList } from "../../quizzes/components/RegradeList";
import { ReviewedAnswers } from "../../quizzes/components/ReviewedAnswers";
import { outcomeText } from "../../quizzes/pass-mark";
import { gradebookPath } from "../paths";

/**
 * The old address of a gradebook cell (/gradebook/quizzes/:quizId): opens the quiz on its chapter's
 * Manage Quizzes page (its attempt count and insight), found from the quiz. Kept for links made before
 * cells opened a learner's attempts.
 */
export const GradebookQuizPage = () => {
  const { quizId = "" } = useParams();
  usePageTitle("Opening the quiz");
  const { data, error, refetch } = useQuery(GradebookQuizChapterDocument, { variables: { id: quizId } });
  if (data) return <Navigate replace to={manageQuizzesPath(data.quiz.chapterId)} />;
  return (
    <Container maxW="4xl" py="10">
      {error ? (
        <LoadError
          message="Failed to open the quiz"
          onRetry={() => refetch()}
          back={{ to: "/manage-activity", label: "Back to Manage Activities" }}
        />
      ) : (
        <PageSpinner label="Opening the quiz" />
      )}
    </Container>
  );
};

// Attempts per page; "Load more attempts" asks for the next ones.
export const LEARNER_ATTEMPTS_PAGE_SIZE = 10;
export const FETCH_LEARNER_ATTEMPTS_ERROR = "Failed to load the learner's attempts";
export const NO_LEARNER_ATTEMPTS = "No attempts to show";
export const GRADING_QUEUE_PATH = "/grading";

type Attempt = GradebookLearnerAttemptsQuery["quizAttempts"]["nodes"][number];

const BACK_TO_ACTIVITIES = { to: "/manage-activity", label: "Back to Manage Activities" };

const learnerNameOf = (attempt: Attempt | undefined): string | null =>
  attempt ? [attempt.learner.name, attempt.learner.surname].filter(Boolean).join(" ") || null : null;

// The attempt's questions as its result shows them (the learner's quiz page's review): each answer, its
// points and marks, the right answer and the tutor's comment.
const AttemptAnswers = ({ attempt }: { attempt: Attempt }) => (
  <Stack gap="4">
    <ReviewedAnswers attempt={attempt} name={`gradebook-${attempt.id}`} answerLabel="Learner's answer" />
  </Stack>
);

/**
 * One attempt: its number, when it was submitted (the viewer's zone), points over the most there
 * were, its percentage, passed or not by the mark it was judged by (the server's), essays waiting
 * (with the way to the grading queue), the regrades that changed it, and its answers on demand.
 */
const AttemptReview = ({ attempt }: { attempt: Attempt }) => {
  const headingId = useId();
  const answers = useDisclosure();
  const awaiting = attempt.gradingStatus === "NEEDS_GRADING";
  return (
    <Card.Root as="article" aria-labelledby={headingId}>
      <Card.Body gap="3" p={{ base: "4", md: "6" }}>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id={headingId}>
            Attempt {attempt.attemptNumber}
          </Heading>
          <HStack gap="2" wrap="wrap">
            {awaiting && (
              <Badge variant="solid" bg="orange.700" color="white">
                Needs grading
              </Badge>
            )}
            <Badge variant="solid" bg={attempt.passed ? "green.700" : "red.700"} color="white" whiteSpace="normal">
              {outcomeText(attempt)}
            </Badge>
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Submitted {formatDateTime(attempt.submittedAt)}
        </Text>
        <HStack gap="6" wrap="wrap">
          <Text>
            Points: <Text as="strong">{pointsLine(attempt.points, attempt.maxPoints)}</Text>
          </Text>
          <Text>
            Percentage: <Text as="strong">{attempt.percentage}%</Text>
          </Text>
        </HStack>
        {awaiting && (
          <Text>
            Essay answers wait for a grade; the points so far count them as 0.{" "}
            <Link asChild colorPalette="teal" variant="underline">
              <RouterLink to={GRADING_QUEUE_PATH}>Open the grading queue</RouterLink>
            </Link>
          </Text>
        )}
        <RegradeList regrades={attempt.regrades} label={`Regrades of attempt ${attempt.attemptNumber}`} />
        <Box>
          <Button variant="ghost" size="sm" ms="-3" {...answers.toggle}>
            {answers.open ? `Hide the answers of attempt ${attempt.attemptNumber}` : `Show the answers of attempt ${attempt.attemptNumber}`}
          </Button>
          <Box {...answers.region} mt="3">
            {answers.open && <AttemptAnswers attempt={attempt} />}
          </Box>
        </Box>
      </Card.Body>
    </Card.Root>
  );
};

/**
 * A gradebook cell: one learner's attempts at one quiz, newest first (the server's order), for the
 * quiz's tutor and admins, a page at a time. Which attempt the gradebook counts is not shown: the
 * API does not say, and working it out here would copy the server's grading-method rule; the page
 * names the quiz's method instead.
 */
export const GradebookLearnerAttemptsPage = () => {
  const { quizId = "", learnerId = "" } = useParams();
  const { data, previousData, error, refetch, fetchMore, networkStatus } = useQuery(GradebookLearnerAttemptsDocument, {
    variables: { quizId, learnerId, first: LEARNER_ATTEMPTS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const { nodes: attempts, footer } = useConnection(shown?.quizAttempts, { fetchMore, networkStatus }, "attempts");
  const quiz = shown?.quiz;
  const learnerName = learnerNameOf(attempts[0]);
  usePageTitle(quiz ? `${learnerName ?? "Attempts"}: ${quiz.title}` : "Attempts");

  const back = quiz ? { to: gradebookPath(quiz.chapter.activityId), label: "Gradebook" } : { to: BACK_TO_ACTIVITIES.to, label: "Manage Activities" };

  const content = () => {
    if (error && !shown) return <LoadError message={FETCH_LEARNER_ATTEMPTS_ERROR} onRetry={() => refetch()} back={BACK_TO_ACTIVITIES} />;
    if (!shown) return <PageSpinner label="Loading the attempts" />;
    if (attempts.length === 0) {
      return (
        <EmptyState
          heading
          title={NO_LEARNER_ATTEMPTS}
          description={`This learner has no submitted attempt at ${shown.quiz.title}: it may have been deleted since the gradebook was loaded.`}
          action={
            <Button asChild variant="outline">
              <RouterLink to={back.to}>Back to the gradebook</RouterLink>
            </Button>
          }
        />
      );
    }
    return (
      <Stack gap="4">
        <List.Root variant="plain" gap="4" aria-label="Attempts, newest first">
          {attempts.map((attempt) => (
            <List.Item key={attempt.id} display="block">
              <AttemptReview attempt={attempt} />
            </List.Item>
          ))}
        </List.Root>
        <LoadMore {...footer} noun="attempts" />
      </Stack>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }} px={{ base: "3", sm: "4" }}>
      <Stack gap="5">
        <BackLink to={back.to} label={back.label} />
        <PageHeader
          title={learnerName ?? "Attempts"}
          description={
            quiz ? (
              <>
                Attempts at <Text as="strong">{quiz.title}</Text>, newest first. {gradingMethodLabels.label(quiz.gradingMethod)} counts in the
                gradebook.
              </>
            ) : undefined
          }
        />
        {content()}
      </Stack>
    </Container>
  );
};
