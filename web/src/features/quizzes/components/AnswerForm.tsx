import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type SubmitEvent, type ReactNode } from "react";
import type { LearnerQuizFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { useQuizAnswers } from "../hooks/useQuizAnswers";
import { useSubmitQuizAttempt } from "../hooks/useSubmitQuizAttempt";
import { clearDraft } from "../quiz-draft";
import { answerInputs, type AnswerValue } from "../answers";
import { submitErrorMessage } from "../submit-errors";
import { QuestionFieldsets } from "./QuestionFieldset";

export const ANSWER_ALL_MESSAGE = "Please answer all questions before submitting.";

type AnswerFormProps = {
  quiz: LearnerQuizFieldsFragment;
  userId: string;
  // Answering and submitting off (not open yet, closed, no attempts left, not a learner).
  disabled: boolean;
  // Shown instead of the Submit button while disabled.
  disabledNotice?: ReactNode;
  headingId: string;
  onSubmitted: () => void;
};

// An untimed quiz's questions, in the order the server sent them (the learner's attempt order
// when it shuffles). A submission sends each answer at its position on screen.
export const AnswerForm = ({ quiz, userId, disabled, disabledNotice, headingId, onSubmitted }: AnswerFormProps) => {
  const { answers, answer, answeredCount, allAnswered } = useQuizAnswers(userId, quiz, false);
  const { submit, loading, error, reset } = useSubmitQuizAttempt();
  const [guardError, setGuardError] = useState<string | null>(null);

  const handleAnswer = (questionIndex: number, value: AnswerValue) => {
    answer(questionIndex, value);
    setGuardError(null);
    if (error) reset();
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || disabled) return;
    if (!allAnswered) {
      setGuardError(ANSWER_ALL_MESSAGE);
      return;
    }
    setGuardError(null);
    try {
      await submit(quiz.id, answerInputs(quiz.questions, answers));
      clearDraft(userId, quiz.id);
      onSubmitted();
    } catch {
      // The hook's error state drives the message.
    }
  };

  const message = guardError ?? (error ? submitErrorMessage(error) : null);

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby={headingId}>
      <Stack gap="6">
        <QuestionFieldsets name={`quiz-${quiz.id}`} questions={quiz.questions} answers={answers} onAnswer={handleAnswer} disabled={disabled || loading} />
        {message && <ErrorAlert title={message} />}
        {disabled ? (
          disabledNotice
        ) : (
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text color="fg.muted" aria-live="polite">
              {answeredCount} of {quiz.questions.length} answered
            </Text>
            <Button type="submit" colorPalette="teal" disabled={!allAnswered} loading={loading} loadingText="Submitting...">
              Submit Quiz
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
};
