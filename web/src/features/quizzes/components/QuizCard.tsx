import { Badge, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { LearnerQuizDocument, type LearnerQuizFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { NoticeAlert } from "../../../components/NoticeAlert";
import { clearDraft } from "../quiz-draft";
import { attemptsLeftText, timeLimitText, windowText } from "../quiz-rules";
import { passMarkText } from "../pass-mark";
import { AnswerForm } from "./AnswerForm";
import { ReviewedAnswers } from "./ReviewedAnswers";
import { QuizResults } from "./QuizResults";
import { RunningAttempt, StartPanel } from "./TimedQuiz";
import { MyQuizTerms } from "../../accommodations/components/MyQuizTerms";
import { timeTermText } from "../../accommodations/my-terms";
import { DeadlineChangedNotice } from "../../accommodations/components/DeadlineChangedNotice";
import { useMyQuizTerms } from "../../accommodations/hooks/useMyQuizTerms";

// The server's own wording (submitQuizAttempt is for learners only).
const LEARNERS_ONLY_MESSAGE = "Only learners can submit quiz attempts.";
const TRY_AGAIN_FAILED = "Could not load the quiz again. Please try again.";

type QuizCardProps = { quiz: LearnerQuizFieldsFragment; userId: string; canSubmit: boolean };

export const QuizCard = ({ quiz, userId, canSubmit }: QuizCardProps) => {
  const client = useApolloClient();
  const attempt = quiz.myAttempt ?? null;
  const inProgress = quiz.myAttemptInProgress ?? null;
  // The attempt whose result the learner left with "Try again" (the next attempt is answered now).
  const [retryFrom, setRetryFrom] = useState<string | null>(null);
  const [tryingAgain, setTryingAgain] = useState(false);
  const [tryAgainError, setTryAgainError] = useState(false);
  const [timeUpMessage, setTimeUpMessage] = useState<string | null>(null);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const headingId = `quiz-${quiz.id}-title`;
  const terms = useMyQuizTerms(quiz.id, !canSubmit);

  // The server says whether the quiz is open and how many attempts are left (and enforces both).
  const open = quiz.window === "OPEN";
  const left = quiz.myAttemptsLeft ?? null;
  const canAttempt = canSubmit && open && (left === null || left > 0);
  const showResult = attempt !== null && inProgress === null && attempt.id !== retryFrom;
  const timed = quiz.timeLimitMinutes !== null && quiz.timeLimitMinutes !== undefined;

  // A submitted attempt keeps no draft (a reload shows its result).
  useEffect(() => {
    if (showResult) clearDraft(userId, quiz.id);
  }, [showResult, userId, quiz.id]);

  // Take keyboard and screen reader users straight to the result they just earned.
  useEffect(() => {
    if (justSubmitted && showResult) resultsHeading.current?.focus();
  }, [justSubmitted, showResult]);

  const refetchQuiz = () => client.query({ query: LearnerQuizDocument, variables: { id: quiz.id }, fetchPolicy: "network-only" });

  const tryAgain = async () => {
    if (!attempt) return;
    setTryingAgain(true);
    setTryAgainError(false);
    setTimeUpMessage(null);
    try {
      // The next attempt's question order (a shuffled quiz), and no draft of the last one.
      await refetchQuiz();
      clearDraft(userId, quiz.id);
      setJustSubmitted(false);
      setRetryFrom(attempt.id);
    } catch {
      setTryAgainError(true);
    } finally {
      setTryingAgain(false);
    }
  };

  const handleTimeUp = (message: string) => {
    setTimeUpMessage(message);
    setJustSubmitted(true);
    void refetchQuiz().catch(() => undefined);
  };

  const closedNotice = !canSubmit ? (
    <NoticeAlert status="info" title={LEARNERS_ONLY_MESSAGE} />
  ) : quiz.window === "NOT_OPEN" ? (
    <Text color="fg.muted">This quiz is not open yet.</Text>
  ) : quiz.window === "CLOSED" ? (
    <Text color="fg.muted">This quiz has closed.</Text>
  ) : (
    <Text color="fg.muted">You have used all your attempts at this quiz.</Text>
  );

  const renderBody = () => {
    if (showResult && attempt) {
      return (
        <Stack gap="6">
          <QuizResults
            attempt={attempt}
            reviewPolicy={quiz.reviewPolicy}
            closesAt={quiz.closesAt}
            headingRef={resultsHeading}
            onTryAgain={canAttempt ? () => void tryAgain() : undefined}
            tryingAgain={tryingAgain}
          />
          {tryAgainError && <ErrorAlert title={TRY_AGAIN_FAILED} />}
          <ReviewedAnswers attempt={attempt} name={`quiz-${quiz.id}-result-${attempt.id}`} />
        </Stack>
      );
    }
    if (timed && inProgress && canSubmit) {
      return (
        // Keyed by the attempt: a new attempt starts both afresh.
        <Stack gap="3" key={inProgress.id}>
          <DeadlineChangedNotice attemptId={inProgress.id} deadline={inProgress.deadline} />
          <RunningAttempt
            quizId={quiz.id}
            userId={userId}
            attempt={inProgress}
            headingId={headingId}
            onSubmitted={() => setJustSubmitted(true)}
            onTimeUp={handleTimeUp}
          />
        </Stack>
      );
    }
    if (timed) {
      return (
        <Stack gap="4">
          <StartPanel quiz={quiz} canStart={canAttempt} />
          {!canAttempt && closedNotice}
        </Stack>
      );
    }
    return (
      <AnswerForm
        key={attempt?.id ?? "first"}
        quiz={quiz}
        userId={userId}
        disabled={!canAttempt}
        disabledNotice={closedNotice}
        headingId={headingId}
        onSubmitted={() => setJustSubmitted(true)}
      />
    );
  };

  const when = windowText(quiz);
  // Out of the learner's own attempts (an accommodation may add some): myAttemptsLeft counts them.
  const ownAttempts = terms ? terms.attemptsAllowed : quiz.attemptsAllowed;

  return (
    <Card.Root as="article" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="xl" id={headingId}>
          {quiz.title}
        </Heading>
        <Text color="fg.muted" whiteSpace="pre-line">
          {quiz.instructions}
        </Text>
        <HStack gap="2" wrap="wrap" mt="2">
          {/* The learner's own limit, where an accommodation changes it, is said in their terms instead. */}
          {timed && !(terms && timeTermText(terms)) && (
            <Badge variant="subtle" colorPalette="purple">
              {timeLimitText(quiz.timeLimitMinutes ?? 0)}
            </Badge>
          )}
          {when && (
            <Badge variant="subtle" colorPalette={open ? "blue" : "gray"}>
              {when}
            </Badge>
          )}
          {canSubmit && <Badge variant="subtle">{attemptsLeftText({ ...quiz, attemptsAllowed: ownAttempts })}</Badge>}
          <Badge variant="subtle" colorPalette="green">
            {passMarkText(quiz.passPercentage)}
          </Badge>
        </HStack>
        {canSubmit && <MyQuizTerms quizId={quiz.id} />}
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {timeUpMessage && <NoticeAlert title={timeUpMessage} />}
          {renderBody()}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
