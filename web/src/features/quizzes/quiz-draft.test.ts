import { clearDraft, readDraft, saveDraft } from "./quiz-draft";

describe("quiz drafts", () => {
  it("keeps answers per learner and quiz", () => {
    saveDraft("user-1", "quiz-1", [2, null]);
    expect(readDraft("user-1", "quiz-1", [3, 3])).toEqual([2, null]);
    expect(readDraft("user-2", "quiz-1", [3, 3])).toEqual([null, null]);
    expect(readDraft("user-1", "quiz-2", [3, 3])).toEqual([null, null]);
    clearDraft("user-1", "quiz-1");
    expect(readDraft("user-1", "quiz-1", [3, 3])).toEqual([null, null]);
  });

  it("ignores a draft that no longer fits the quiz", () => {
    saveDraft("user-1", "quiz-1", [2, 1]);
    expect(readDraft("user-1", "quiz-1", [3])).toEqual([null]);
    expect(readDraft("user-1", "quiz-1", [2, 2])).toEqual([null, 1]);
    window.localStorage.setItem("quiz-draft:user-1:quiz-1", "not json");
    expect(readDraft("user-1", "quiz-1", [2, 2])).toEqual([null, null]);
  });
});
