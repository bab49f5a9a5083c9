import { everyTypeInput, questionsOfEveryType } from "./test-fixtures";
import {
  addOption,
  addRow,
  removeRow,
  setPerOption,
  setRow,
  setType,
  setQuestionField,
  toQuestionInput,
  addQuestion,
  canAddOption,
  canRemoveOption,
  canRemoveQuestion,
  createDraft,
  createQuestion,
  draftFromQuiz,
  findIssue,
  quizBuilderReducer,
  removeOption,
  removeQuestion,
  setCorrect,
  setOption,
  setQuestionText,
  toQuizInput,
  validate,
  type QuestionDraft,
  type QuizDraft,
} from "./quiz-builder";

const question = (
  options: string[],
  correctAnswerIndex = 0,
  questionText = "Which keyword declares a constant?",
): QuestionDraft => ({
  ...createQuestion(),
  key: `key-${questionText}`,
  questionText,
  options,
  correctAnswerIndex,
  optionFeedback: options.map(() => ""),
  optionCredits: options.map(() => "0"),
});

const draftWith = (...questions: QuestionDraft[]): QuizDraft => ({
  title: "Variables",
  instructions: "Pick one answer per question.",
  questions,
});

const valid = (): QuestionDraft => question(["const", "let", "var"], 0);

describe("new questions and drafts", () => {
  it("starts a question with four empty options and correct index 0", () => {
    const created = createQuestion();
    expect(created.questionText).toBe("");
    expect(created.options).toEqual(["", "", "", ""]);
    expect(created.correctAnswerIndex).toBe(0);
  });

  it("starts a quiz with one question and gives every question its own key", () => {
    const draft = createDraft();
    expect(draft).toMatchObject({ title: "", instructions: "" });
    expect(draft.questions).toHaveLength(1);
    const more = addQuestion(draft);
    expect(more.questions).toHaveLength(2);
    expect(more.questions[1].options).toEqual(["", "", "", ""]);
    expect(more.questions[0].key).not.toBe(more.questions[1].key);
  });
});

describe("questions: at least one", () => {
  it("removes a question while more than one remains", () => {
    const draft = draftWith(
      question(["a", "b"], 0, "First"),
      question(["c", "d"], 1, "Second"),
    );
    expect(canRemoveQuestion(draft)).toBe(true);
    const next = removeQuestion(draft, 0);
    expect(next.questions.map((item) => item.questionText)).toEqual(["Second"]);
    expect(canRemoveQuestion(next)).toBe(false);
  });

  it("never removes the only question", () => {
    const draft = draftWith(valid());
    expect(removeQuestion(draft, 0)).toBe(draft);
  });

  it("ignores an index that does not exist", () => {
    const draft = draftWith(valid(), valid());
    expect(removeQuestion(draft, 5)).toBe(draft);
    expect(setQuestionText(draft, 5, "x")).toBe(draft);
  });
});

describe("options: 2 to 6", () => {
  it("adds empty options up to six, then adding is disabled", () => {
    let draft = draftWith(question(["a", "b", "c", "d"]));
    draft = addOption(draft, 0);
    draft = addOption(draft, 0);
    expect(draft.questions[0].options).toEqual(["a", "b", "c", "d", "", ""]);
    expect(canAddOption(draft.questions[0])).toBe(false);
    expect(addOption(draft, 0)).toBe(draft);
  });

  it("removes options down to two, then removing is hidden", () => {
    let draft = draftWith(question(["a", "b", "c"]));
    expect(canRemoveOption(draft.questions[0])).toBe(true);
    draft = removeOption(draft, 0, 1);
    expect(draft.questions[0].options).toEqual(["a", "c"]);
    expect(canRemoveOption(draft.questions[0])).toBe(false);
    expect(removeOption(draft, 0, 0)).toBe(draft);
  });

  it("edits one option", () => {
    const draft = setOption(draftWith(question(["a", "b"])), 0, 1, "beta");
    expect(draft.questions[0].options).toEqual(["a", "beta"]);
  });
});

describe("the correct index when an option is removed", () => {
  const removeAt = (correct: number, removed: number) =>
    removeOption(draftWith(question(["a", "b", "c", "d"], correct)), 0, removed)
      .questions[0].correctAnswerIndex;

  it("stays when the removed option is above it", () => {
    expect(removeAt(1, 3)).toBe(1);
  });

  it("shifts down by one when the removed option is below it", () => {
    expect(removeAt(3, 1)).toBe(2);
  });

  it("shifts down by one when the correct option itself is removed", () => {
    expect(removeAt(2, 2)).toBe(1);
  });

  it("never goes below 0", () => {
    expect(removeAt(0, 0)).toBe(0);
  });

  it("keeps pointing at the same option text", () => {
    const draft = removeOption(
      draftWith(question(["a", "b", "c", "d"], 3)),
      0,
      0,
    );
    const { options, correctAnswerIndex } = draft.questions[0];
    expect(options[correctAnswerIndex]).toBe("d");
  });
});

describe("setCorrect", () => {
  it("marks an existing option correct", () => {
    expect(
      setCorrect(draftWith(valid()), 0, 2).questions[0].correctAnswerIndex,
    ).toBe(2);
  });

  it("ignores an index outside the options", () => {
    const draft = draftWith(valid());
    expect(setCorrect(draft, 0, 3)).toBe(draft);
    expect(setCorrect(draft, 0, -1)).toBe(draft);
  });
});

describe("validate: the first message in SPEC.md's order", () => {
  it("accepts a complete quiz", () => {
    expect(
      validate(
        draftWith(valid(), question(["yes", "no"], 1, "Is TypeScript typed?")),
      ),
    ).toBeNull();
  });

  it("requires title and instructions, even when only blanks are typed", () => {
    expect(validate({ ...draftWith(valid()), title: "   " })).toBe(
      "Please fill in all required fields",
    );
    expect(validate({ ...draftWith(valid()), instructions: "" })).toBe(
      "Please fill in all required fields",
    );
    expect(
      findIssue({ ...draftWith(valid()), instructions: "" })?.target,
    ).toEqual({ kind: "instructions" });
  });

  it("checks the title before any question", () => {
    expect(
      validate({ ...draftWith(question(["", ""], 0, "")), title: "" }),
    ).toBe("Please fill in all required fields");
  });

  it("names the question (from 1) that is missing text", () => {
    expect(validate(draftWith(valid(), question(["a", "b"], 0, "  ")))).toBe(
      "Question 2 is missing text",
    );
  });

  it("reports empty options (blank counts as empty)", () => {
    const issue = findIssue(draftWith(question(["a", " ", "c"])));
    expect(issue).toEqual({
      message: "Question 1 has empty options",
      target: { kind: "option", questionIndex: 0, optionIndex: 1 },
    });
  });

  it("reports duplicate options, trimmed and case-insensitively as the API compares them", () => {
    expect(validate(draftWith(question(["Yes", "No", " yes "])))).toBe(
      "Question 1 has duplicate options",
    );
    expect(findIssue(draftWith(question(["a", "b", "a"])))?.target).toEqual({
      kind: "option",
      questionIndex: 0,
      optionIndex: 2,
    });
  });

  it("checks text, then empty, then duplicate options, question by question", () => {
    expect(validate(draftWith(question(["", ""], 0, "")))).toBe(
      "Question 1 is missing text",
    );
    expect(validate(draftWith(question(["a", "a", ""])))).toBe(
      "Question 1 has empty options",
    );
    expect(
      validate(draftWith(question(["a", "a"]), question(["b", "c"], 0, ""))),
    ).toBe("Question 1 has duplicate options");
  });

  it("flags a fresh question: four empty options", () => {
    const draft = setQuestionText(
      addQuestion(draftWith(valid())),
      1,
      "New one",
    );
    expect(validate(draft)).toBe("Question 2 has empty options");
  });
});

describe("input and prefill", () => {
  it("sends trimmed texts without React keys", () => {
    const draft: QuizDraft = {
      title: " Variables ",
      instructions: " Read first ",
      questions: [question([" a ", "b"], 1, " Q ")],
    };
    expect(toQuizInput(draft)).toEqual({
      title: "Variables",
      instructions: "Read first",
      questions: [
        {
          type: "SINGLE_CHOICE",
          points: 1,
          questionText: "Q",
          options: ["a", "b"],
          correctAnswerIndex: 1,
        },
      ],
    });
  });

  it("prefills from a quiz, with 0 for an undisclosed or impossible index", () => {
    const draft = draftFromQuiz({
      title: "T",
      instructions: "I",
      questions: [
        {
          questionText: "One",
          options: ["a", "b", "c"],
          correctAnswerIndex: 2,
        },
        { questionText: "Two", options: ["a", "b"], correctAnswerIndex: null },
        { questionText: "Three", options: ["a", "b"], correctAnswerIndex: 7 },
      ],
    });
    expect(draft.questions.map((item) => item.correctAnswerIndex)).toEqual([
      2, 0, 0,
    ]);
    expect(draft.questions[0].options).toEqual(["a", "b", "c"]);
  });
});

describe("quizBuilderReducer", () => {
  it("applies each action through the same rules", () => {
    let draft = createDraft();
    draft = quizBuilderReducer(draft, { type: "setTitle", value: "Types" });
    draft = quizBuilderReducer(draft, {
      type: "setInstructions",
      value: "Answer all.",
    });
    draft = quizBuilderReducer(draft, {
      type: "setQuestionText",
      questionIndex: 0,
      value: "Pick one",
    });
    ["a", "b", "c", "d"].forEach((value, optionIndex) => {
      draft = quizBuilderReducer(draft, {
        type: "setOption",
        questionIndex: 0,
        optionIndex,
        value,
      });
    });
    draft = quizBuilderReducer(draft, {
      type: "setCorrect",
      questionIndex: 0,
      optionIndex: 3,
    });
    draft = quizBuilderReducer(draft, {
      type: "removeOption",
      questionIndex: 0,
      optionIndex: 0,
    });
    draft = quizBuilderReducer(draft, { type: "addOption", questionIndex: 0 });
    draft = quizBuilderReducer(draft, { type: "addQuestion" });
    draft = quizBuilderReducer(draft, {
      type: "removeQuestion",
      questionIndex: 1,
    });
    expect(draft.questions).toHaveLength(1);
    expect(draft.questions[0]).toMatchObject({
      questionText: "Pick one",
      options: ["b", "c", "d", ""],
      correctAnswerIndex: 2,
    });
    expect(draft).toMatchObject({
      title: "Types",
      instructions: "Answer all.",
    });
  });
});

describe("every question type", () => {
  const typed = (change: (draft: QuizDraft) => QuizDraft): QuestionDraft =>
    change(draftWith(question(["a", "b", "c"], 0, "Q"))).questions[0];

  it("changing the type keeps the text, the points and the options", () => {
    const draft = setQuestionField(
      draftWith(question(["a", "b"], 1, "Keep me")),
      0,
      "points",
      "3",
    );
    const changed = setType(setType(draft, 0, "MATCHING"), 0, "SINGLE_CHOICE")
      .questions[0];
    expect(changed).toMatchObject({
      type: "SINGLE_CHOICE",
      questionText: "Keep me",
      points: "3",
      options: ["a", "b"],
      correctAnswerIndex: 1,
    });
  });

  it("keeps each option's feedback and credit with its option when options are added and removed", () => {
    let draft = setType(
      draftWith(question(["a", "b", "c"], 0, "Q")),
      0,
      "MULTIPLE_RESPONSE",
    );
    draft = setPerOption(draft, 0, "optionCredits", 1, "50");
    draft = setPerOption(draft, 0, "optionCredits", 2, "50");
    draft = setPerOption(draft, 0, "optionFeedback", 2, "c is right");
    draft = removeOption(draft, 0, 0);
    draft = addOption(draft, 0);
    expect(draft.questions[0]).toMatchObject({
      options: ["b", "c", ""],
      optionCredits: ["50", "50", "0"],
      optionFeedback: ["", "c is right", ""],
    });
  });

  it("sends a multiple-response question's credits as fractions and only its fields", () => {
    const sent = toQuestionInput({
      ...typed((draft) => setType(draft, 0, "MULTIPLE_RESPONSE")),
      optionCredits: ["33.3333", "66.6667", "-100"],
      optionFeedback: ["", " nice ", ""],
      generalFeedback: "  ",
    });
    expect(sent).toEqual({
      type: "MULTIPLE_RESPONSE",
      questionText: "Q",
      points: 1,
      options: ["a", "b", "c"],
      optionCredits: [0.333333, 0.666667, -1],
      optionFeedback: [null, "nice", null],
    });
  });

  it("sends True/False's answer and its two feedbacks", () => {
    const sent = toQuestionInput({
      ...typed((draft) => setType(draft, 0, "TRUE_FALSE")),
      correctBoolean: false,
      booleanFeedback: ["", "Right"],
    });
    expect(sent).toEqual({
      type: "TRUE_FALSE",
      questionText: "Q",
      points: 1,
      correctBoolean: false,
      optionFeedback: [null, "Right"],
    });
  });

  it("adds and removes rows within their bounds (1 to 20 answers, at least 2 pairs, extra matches from 0)", () => {
    let draft = setType(
      draftWith(question(["a", "b"], 0, "Q")),
      0,
      "SHORT_ANSWER",
    );
    expect(removeRow(draft, 0, "acceptedAnswers", 0)).toBe(draft);
    draft = addRow(draft, 0, "acceptedAnswers");
    expect(
      draft.questions[0].acceptedAnswers.map((answer) => answer.credit),
    ).toEqual(["100", "0"]);
    for (let i = 0; i < 30; i += 1) draft = addRow(draft, 0, "acceptedAnswers");
    expect(draft.questions[0].acceptedAnswers).toHaveLength(20);
    expect(removeRow(draft, 0, "pairs", 0).questions[0].pairs).toHaveLength(2);
    draft = addRow(draft, 0, "extraMatches");
    draft = setRow(draft, 0, { list: "extraMatches", rowIndex: 0, value: "x" });
    expect(draft.questions[0].extraMatches).toEqual(["x"]);
    expect(
      removeRow(draft, 0, "extraMatches", 0).questions[0].extraMatches,
    ).toEqual([]);
  });

  it("sends a numerical question's value ± tolerance or range, whichever form each row uses", () => {
    let draft = setType(
      draftWith(question(["a", "b"], 0, "Q")),
      0,
      "NUMERICAL",
    );
    draft = setRow(draft, 0, {
      list: "numericAnswers",
      rowIndex: 0,
      value: { value: "3.14", tolerance: "0.01" },
    });
    draft = addRow(draft, 0, "numericAnswers");
    draft = setRow(draft, 0, {
      list: "numericAnswers",
      rowIndex: 1,
      value: { form: "range", min: "3", max: "4", credit: "50", value: "99" },
    });
    expect(toQuestionInput(draft.questions[0]).numericAnswers).toEqual([
      { value: 3.14, tolerance: 0.01, credit: 1 },
      { min: 3, max: 4, credit: 0.5 },
    ]);
  });

  it("asks for a number where the type sends one, at that field", () => {
    const draft = setRow(
      setType(draftWith(question(["a", "b"], 0, "Q")), 0, "NUMERICAL"),
      0,
      { list: "numericAnswers", rowIndex: 0, value: { value: "three" } },
    );
    expect(findIssue(draft)).toEqual({
      message: "Question 1: accepted number 1's value must be a number",
      target: {
        kind: "field",
        questionIndex: 0,
        field: "numericAnswers.0.value",
      },
    });
    expect(
      findIssue(
        setQuestionField(
          draftWith(question(["a", "b"], 0, "Q")),
          0,
          "points",
          "",
        ),
      )?.target,
    ).toEqual({
      kind: "field",
      questionIndex: 0,
      field: "points",
    });
  });

  it("leaves the options of other types to the server (empty options are single choice's rule here)", () => {
    const draft = setType(draftWith(question(["", ""], 0, "Q")), 0, "ESSAY");
    expect(findIssue(draft)).toBeNull();
    expect(toQuestionInput(draft.questions[0])).toEqual({
      type: "ESSAY",
      questionText: "Q",
      points: 1,
    });
  });

  it("reads a stored quiz of every type back to the same input", () => {
    const draft = draftFromQuiz({
      title: "T",
      instructions: "I",
      questions: questionsOfEveryType(),
    });
    expect(toQuizInput(draft).questions).toEqual(everyTypeInput());
  });
});
