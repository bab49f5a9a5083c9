// The quiz builder's rules (SPEC.md sections 3, 5 and 9), free of React so every rule is tested alone.
import type { QuizInput } from "../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../lib/assert-unreachable";

export const MIN_QUESTIONS = 1;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
export const DEFAULT_OPTION_COUNT = 4;
export const DEFAULT_CORRECT_INDEX = 0;

export const FILL_REQUIRED_FIELDS = "Please fill in all required fields";
export const questionMessages = {
  missingText: (n: number) => `Question ${n} is missing text`,
  emptyOptions: (n: number) => `Question ${n} has empty options`,
  duplicateOptions: (n: number) => `Question ${n} has duplicate options`,
};

// `key` only keeps React's list identity stable while questions are added and removed.
export type QuestionDraft = { key: string; questionText: string; options: string[]; correctAnswerIndex: number };
export type QuizDraft = { title: string; instructions: string; questions: QuestionDraft[] };

// Where a validation message belongs, so the form can move focus there.
export type IssueTarget =
  | { kind: "title" }
  | { kind: "instructions" }
  | { kind: "questionText"; questionIndex: number }
  | { kind: "option"; questionIndex: number; optionIndex: number };
export type ValidationIssue = { message: string; target: IssueTarget };

let keyCounter = 0;
const nextKey = (): string => {
  keyCounter += 1;
  return `question-${keyCounter}`;
};

// A new question starts with four empty options and the first one marked correct.
export const createQuestion = (): QuestionDraft => ({
  key: nextKey(),
  questionText: "",
  options: Array.from({ length: DEFAULT_OPTION_COUNT }, () => ""),
  correctAnswerIndex: DEFAULT_CORRECT_INDEX,
});

export const createDraft = (): QuizDraft => ({ title: "", instructions: "", questions: [createQuestion()] });

type QuizLike = {
  title: string;
  instructions: string;
  questions: readonly { questionText: string; options: readonly string[]; correctAnswerIndex?: number | null }[];
};

// The edit screen's prefill; an index the API did not disclose (or out of range) falls back to 0.
export const draftFromQuiz = (quiz: QuizLike): QuizDraft => ({
  title: quiz.title,
  instructions: quiz.instructions,
  questions: quiz.questions.map((question) => {
    const index = question.correctAnswerIndex ?? DEFAULT_CORRECT_INDEX;
    return {
      key: nextKey(),
      questionText: question.questionText,
      options: [...question.options],
      correctAnswerIndex: index >= 0 && index < question.options.length ? index : DEFAULT_CORRECT_INDEX,
    };
  }),
});

export const canRemoveQuestion = (draft: QuizDraft): boolean => draft.questions.length > MIN_QUESTIONS;
export const canAddOption = (question: QuestionDraft): boolean => question.options.length < MAX_OPTIONS;
export const canRemoveOption = (question: QuestionDraft): boolean => question.options.length > MIN_OPTIONS;

const updateQuestion = (draft: QuizDraft, questionIndex: number, change: (question: QuestionDraft) => QuestionDraft): QuizDraft => {
  const question = draft.questions[questionIndex];
  if (!question) return draft;
  const next = change(question);
  if (next === question) return draft;
  return { ...draft, questions: draft.questions.map((item, index) => (index === questionIndex ? next : item)) };
};

export const setTitle = (draft: QuizDraft, title: string): QuizDraft => ({ ...draft, title });
export const setInstructions = (draft: QuizDraft, instructions: string): QuizDraft => ({ ...draft, instructions });

export const addQuestion = (draft: QuizDraft): QuizDraft => ({ ...draft, questions: [...draft.questions, createQuestion()] });

// At least one question stays.
export const removeQuestion = (draft: QuizDraft, questionIndex: number): QuizDraft => {
  if (!canRemoveQuestion(draft) || !draft.questions[questionIndex]) return draft;
  return { ...draft, questions: draft.questions.filter((_, index) => index !== questionIndex) };
};

export const setQuestionText = (draft: QuizDraft, questionIndex: number, questionText: string): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => ({ ...question, questionText }));

export const setOption = (draft: QuizDraft, questionIndex: number, optionIndex: number, value: string): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => {
    if (optionIndex < 0 || optionIndex >= question.options.length) return question;
    return { ...question, options: question.options.map((option, index) => (index === optionIndex ? value : option)) };
  });

// At most six options: adding at six changes nothing.
export const addOption = (draft: QuizDraft, questionIndex: number): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) =>
    canAddOption(question) ? { ...question, options: [...question.options, ""] } : question,
  );

// At least two options stay. The correct index follows its option: at or above the removed
// position it moves down by one, never below 0.
export const removeOption = (draft: QuizDraft, questionIndex: number, optionIndex: number): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => {
    if (!canRemoveOption(question) || optionIndex < 0 || optionIndex >= question.options.length) return question;
    const correct = question.correctAnswerIndex;
    return {
      ...question,
      options: question.options.filter((_, index) => index !== optionIndex),
      correctAnswerIndex: correct >= optionIndex ? Math.max(0, correct - 1) : correct,
    };
  });

// Only an existing option can be the correct one.
export const setCorrect = (draft: QuizDraft, questionIndex: number, correctAnswerIndex: number): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => {
    if (!Number.isInteger(correctAnswerIndex) || correctAnswerIndex < 0 || correctAnswerIndex >= question.options.length) {
      return question;
    }
    return { ...question, correctAnswerIndex };
  });

// Options compare as the API compares them: trimmed and case-insensitively.
const normalise = (value: string): string => value.trim().toLowerCase();

const questionIssue = (question: QuestionDraft, questionIndex: number): ValidationIssue | null => {
  const n = questionIndex + 1;
  if (question.questionText.trim() === "") {
    return { message: questionMessages.missingText(n), target: { kind: "questionText", questionIndex } };
  }
  const empty = question.options.findIndex((option) => option.trim() === "");
  if (empty !== -1) {
    return { message: questionMessages.emptyOptions(n), target: { kind: "option", questionIndex, optionIndex: empty } };
  }
  const seen = question.options.map(normalise);
  const duplicate = seen.findIndex((option, index) => seen.indexOf(option) !== index);
  if (duplicate !== -1) {
    return { message: questionMessages.duplicateOptions(n), target: { kind: "option", questionIndex, optionIndex: duplicate } };
  }
  return null;
};

// SPEC.md's order: title and instructions, then each question (N from 1): text, empty options, duplicates.
export const findIssue = (draft: QuizDraft): ValidationIssue | null => {
  if (draft.title.trim() === "") return { message: FILL_REQUIRED_FIELDS, target: { kind: "title" } };
  if (draft.instructions.trim() === "") return { message: FILL_REQUIRED_FIELDS, target: { kind: "instructions" } };
  for (const [index, question] of draft.questions.entries()) {
    const issue = questionIssue(question, index);
    if (issue) return issue;
  }
  return null;
};

// The first message, or null when the quiz can be saved.
export const validate = (draft: QuizDraft): string | null => findIssue(draft)?.message ?? null;

// What the API receives: trimmed texts, no React keys.
export const toQuizInput = (draft: QuizDraft): QuizInput => ({
  title: draft.title.trim(),
  instructions: draft.instructions.trim(),
  questions: draft.questions.map((question) => ({
    questionText: question.questionText.trim(),
    options: question.options.map((option) => option.trim()),
    correctAnswerIndex: question.correctAnswerIndex,
  })),
});

export type QuizBuilderAction =
  | { type: "setTitle"; value: string }
  | { type: "setInstructions"; value: string }
  | { type: "addQuestion" }
  | { type: "removeQuestion"; questionIndex: number }
  | { type: "setQuestionText"; questionIndex: number; value: string }
  | { type: "addOption"; questionIndex: number }
  | { type: "removeOption"; questionIndex: number; optionIndex: number }
  | { type: "setOption"; questionIndex: number; optionIndex: number; value: string }
  | { type: "setCorrect"; questionIndex: number; optionIndex: number };

export const quizBuilderReducer = (draft: QuizDraft, action: QuizBuilderAction): QuizDraft => {
  switch (action.type) {
    case "setTitle":
      return setTitle(draft, action.value);
    case "setInstructions":
      return setInstructions(draft, action.value);
    case "addQuestion":
      return addQuestion(draft);
    case "removeQuestion":
      return removeQuestion(draft, action.questionIndex);
    case "setQuestionText":
      return setQuestionText(draft, action.questionIndex, action.value);
    case "addOption":
      return addOption(draft, action.questionIndex);
    case "removeOption":
      return removeOption(draft, action.questionIndex, action.optionIndex);
    case "setOption":
      return setOption(draft, action.questionIndex, action.optionIndex, action.value);
    case "setCorrect":
      return setCorrect(draft, action.questionIndex, action.optionIndex);
    default:
      return assertUnreachable(action);
  }
};
