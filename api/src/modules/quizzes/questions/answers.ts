// A learner's answer to one question (a QuizAnswerInput-like object) read against the question's
// type: exactly one answer field, the one its type takes, in range; else BAD_USER_INPUT naming the
// question. Indexes are in the tutor's order (an attempt's shuffles are undone before this).
import { AppError, assertUnreachable } from '../../../shared/errors';
import { clean } from '../../../shared/validation';
import { parseNumber } from './number';
import { type LearnerAnswer, type Question, type QuestionType, matchesOf } from './types';

export const MAX_TEXT_ANSWER = 10_000;
export const MAX_ESSAY_ANSWER = 50_000;

/** The answer field each type takes, and how its message says what is needed. */
const ANSWER_FIELD = {
  SINGLE_CHOICE: ['selectedOptionIndex', 'one chosen option (selectedOptionIndex)'],
  MULTIPLE_RESPONSE: ['selectedOptionIndexes', 'the chosen options (selectedOptionIndexes)'],
  TRUE_FALSE: ['booleanAnswer', 'true or false (booleanAnswer)'],
  SHORT_ANSWER: ['textAnswer', 'a typed answer (textAnswer)'],
  NUMERICAL: ['numberAnswer', 'a number, typed as text (numberAnswer)'],
  MATCHING: ['matchIndexes', 'a match (or null) for each prompt (matchIndexes)'],
  ESSAY: ['textAnswer', 'a written answer (textAnswer)'],
} as const satisfies Record<QuestionType, readonly [string, string]>;

const ANSWER_FIELDS = [...new Set(Object.values(ANSWER_FIELD).map(([field]) => field))];

export const ANSWER_MESSAGES = {
  needs: (n: number, type: QuestionType) => `Question ${n} needs ${ANSWER_FIELD[type][1]}`,
  noOption: (n: number) => `Question ${n} has no such option`,
  chooseOne: (n: number) => `Question ${n} needs at least one chosen option`,
  sameOption: (n: number) => `Question ${n} has the same option chosen twice`,
  tooLong: (n: number, max: number) => `Question ${n}: the answer can be at most ${max.toLocaleString('en')} characters`,
  matchCount: (n: number, prompts: number) => `Question ${n} needs one match (or null) for each of its ${prompts} prompts`,
  noMatch: (n: number) => `Question ${n} has no such match`,
  comma: (n: number) => `Question ${n}: write numbers with a point for decimals, e.g. 3.5`,
  notANumber: (n: number) => `Question ${n} needs a number, e.g. 42 or 3.5`,
};

const refuse = (message: string): never => {
  throw new AppError('BAD_USER_INPUT', message, { fieldErrors: { answers: message } });
};

const isIndex = (value: unknown, length: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < length;

/**
 * The one answer field the input gives (null counts as not given), as the question's type takes it;
 * none, two, or another type's field is refused with what question n needs.
 */
function answerValue(question: Question, input: unknown, n: number): unknown {
  const fields = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const given = ANSWER_FIELDS.filter((field) => fields[field] !== undefined && fields[field] !== null);
  const [field] = ANSWER_FIELD[question.type];
  if (given.length !== 1 || given[0] !== field) refuse(ANSWER_MESSAGES.needs(n, question.type));
  return fields[field];
}

function typedText(value: unknown, max: number, n: number, type: QuestionType): string {
  // Anything but a string reads as '' and is refused like an empty answer.
  const text = clean(value);
  if (text === '') refuse(ANSWER_MESSAGES.needs(n, type));
  if (text.length > max) refuse(ANSWER_MESSAGES.tooLong(n, max));
  return text;
}

function chosenOptions(value: unknown, options: number, n: number): number[] {
  if (!Array.isArray(value)) return refuse(ANSWER_MESSAGES.needs(n, 'MULTIPLE_RESPONSE'));
  if (value.length === 0) refuse(ANSWER_MESSAGES.chooseOne(n));
  if (!value.every((index) => isIndex(index, options))) refuse(ANSWER_MESSAGES.noOption(n));
  if (new Set(value).size !== value.length) refuse(ANSWER_MESSAGES.sameOption(n));
  return value as number[];
}

function chosenMatches(value: unknown, prompts: number, matches: number, n: number): (number | null)[] {
  if (!Array.isArray(value)) return refuse(ANSWER_MESSAGES.needs(n, 'MATCHING'));
  if (value.length !== prompts) refuse(ANSWER_MESSAGES.matchCount(n, prompts));
  if (!value.every((index) => index === null || isIndex(index, matches))) refuse(ANSWER_MESSAGES.noMatch(n));
  return value as (number | null)[];
}

function typedNumber(value: unknown, n: number): { numberAnswer: number; typed: string } {
  const typed = typedText(value, MAX_TEXT_ANSWER, n, 'NUMERICAL');
  const parsed = parseNumber(typed);
  if (parsed.ok) return { numberAnswer: parsed.value, typed };
  return refuse(parsed.problem === 'COMMA' ? ANSWER_MESSAGES.comma(n) : ANSWER_MESSAGES.notANumber(n));
}

/** Question n's answer (n counts from 1, for the messages), checked against the question. */
export function readAnswer(question: Question, input: unknown, n: number): LearnerAnswer {
  const value = answerValue(question, input, n);
  switch (question.type) {
    case 'SINGLE_CHOICE':
      return { type: question.type, selectedOptionIndex: isIndex(value, question.options.length) ? value : refuse(ANSWER_MESSAGES.noOption(n)) };
    case 'MULTIPLE_RESPONSE':
      return { type: question.type, selectedOptionIndexes: chosenOptions(value, question.options.length, n) };
    case 'TRUE_FALSE':
      return { type: question.type, booleanAnswer: typeof value === 'boolean' ? value : refuse(ANSWER_MESSAGES.needs(n, question.type)) };
    case 'SHORT_ANSWER':
      return { type: question.type, textAnswer: typedText(value, MAX_TEXT_ANSWER, n, question.type) };
    case 'NUMERICAL':
      return { type: question.type, ...typedNumber(value, n) };
    case 'MATCHING':
      return { type: question.type, matchIndexes: chosenMatches(value, question.pairs.length, matchesOf(question).length, n) };
    case 'ESSAY':
      return { type: question.type, textAnswer: typedText(value, MAX_ESSAY_ANSWER, n, question.type) };
    default:
      return assertUnreachable(question);
  }
}
