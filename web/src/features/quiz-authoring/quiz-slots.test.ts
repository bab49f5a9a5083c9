import {
  addBankQuestions,
  addRandomSlot,
  createQuestion,
  draftFromQuiz,
  entriesOf,
  entryIndexOfFixed,
  findIssue,
  moveEntry,
  removeQuestion,
  removeSlot,
  setQuestionText,
  setRandomSlot,
  toQuizInput,
  type BankQuestionPick,
  type QuestionDraft,
  type QuizDraft,
} from "./quiz-builder";
import { makeQuestions } from "./test-fixtures";

const written = (questionText: string): QuestionDraft => ({
  ...createQuestion(),
  questionText,
  options: ["yes", "no"],
  optionFeedback: ["", ""],
  optionCredits: ["0", "0"],
});
const pick = (n: number): BankQuestionPick => ({
  questionId: `bq-${n}`,
  title: `Sum ${n}`,
  version: 2,
  type: "SINGLE_CHOICE",
  questionText: `What is ${n} + 1?`,
  textFormat: "PLAIN",
});
const draftWith = (...questions: QuestionDraft[]): QuizDraft => ({ title: "Loops", instructions: "Answer all.", questions });
const kinds = (draft: QuizDraft) => entriesOf(draft).map((entry) => (entry.kind === "written" ? entry.question.questionText : entry.kind === "bank" ? entry.questionId : `random:${entry.tag}`));

describe("the builder's list: written questions, bank questions and random draws", () => {
  it("keeps sending plain questions while every question is written here", () => {
    const input = toQuizInput(draftWith(written("First"), written("Second")));
    expect(input.slots).toBeUndefined();
    expect(input.questions?.map((question) => question.questionText)).toEqual(["First", "Second"]);
  });

  it("sends slots in the list's order once a bank question is in it: its id beside the written ones", () => {
    let draft = addBankQuestions(draftWith(written("First")), [pick(1), pick(2)]);
    draft = moveEntry(draft, entriesOf(draft)[2].key, -1);
    draft = moveEntry(draft, entriesOf(draft)[1].key, -1);
    expect(kinds(draft)).toEqual(["bq-2", "First", "bq-1"]);
    expect(toQuizInput(draft)).toEqual({
      title: "Loops",
      instructions: "Answer all.",
      slots: [{ questionId: "bq-2" }, { question: expect.objectContaining({ questionText: "First", options: ["yes", "no"] }) }, { questionId: "bq-1" }],
    });
  });

  it("adds a bank question once, and a moved list keeps its order as questions come and go", () => {
    let draft = addBankQuestions(draftWith(written("First")), [pick(1), pick(1)]);
    draft = addBankQuestions(draft, [pick(1)]);
    expect(kinds(draft)).toEqual(["First", "bq-1"]);
    draft = moveEntry(draft, entriesOf(draft)[1].key, -1);
    // At the top: up changes nothing.
    expect(moveEntry(draft, entriesOf(draft)[0].key, -1)).toBe(draft);
    draft = { ...draft, questions: [...draft.questions, written("Second")] };
    expect(kinds(draft)).toEqual(["bq-1", "First", "Second"]);
    draft = removeQuestion(draft, 0);
    expect(kinds(draft)).toEqual(["bq-1", "Second"]);
    // A written question's index still finds it after the move.
    draft = setQuestionText(draft, 0, "Second, edited");
    expect(kinds(draft)).toEqual(["bq-1", "Second, edited"]);
  });

  it("lets the written questions go while a bank question stays, but never the last entry", () => {
    let draft = addBankQuestions(draftWith(written("First")), [pick(1)]);
    draft = removeQuestion(draft, 0);
    expect(kinds(draft)).toEqual(["bq-1"]);
    const key = entriesOf(draft)[0].key;
    expect(removeSlot(draft, key)).toBe(draft);
  });

  it("sends a random draw's tag, count and difficulty (difficulty left out when any)", () => {
    let draft = addRandomSlot(draftWith(written("First")));
    const key = entriesOf(draft)[1].key;
    draft = setRandomSlot(draft, key, { tag: "Loops", count: "3", difficulty: "2" });
    expect(toQuizInput(draft).slots).toEqual([{ question: expect.objectContaining({ questionText: "First" }) }, { randomTag: "Loops", count: 3, difficulty: 2 }]);
    draft = setRandomSlot(draft, key, { difficulty: "" });
    expect(toQuizInput(draft).slots?.[1]).toEqual({ randomTag: "Loops", count: 3 });
  });

  it("checks a random draw's tag and count, naming it by its place in the list", () => {
    let draft = addRandomSlot(draftWith(written("First")));
    const key = entriesOf(draft)[1].key;
    expect(findIssue(draft)).toEqual({ message: "Slot 2 needs a tag to draw from", target: { kind: "slot", entryIndex: 1, field: "randomTag" } });
    draft = setRandomSlot(draft, key, { tag: "Loops", count: "51" });
    expect(findIssue(draft)).toEqual({ message: "Slot 2 draws 1 to 50 questions", target: { kind: "slot", entryIndex: 1, field: "count" } });
    draft = setRandomSlot(draft, key, { count: "2.5" });
    expect(findIssue(draft)?.target).toEqual({ kind: "slot", entryIndex: 1, field: "count" });
    draft = setRandomSlot(draft, key, { count: "50" });
    expect(findIssue(draft)).toBeNull();
  });

  it("names a written question by its place in the list", () => {
    const draft = moveEntry(addBankQuestions(draftWith(written("")), [pick(1)]), "", 1);
    const moved = moveEntry(draft, entriesOf(draft)[0].key, 1);
    expect(findIssue(moved)?.message).toBe("Question 2 is missing text");
  });

  it("finds the entry of the server's fixed question index, random draws left out", () => {
    let draft = addRandomSlot(draftWith(written("First")));
    draft = addBankQuestions(draft, [pick(1)]);
    expect(entryIndexOfFixed(draft, 0)).toBe(0);
    expect(entryIndexOfFixed(draft, 1)).toBe(2);
    expect(entryIndexOfFixed(draft, 2)).toBeNull();
  });

  it("loads a quiz with a random slot: fixed questions editable, the draw in its place", () => {
    const draft = draftFromQuiz({
      title: "Types",
      instructions: "All",
      questions: makeQuestions(),
      slots: [
        { kind: "FIXED", questionIndex: 1, count: 1 },
        { kind: "RANDOM", randomTag: "Loops", count: 2, difficulty: 3, poolSize: 7 },
        { kind: "FIXED", questionIndex: 0, count: 1 },
      ],
    });
    expect(kinds(draft)).toEqual(["Which keyword declares a constant?", "random:Loops", "Which type has exactly two values?"]);
    expect(entriesOf(draft)[1]).toMatchObject({ kind: "random", count: "2", difficulty: "3", poolSize: 7 });
    expect(toQuizInput(draft).slots).toEqual([
      { question: expect.objectContaining({ questionText: "Which keyword declares a constant?" }) },
      { randomTag: "Loops", count: 2, difficulty: 3 },
      { question: expect.objectContaining({ questionText: "Which type has exactly two values?" }) },
    ]);
  });

  it("loads a quiz whose questions are all fixed as before: written questions, sent as questions", () => {
    const draft = draftFromQuiz({ title: "Types", instructions: "All", questions: makeQuestions(), slots: [{ kind: "FIXED", questionIndex: 0, count: 1 }, { kind: "FIXED", questionIndex: 1, count: 1 }] });
    expect(draft.slots).toBeUndefined();
    expect(toQuizInput(draft).questions).toHaveLength(2);
  });
});
