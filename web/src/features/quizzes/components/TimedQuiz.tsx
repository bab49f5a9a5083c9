import { Box, Button, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import {
  StartQuizAttemptDocument,
  type LearnerAttemptInProgressFieldsFragment,
  type LearnerQuizFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { hasErrorCode, hasErrorReason } from "../../../graphql/errors";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { useAnswerSaver } from "../hooks/useAnswerSaver";
import { useCountdown } from "../hooks/useCountdown";
import { useSubmitQuizAttempt } from "../hooks/useSubmitQuizAttempt";
import { answerInputs, isAnswered, sameAnswer, savedAnswerValue, type AnswerValue } from "../answers";
import { answeredCountOf } from "../hooks/useQuizAnswers";
import { clearDraft, readDraft, saveDraft } from "../quiz-draft";
import { formatTimeLeft, startHintText } from "../quiz-rules";
import { submitErrorMessage } from "../submit-errors";
import { ANSWER_ALL_MESSAGE } from "./AnswerForm";
import { QuestionFieldsets } from "./QuestionFieldset";
import { useMyQuizTerms } from "../../accommodations/hooks/useMyQuizTerms";

type InProgress = LearnerAttemptInProgressFieldsFragment;

const START_QUIZ_LABEL = "Start quiz";
const AUTO_SUBMIT_RETRIES = 5;
const TIME_UP_SUBMITTING = "Time is up: submitting your answers…";

// The draft of a timed attempt: per attempt, since each attempt may show another order.
const draftId = (quizId: string, attemptId: string) => `${quizId}:${attemptId}`;

const savedAt = (attempt: InProgress, position: number): AnswerValue =>
  savedAnswerValue(
    attempt.questions[position],
    attempt.savedAnswers.find((answer) => answer.questionIndex === position),
  );

// The saved answers (in this attempt's positions), overlaid by this device's draft (never older).
const initialAnswers = (userId: string, quizId: string, attempt: InProgress): AnswerValue[] => {
  const draft = readDraft(userId, draftId(quizId, attempt.id), attempt.questions);
  return attempt.questions.map((_question, position) => draft[position] ?? savedAt(attempt, position));
};

const sameAsSaved = (answers: readonly AnswerValue[], attempt: InProgress): boolean =>
  answers.every((answer, position) => answer === null || sameAnswer(answer, savedAt(attempt, position)));

type RunningAttemptProps = {
  quizId: string;
  userId: string;
  attempt: InProgress;
  headingId: string;
  onSubmitted: () => void;
  onTimeUp: (message: string) => void;
};

// A started timed attempt: its questions, the countdown, each pick saved, and the submission
// (by the learner, or automatically at zero with the answers picked so far).
export const RunningAttempt = ({ quizId, userId, attempt, headingId, onSubmitted, onTimeUp }: RunningAttemptProps) => {
  const client = useApolloClient();
  const [answers, setAnswers] = useState(() => initialAnswers(userId, quizId, attempt));
  const latest = useRef(answers);
  const saver = useAnswerSaver(attempt.id, attempt.questions, attempt.savedAnswers.length > 0 ? "saved" : "idle");
  const { submit, loading, error, reset } = useSubmitQuizAttempt();
  const [guardError, setGuardError] = useState<string | null>(null);
  const submitting = useRef(false);
  const autoRetries = useRef(0);

  // Picks only this device knew of (saved offline): send them now.
  useEffect(() => {
    if (!sameAsSaved(latest.current, attempt)) saver.save(latest.current);
    // Once, for the answers restored at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = async (automatic: boolean) => {
    if (submitting.current) return;
    submitting.current = true;
    saver.stop();
    try {
      await submit(quizId, answerInputs(attempt.questions, latest.current));
      clearDraft(userId, draftId(quizId, attempt.id));
      client.cache.modify({
        id: client.cache.identify({ __typename: "Quiz", id: quizId }),
        fields: { myAttemptInProgress: () => null },
      });
      onSubmitted();
    } catch (caught) {
      submitting.current = false;
      if (hasErrorReason(caught, "TIME_UP") || (automatic && hasErrorCode(caught, "CONFLICT"))) {
        // The server submitted the saved answers itself: show its message and the stored result.
        clearDraft(userId, draftId(quizId, attempt.id));
        onTimeUp(submitErrorMessage(caught));
      } else if (automatic && autoRetries.current < AUTO_SUBMIT_RETRIES) {
        // Offline at zero: a few more tries in the 30 s of grace; the server submits overdue attempts itself.
        autoRetries.current += 1;
        window.setTimeout(() => void send(true), 5_000);
      }
    }
  };

  const { remaining, announcement, expired } = useCountdown(attempt.deadline, attempt.serverTime, () => void send(true));

  const handleAnswer = (position: number, value: AnswerValue) => {
    const next = latest.current.map((current, index) => (index === position ? value : current));
    latest.current = next;
    setAnswers(next);
    saveDraft(userId, draftId(quizId, attempt.id), next);
    saver.save(next);
    setGuardError(null);
    if (error) reset();
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || submitting.current) return;
    if (!expired && !attempt.questions.every((question, position) => isAnswered(question, latest.current[position]))) {
      setGuardError(ANSWER_ALL_MESSAGE);
      return;
    }
    setGuardError(null);
    void send(false);
  };

  const answeredCount = answeredCountOf(attempt.questions, answers);
  const lastMinute = remaining <= 60_000;
  const message = guardError ?? (error && !hasErrorReason(error, "TIME_UP") ? submitErrorMessage(error) : null);

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="6">
        <HStack
          position="sticky"
          // Below the app's sticky header (4rem high).
          top="18"
          zIndex="docked"
          justify="space-between"
          wrap="wrap"
          gap="3"
          px="4"
          py="3"
          borderWidth="1px"
          borderRadius="lg"
          bg={lastMinute ? "red.subtle" : "bg.panel"}
          borderColor={lastMinute ? "red.muted" : "border"}
          shadow="sm"
        >
          <Box role="timer" aria-label="Time left" fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" color={lastMinute ? "red.fg" : undefined}>
            {formatTimeLeft(remaining)}
          </Box>
          <Text
            color={saver.state === "refused" ? "red.fg" : saver.state === "error" ? "orange.fg" : "fg.muted"}
            fontSize="sm"
            data-testid="save-state"
            role={saver.state === "refused" ? "alert" : undefined}
          >
            {saver.text}
          </Text>
        </HStack>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        <QuestionFieldsets
          name={`quiz-${quizId}-attempt-${attempt.id}`}
          questions={attempt.questions}
          answers={answers}
          onAnswer={handleAnswer}
          disabled={expired || loading}
        />
        {message && <ErrorAlert title={message} />}
        {expired && <Text fontWeight="medium">{TIME_UP_SUBMITTING}</Text>}
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted">
            {answeredCount} of {attempt.questions.length} answered
          </Text>
          <Button type="submit" colorPalette="teal" disabled={expired} loading={loading} loadingText="Submitting...">
            Submit Quiz
          </Button>
        </HStack>
      </Stack>
    </form>
  );
};

type StartPanelProps = {
  quiz: LearnerQuizFieldsFragment;
  // False before the quiz opens, after it closes, without attempts left or for a non-learner.
  canStart: boolean;
};

// A timed quiz before its attempt: how long it lasts, and Start (the server keeps the time).
export const StartPanel = ({ quiz, canStart }: StartPanelProps) => {
  // The learner's own time limit where an accommodation extends it.
  const terms = useMyQuizTerms(quiz.id);
  // The quiz's attempt in progress is the one just started: the timed form shows without a refetch.
  const [start, { loading, error }] = useMutation(StartQuizAttemptDocument, {
    update: (cache, { data }) =>
      data &&
      cache.modify({
        id: cache.identify({ __typename: "Quiz", id: quiz.id }),
        fields: { myAttemptInProgress: (_existing, { toReference }) => toReference(data.startQuizAttempt) },
      }),
  });
  return (
    <Stack gap="4" align="flex-start">
      <Text>{startHintText(terms?.timeLimitMinutes ?? quiz.timeLimitMinutes ?? 0)}</Text>
      {error && <ErrorAlert title={submitErrorMessage(error)} />}
      {canStart && (
        <Button
          colorPalette="teal"
          loading={loading}
          loadingText="Starting…"
          onClick={() => void start({ variables: { quizId: quiz.id } }).catch(() => undefined)}
        >
          {START_QUIZ_LABEL}
        </Button>
      )}
    </Stack>
  );
};
