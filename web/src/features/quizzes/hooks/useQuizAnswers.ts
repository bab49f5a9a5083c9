import { useCallback, useEffect, useState } from "react";
import { clearDraft, readDraft, saveDraft } from "../quiz-draft";

type AnswerableQuiz = { id: string; questions: ReadonlyArray<{ options: readonly string[] }> };

/**
 * The learner's picks for one quiz, changeable until submitted and kept in local storage
 * (per learner and quiz) so a reload does not lose them. A submitted quiz keeps no draft.
 */
export const useQuizAnswers = (userId: string, quiz: AnswerableQuiz, submitted: boolean) => {
  const [answers, setAnswers] = useState<(number | null)[]>(() => {
    const optionCounts = quiz.questions.map((question) => question.options.length);
    return submitted ? optionCounts.map(() => null) : readDraft(userId, quiz.id, optionCounts);
  });

  useEffect(() => {
    if (submitted) clearDraft(userId, quiz.id);
  }, [submitted, userId, quiz.id]);

  const select = useCallback(
    (questionIndex: number, optionIndex: number) => {
      const next = answers.map((current, index) => (index === questionIndex ? optionIndex : current));
      setAnswers(next);
      saveDraft(userId, quiz.id, next);
    },
    [answers, userId, quiz.id],
  );

  const answeredCount = answers.filter((answer) => answer !== null).length;
  return { answers, select, answeredCount, allAnswered: answeredCount === answers.length };
};
