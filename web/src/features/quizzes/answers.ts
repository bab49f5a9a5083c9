// A learner's answer to one question while it is being answered, per question type: the one place
// that says what a type's answer looks like, when it counts as answered and what is sent for it.
// Positions are those shown (options, prompts); `matches` indexes the question's shown matches.
import type { QuestionType, QuizAnswerInput, SavedAnswerFieldsFragment } from "../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../lib/assert-unreachable";

export const ESSAY_MAX_LENGTH = 50_000;
export const SHORT_ANSWER_MAX_LENGTH = 10_000;

// SINGLE_CHOICE: the option's position; MULTIPLE_RESPONSE: positions chosen (sorted); TRUE_FALSE: a
// boolean; SHORT_ANSWER, NUMERICAL (as typed) and ESSAY: the text; MATCHING: per prompt a match or null.
export type AnswerValue = number | boolean | string | ReadonlyArray<number | null> | null;

// Array.isArray narrows a readonly array to any[]; this keeps the element type.
export const isPicks = (value: AnswerValue): value is ReadonlyArray<number | null> => Array.isArray(value);

export type AnswerableQuestion = {
  type: QuestionType;
  options: readonly string[];
  prompts: readonly string[];
  matches: readonly string[];
};

const isIndex = (value: unknown, count: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value < count;

// A value read from storage or the server, kept when it fits the question; else not answered (null).
export const readAnswer = (question: AnswerableQuestion, raw: unknown): AnswerValue => {
  switch (question.type) {
    case "SINGLE_CHOICE":
      return isIndex(raw, question.options.length) ? raw : null;
    case "MULTIPLE_RESPONSE": {
      if (!Array.isArray(raw) || !raw.every((item) => isIndex(item, question.options.length))) return null;
      const chosen = [...new Set(raw)].sort((a, b) => a - b);
      return chosen.length > 0 ? chosen : null;
    }
    case "TRUE_FALSE":
      return typeof raw === "boolean" ? raw : null;
    case "SHORT_ANSWER":
      return typeof raw === "string" ? raw.slice(0, SHORT_ANSWER_MAX_LENGTH) : null;
    case "ESSAY":
      return typeof raw === "string" ? raw.slice(0, ESSAY_MAX_LENGTH) : null;
    case "NUMERICAL":
      return typeof raw === "string" ? raw : null;
    case "MATCHING": {
      if (!Array.isArray(raw) || raw.length !== question.prompts.length) return null;
      const picks = raw.map((item: unknown) => (isIndex(item, question.matches.length) ? item : null));
      return picks.some((pick) => pick !== null) ? picks : null;
    }
    default:
      return assertUnreachable(question.type);
  }
};

const isBlankText = (value: AnswerValue): boolean => typeof value !== "string" || value.trim() === "";

// Answered in full (SPEC.md: Submit waits for every question): an option picked, at least one box
// ticked, True or False chosen, some text or number typed, every prompt matched.
export const isAnswered = (question: AnswerableQuestion, value: AnswerValue): boolean => {
  switch (question.type) {
    case "SINGLE_CHOICE":
      return typeof value === "number";
    case "MULTIPLE_RESPONSE":
      return isPicks(value) && value.length > 0;
    case "TRUE_FALSE":
      return typeof value === "boolean";
    case "SHORT_ANSWER":
    case "NUMERICAL":
    case "ESSAY":
      return !isBlankText(value);
    case "MATCHING":
      return isPicks(value) && value.length === question.prompts.length && value.every((pick) => pick !== null);
    default:
      return assertUnreachable(question.type);
  }
};

// What is sent for one question (its one field), or null when nothing was given. A matching answered
// in part is sent (a timed attempt saves it, and submits it when time runs out).
export const answerInput = (question: AnswerableQuestion, questionIndex: number, value: AnswerValue): QuizAnswerInput | null => {
  if (value === null) return null;
  switch (question.type) {
    case "SINGLE_CHOICE":
      return typeof value === "number" ? { questionIndex, selectedOptionIndex: value } : null;
    case "MULTIPLE_RESPONSE":
      return isPicks(value) && value.length > 0 ? { questionIndex, selectedOptionIndexes: value as number[] } : null;
    case "TRUE_FALSE":
      return typeof value === "boolean" ? { questionIndex, booleanAnswer: value } : null;
    case "SHORT_ANSWER":
    case "ESSAY":
      return isBlankText(value) ? null : { questionIndex, textAnswer: value as string };
    case "NUMERICAL":
      return isBlankText(value) ? null : { questionIndex, numberAnswer: (value as string).trim() };
    case "MATCHING":
      return isPicks(value) && value.some((pick) => pick !== null) ? { questionIndex, matchIndexes: [...value] } : null;
    default:
      return assertUnreachable(question.type);
  }
};

// A submission's or a save's answers: each at its position on screen (the server maps shuffles back).
export const answerInputs = (questions: readonly AnswerableQuestion[], answers: readonly AnswerValue[]): QuizAnswerInput[] =>
  questions.flatMap((question, position) => answerInput(question, position, answers[position] ?? null) ?? []);

// A timed attempt's saved answer, read back into the value its question is answered with.
export const savedAnswerValue = (question: AnswerableQuestion, saved: SavedAnswerFieldsFragment | undefined): AnswerValue => {
  if (!saved) return null;
  switch (question.type) {
    case "SINGLE_CHOICE":
      return readAnswer(question, saved.selectedOptionIndex);
    case "MULTIPLE_RESPONSE":
      return readAnswer(question, saved.selectedOptionIndexes);
    case "TRUE_FALSE":
      return readAnswer(question, saved.booleanAnswer);
    case "SHORT_ANSWER":
    case "ESSAY":
      return readAnswer(question, saved.textAnswer);
    case "NUMERICAL":
      return readAnswer(question, saved.numberAnswer);
    case "MATCHING":
      return readAnswer(question, saved.matchIndexes);
    default:
      return assertUnreachable(question.type);
  }
};

export const sameAnswer = (a: AnswerValue, b: AnswerValue): boolean => JSON.stringify(a) === JSON.stringify(b);
