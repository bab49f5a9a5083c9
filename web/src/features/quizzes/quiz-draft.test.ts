import type { AnswerableQuestion } from "./answers";
import { clearDraft, readDraft, saveDraft } from "./quiz-draft";

const choice = (count: number): AnswerableQuestion => ({ type: "SINGLE_CHOICE", options: Array.from({ length: count }, (_, i) => `o${i}`), prompts: [], matches: [] });
const typed = (type: AnswerableQuestion["type"]): AnswerableQuestion => ({
  type,
  options: type === "MULTIPLE_RESPONSE" ? ["a", "b", "c"] : [],
  prompts: type === "MATCHING" ? ["cat", "dog"] : [],
  matches: type === "MATCHING" ? ["woof", "meow", "moo"] : [],
});

describe("quiz drafts", () => {
  it("keeps answers per learner and quiz", () => {
    saveDraft("user-1", "quiz-1", [2, null]);
    expect(readDraft("user-1", "quiz-1", [choice(3), choice(3)])).toEqual([2, null]);
    expect(readDraft("user-2", "quiz-1", [choice(3), choice(3)])).toEqual([null, null]);
    expect(readDraft("user-1", "quiz-2", [choice(3), choice(3)])).toEqual([null, null]);
    clearDraft("user-1", "quiz-1");
    expect(readDraft("user-1", "quiz-1", [choice(3), choice(3)])).toEqual([null, null]);
  });

  it("ignores a draft that no longer fits the quiz", () => {
    saveDraft("user-1", "quiz-1", [2, 1]);
    expect(readDraft("user-1", "quiz-1", [choice(3)])).toEqual([null]);
    expect(readDraft("user-1", "quiz-1", [choice(2), choice(2)])).toEqual([null, 1]);
    window.localStorage.setItem("quiz-draft:user-1:quiz-1", "not json");
    expect(readDraft("user-1", "quiz-1", [choice(2), choice(2)])).toEqual([null, null]);
  });

  it("keeps an answer of every type, and drops one of another type or out of range", () => {
    const questions = (["MULTIPLE_RESPONSE", "TRUE_FALSE", "SHORT_ANSWER", "NUMERICAL", "MATCHING", "ESSAY"] as const).map(typed);
    saveDraft("user-1", "quiz-1", [[2, 0], false, "entombed", "3.5", [1, null], "Loops repeat."]);
    expect(readDraft("user-1", "quiz-1", questions)).toEqual([[0, 2], false, "entombed", "3.5", [1, null], "Loops repeat."]);
    window.localStorage.setItem("quiz-draft:user-1:quiz-1", JSON.stringify([[3], "true", 7, 3.5, [1, 5, 0], ["x"]]));
    expect(readDraft("user-1", "quiz-1", questions)).toEqual([null, null, null, null, null, null]);
  });
});
