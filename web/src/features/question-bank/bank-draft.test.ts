import { bankDraftFrom, bankVariables, contentChanged, emptyBankDraft, findBankIssue, NO_FILTERS, parseTags, toBankQuestionInput } from "./bank-draft";
import { quizBuilderReducer } from "../quiz-authoring/quiz-builder";
import { makeBankQuestion } from "./test-fixtures";

describe("bank draft", () => {
  it("reads tags as typed: trimmed, empty ones dropped, each once in any case", () => {
    expect(parseTags(" algebra, Week 2,, ALGEBRA ,week 2")).toEqual(["algebra", "Week 2"]);
    expect(parseTags("")).toEqual([]);
  });

  it("asks for the list's filters only when set", () => {
    expect(bankVariables(NO_FILTERS, "")).toEqual({ first: 20 });
    expect(bankVariables({ tag: "a", type: "ESSAY", difficulty: "5", includeRetired: true }, "x")).toEqual({
      first: 20,
      search: "x",
      tags: ["a"],
      type: "ESSAY",
      difficulty: 5,
      includeRetired: true,
    });
  });

  it("checks the title, then the question with the quiz builder's rules, each at its field", () => {
    const draft = emptyBankDraft();
    expect(findBankIssue(draft)).toEqual({ field: "title", message: "Give the question a title" });
    expect(findBankIssue({ ...draft, title: "T" })).toEqual({ field: "questionText", message: "The question is missing text" });
    const points = quizBuilderReducer(
      quizBuilderReducer(draft.quiz, { type: "setQuestionText", questionIndex: 0, value: "Q" }),
      { type: "setQuestionField", questionIndex: 0, field: "points", value: "x" },
    );
    expect(findBankIssue({ ...draft, title: "T", quiz: points })).toEqual({ field: "points", message: "Points must be a number" });
  });

  it("round-trips a stored question, and only a change of content counts as one", () => {
    const saved = bankDraftFrom(makeBankQuestion(1, { version: 2 }));
    expect(toBankQuestionInput(saved)).toMatchObject({ title: "Sum 1", tags: ["algebra", "week 1"], difficulty: 2, options: ["3", "4", "5"], correctAnswerIndex: 1 });
    expect(contentChanged({ ...saved, title: "Other", tags: "x", difficulty: "" }, saved)).toBe(false);
    const changed = { ...saved, quiz: quizBuilderReducer(saved.quiz, { type: "setCorrect", questionIndex: 0, optionIndex: 2 }) };
    expect(contentChanged(changed, saved)).toBe(true);
    expect(toBankQuestionInput({ ...saved, difficulty: "" }).difficulty).toBeNull();
  });
});
