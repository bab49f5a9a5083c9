// Answers given but not yet submitted, kept per learner and quiz so a reload does not lose them.
import { readAnswer, type AnswerableQuestion, type AnswerValue } from "./answers";

export type QuizAnswers = ReadonlyArray<AnswerValue>;

const draftKey = (userId: string, quizId: string): string => `quiz-draft:${userId}:${quizId}`;

const emptyAnswers = (questions: readonly AnswerableQuestion[]): AnswerValue[] => questions.map(() => null);

// The stored answers when they still fit the quiz (same questions, each answer of its type and in
// range); else nothing answered.
export const readDraft = (userId: string, quizId: string, questions: readonly AnswerableQuestion[]): AnswerValue[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.localStorage.getItem(draftKey(userId, quizId)) ?? "null");
  } catch {
    return emptyAnswers(questions);
  }
  if (!Array.isArray(parsed) || parsed.length !== questions.length) return emptyAnswers(questions);
  return questions.map((question, index) => readAnswer(question, parsed[index]));
};

export const saveDraft = (userId: string, quizId: string, answers: QuizAnswers): void => {
  try {
    window.localStorage.setItem(draftKey(userId, quizId), JSON.stringify(answers));
  } catch {
    // Storage full or disabled: the answers still live in memory until the page closes.
  }
};

export const clearDraft = (userId: string, quizId: string): void => {
  try {
    window.localStorage.removeItem(draftKey(userId, quizId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
};
