import { answerInput, answerInputs, isAnswered, readAnswer, savedAnswerValue, type AnswerableQuestion } from "./answers";

const question = (type: AnswerableQuestion["type"]): AnswerableQuestion => ({
  type,
  options: type === "SINGLE_CHOICE" || type === "MULTIPLE_RESPONSE" ? ["a", "b", "c"] : [],
  prompts: type === "MATCHING" ? ["cat", "dog"] : [],
  matches: type === "MATCHING" ? ["woof", "quack", "meow"] : [],
});

describe("answers per question type", () => {
  it.each([
    ["SINGLE_CHOICE", 1, null],
    ["MULTIPLE_RESPONSE", [0, 2], null],
    ["TRUE_FALSE", false, null],
    ["SHORT_ANSWER", "entombed", "   "],
    ["NUMERICAL", "3.5", " "],
    ["ESSAY", "Loops repeat.", "\n\n"],
    ["MATCHING", [2, 0], [2, null]],
  ] as const)("%s: answered with %j, not with %j", (type, answered, unanswered) => {
    expect(isAnswered(question(type), answered)).toBe(true);
    expect(isAnswered(question(type), unanswered)).toBe(false);
    expect(isAnswered(question(type), null)).toBe(false);
  });

  it("sends each type's one field at the position shown, and nothing for a blank answer", () => {
    const questions = (["SINGLE_CHOICE", "MULTIPLE_RESPONSE", "TRUE_FALSE", "SHORT_ANSWER", "NUMERICAL", "MATCHING", "ESSAY"] as const).map(question);
    expect(answerInputs(questions, [2, [0, 1], false, " entombed ", " 3.5 ", [2, null], "Loops."])).toEqual([
      { questionIndex: 0, selectedOptionIndex: 2 },
      { questionIndex: 1, selectedOptionIndexes: [0, 1] },
      { questionIndex: 2, booleanAnswer: false },
      { questionIndex: 3, textAnswer: " entombed " },
      { questionIndex: 4, numberAnswer: "3.5" },
      { questionIndex: 5, matchIndexes: [2, null] },
      { questionIndex: 6, textAnswer: "Loops." },
    ]);
    expect(answerInputs(questions, [null, null, null, "  ", "", [null, null], " "])).toEqual([]);
    // A number is sent as typed, never read: the server refuses a decimal comma by name.
    expect(answerInput(question("NUMERICAL"), 0, "3,5")).toEqual({ questionIndex: 0, numberAnswer: "3,5" });
  });

  it("reads a saved answer back from its type's field only", () => {
    const saved = { questionIndex: 0, selectedOptionIndex: null, selectedOptionIndexes: [2, 0], booleanAnswer: true, textAnswer: "entombed", numberAnswer: "1822", matchIndexes: [1, null] };
    expect(savedAnswerValue(question("MULTIPLE_RESPONSE"), saved)).toEqual([0, 2]);
    expect(savedAnswerValue(question("TRUE_FALSE"), saved)).toBe(true);
    expect(savedAnswerValue(question("SHORT_ANSWER"), saved)).toBe("entombed");
    expect(savedAnswerValue(question("NUMERICAL"), saved)).toBe("1822");
    expect(savedAnswerValue(question("MATCHING"), saved)).toEqual([1, null]);
    expect(savedAnswerValue(question("SINGLE_CHOICE"), saved)).toBeNull();
    expect(savedAnswerValue(question("SINGLE_CHOICE"), undefined)).toBeNull();
  });

  it("keeps only values that fit the question", () => {
    expect(readAnswer(question("SINGLE_CHOICE"), 3)).toBeNull();
    expect(readAnswer(question("MULTIPLE_RESPONSE"), [1, 5])).toBeNull();
    expect(readAnswer(question("MATCHING"), [0])).toBeNull();
    expect(readAnswer(question("MATCHING"), [0, 7])).toEqual([0, null]);
    expect(readAnswer(question("ESSAY"), "x".repeat(50_001))).toHaveLength(50_000);
  });
});
