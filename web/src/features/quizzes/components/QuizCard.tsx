import { Alert, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { LearnerQuizFieldsFragment } from "../../../graphql/__generated__/graphql";
import { useQuizAnswers } from "../hooks/useQuizAnswers";
import { useSubmitQuizAttempt } from "../hooks/useSubmitQuizAttempt";
import { clearDraft } from "../quiz-draft";
import { submitErrorMessage } from "../submit-errors";
import { QuestionFieldset } from "./QuestionFieldset";
import { QuizResults } from "./QuizResults";
import { ErrorAlert } from "../../../components/ErrorAlert";

export const ANSWER_ALL_MESSAGE = "Please answer all questions before submitting.";
// The server's own wording (submitQuizAttempt is for learners only).
export const LEARNERS_ONLY_MESSAGE = "Only learners can submit quiz attempts.";

type QuizCardProps = { quiz: LearnerQuizFieldsFragment; userId: string; canSubmit: boolean };

export const QuizCard = ({ quiz, userId, canSubmit }: QuizCardProps) => {
  const attempt = quiz.myAttempt ?? null;
  const { answers, select, answeredCount, allAnswered } = useQuizAnswers(userId, quiz, attempt !== null);
  const { submit, loading, error, reset } = useSubmitQuizAttempt();
  const [guardError, setGuardError] = useState<string | null>(null);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const headingId = `quiz-${quiz.id}-title`;

  // Take keyboard and screen reader users straight to the result they just earned.
  useEffect(() => {
    if (justSubmitted && attempt) resultsHeading.current?.focus();
  }, [justSubmitted, attempt]);

  const handleSelect = (questionIndex: number, optionIndex: number) => {
    select(questionIndex, optionIndex);
    setGuardError(null);
    if (error) reset();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempt || loading) return;
    if (!allAnswered) {
      setGuardError(ANSWER_ALL_MESSAGE);
      return;
    }
    setGuardError(null);
    const picks = answers.flatMap((selectedOptionIndex, questionIndex) =>
      selectedOptionIndex === null ? [] : [{ questionIndex, selectedOptionIndex }],
    );
    try {
      await submit(quiz.id, picks);
      clearDraft(userId, quiz.id);
      setJustSubmitted(true);
    } catch {
      // The hook's error state drives the message.
    }
  };

  const message = guardError ?? (error ? submitErrorMessage(error) : null);
  const selectedFor = (questionIndex: number): number | null =>
    attempt ? (attempt.answers.find((answer) => answer.questionIndex === questionIndex)?.selectedOptionIndex ?? null) : answers[questionIndex];

  return (
    <Card.Root as="article" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="xl" id={headingId}>
          {quiz.title}
        </Heading>
        <Text color="fg.muted" whiteSpace="pre-line">
          {quiz.instructions}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {attempt && <QuizResults attempt={attempt} headingRef={resultsHeading} />}
          <form onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
            <Stack gap="6">
              {quiz.questions.map((question, questionIndex) => (
                <QuestionFieldset
                  key={questionIndex}
                  name={`quiz-${quiz.id}-question-${questionIndex}`}
                  questionIndex={questionIndex}
                  questionText={question.questionText}
                  options={question.options}
                  selected={selectedFor(questionIndex)}
                  onSelect={(optionIndex) => handleSelect(questionIndex, optionIndex)}
                  disabled={attempt !== null || loading || !canSubmit}
                  graded={attempt?.answers.find((answer) => answer.questionIndex === questionIndex)}
                />
              ))}
              {message && (
                <ErrorAlert title={message} />
              )}
              {!attempt && canSubmit && (
                <HStack justify="space-between" wrap="wrap" gap="3">
                  <Text color="fg.muted" aria-live="polite">
                    {answeredCount} of {quiz.questions.length} answered
                  </Text>
                  <Button type="submit" colorPalette="teal" disabled={!allAnswered} loading={loading} loadingText="Submitting...">
                    Submit Quiz
                  </Button>
                </HStack>
              )}
              {!attempt && !canSubmit && (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{LEARNERS_ONLY_MESSAGE}</Alert.Title>
                </Alert.Root>
              )}
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
