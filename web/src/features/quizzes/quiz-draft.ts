// Answers picked but not yet submitted, kept per learner and quiz so a reload does not lose them.

export type QuizAnswers = ReadonlyArray<number | null>;

const draftKey = (userId: string, quizId: string): string => `quiz-draft:${userId}:${quizId}`;

const emptyAnswers = (optionCounts: readonly number[]): (number | null)[] => optionCounts.map(() => null);

// The stored answers when they still fit the quiz (same questions, options in range); else none picked.
export const readDraft = (userId: string, quizId: string, optionCounts: readonly number[]): (number | null)[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.localStorage.getItem(draftKey(userId, quizId)) ?? "null");
  } catch {
    return emptyAnswers(optionCounts);
  }
  if (!Array.isArray(parsed) || parsed.length !== optionCounts.length) return emptyAnswers(optionCounts);
  return optionCounts.map((count, index) => {
    const value: unknown = parsed[index];
    return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < count ? value : null;
  });
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
