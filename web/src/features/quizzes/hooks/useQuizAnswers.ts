import { useCallback, useEffect, useState } from "react";
import { isAnswered, type AnswerableQuestion, type AnswerValue } from "../answers";
import { clearDraft, readDraft, saveDraft } from "../quiz-draft";

type AnswerableQuiz = { id: string; questions: readonly AnswerableQuestion[] };

// How many of the questions are answered in full (one rule per type: answers.ts).
export const answeredCountOf = (questions: readonly AnswerableQuestion[], answers: readonly AnswerValue[]): number =>
  questions.filter((question, position) => isAnswered(question, answers[position] ?? null)).length;

/**
 * The learner's answers for one quiz, changeable until submitted and kept in local storage
 * (per learner and quiz) so a reload does not lose them. A submitted quiz keeps no draft.
 */
export const useQuizAnswers = (userId: string, quiz: AnswerableQuiz, submitted: boolean) => {
  const [answers, setAnswers] = useState<AnswerValue[]>(() =>
    submitted ? quiz.questions.map(() => null) : readDraft(userId, quiz.id, quiz.questions),
  );

  useEffect(() => {
    if (submitted) clearDraft(userId, quiz.id);
  }, [submitted, userId, quiz.id]);

  const answer = useCallback(
    (questionIndex: number, value: AnswerValue) => {
      const next = answers.map((current, index) => (index === questionIndex ? value : current));
      setAnswers(next);
      saveDraft(userId, quiz.id, next);
    },
    [answers, userId, quiz.id],
  );

  const answeredCount = answeredCountOf(quiz.questions, answers);
  return { answers, answer, answeredCount, allAnswered: answeredCount === quiz.questions.length };
};
