// The rules of a question, per type, in one table: each rule's field (relative to the question),
// its form message naming the question's number, and its reason for a file import's preview.
// Single-choice questions keep the quiz's rules (quiz.validation's QUESTION_CHECKS) in their order.
import type { Rule } from '../../../shared/validation';
import { MAX_OPTIONS, MAX_TEXT, MIN_OPTIONS, QUESTION_CHECKS, QUESTION_MESSAGES, type QuestionProblem } from '../quiz.validation';
import { type Question, type QuestionOf, type QuestionType, TextFormat, roundPoints } from './types';

const MAX_POINTS = 1000;
const MAX_ANSWERS = 20;
const MIN_PAIRS = 2;
const MAX_PAIRS = 20;
const MAX_EXTRA_MATCHES = 20;

type QuestionCheck<Q extends Question = Question> = {
  /** The field it belongs to, relative to the question: 'points', 'numericAnswers.2.tolerance'. */
  field: (question: Q) => string;
  holds: (question: Q) => boolean;
  /** For the forms: names the question by its number (from 1). */
  message: (n: number) => string;
  /** For an import's preview, which points at the question by its place in the file. */
  reason: (question: Q) => string;
};

type Reason<Q> = string | ((question: Q) => string);
const reasonOf = <Q>(reason: Reason<Q>) => (question: Q): string => (typeof reason === 'string' ? reason : reason(question));

function check<Q extends Question>(field: string, holds: (question: Q) => boolean, message: (n: number) => string, reason: Reason<Q>): QuestionCheck<Q> {
  return { field: () => field, holds, message, reason: reasonOf(reason) };
}

/**
 * A rule over the parts of a question (each part's field and whether it holds): its field is the
 * first failing part's, or `field` when all hold.
 */
function partsCheck<Q extends Question>(field: string, parts: (question: Q) => [string, boolean][], message: (n: number) => string, reason: Reason<Q>): QuestionCheck<Q> {
  const failing = (question: Q) => parts(question).find(([, ok]) => !ok);
  return { field: (question) => failing(question)?.[0] ?? field, holds: (question) => !failing(question), message, reason: reasonOf(reason) };
}

/** A rule each item of a list keeps; `path` is the item's field with `*` for its index ('pairs.*.prompt'). */
function eachCheck<Q extends Question, T>(path: string, items: (question: Q) => readonly T[], holds: (item: T) => boolean, message: (n: number) => string, reason: Reason<Q>): QuestionCheck<Q> {
  const parts = (question: Q) => items(question).map((item, i): [string, boolean] => [path.replace('*', String(i)), holds(item)]);
  return partsCheck(path.split('.*')[0], parts, message, reason);
}

/** Whether each text repeats an earlier one (trimmed texts, any case: one text to a learner). */
const repeats = (texts: readonly string[]): boolean[] => texts.map((text, i) => texts.slice(0, i).some((earlier) => earlier.toLowerCase() === text.toLowerCase()));
const firstRepeat = (texts: readonly string[]): string => texts[repeats(texts).indexOf(true)] ?? '';

const countIs = (count: number, min: number, max: number): boolean => count >= min && count <= max;
const isCredit = (min: number) => (credit: number): boolean => credit >= min && credit <= 1;
const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

// The quiz's own option rules (quiz.validation), worded for a preview.
const TODAY_REASONS: Record<QuestionProblem, Reason<{ options: string[] }>> = {
  missingText: 'The question has no text',
  emptyOptions: 'An option is empty',
  duplicateOptions: ({ options }) => `Two options are the same: “${firstRepeat(options)}”`,
  optionCount: ({ options }) => `Has ${plural(options.length, 'option')}; a question needs ${MIN_OPTIONS} to ${MAX_OPTIONS}`,
  correctAnswer: 'Has no correct answer',
  tooLong: () => `The question or an option is longer than ${MAX_TEXT} characters`,
};

type WithOptions = QuestionOf<'SINGLE_CHOICE'> | QuestionOf<'MULTIPLE_RESPONSE'>;

function todaysRule(problem: QuestionProblem): (typeof QUESTION_CHECKS)[number] {
  const rule = QUESTION_CHECKS.find(([name]) => name === problem);
  if (!rule) throw new Error(`quiz.validation has no rule ${problem}`);
  return rule;
}

/**
 * One of the quiz's single-choice rules, as it stands (a multiple-response question has no correct
 * index). Looked up when used, not when loaded: quiz.validation imports this module too.
 */
function todays<Q extends Question & { options?: string[] }>(problem: QuestionProblem): QuestionCheck<Q> {
  const stored = (question: Q) => ({
    questionText: question.questionText,
    options: question.options ?? [],
    correctAnswerIndex: 'correctAnswerIndex' in question ? question.correctAnswerIndex : 0,
  });
  return {
    field: () => todaysRule(problem)[1],
    holds: (question) => todaysRule(problem)[2](stored(question)),
    message: (n) => QUESTION_MESSAGES[problem](n),
    reason: (question) => reasonOf(TODAY_REASONS[problem])({ options: question.options ?? [] }),
  };
}

/** Every text a question holds, with its field; what is not text (a number, a kind refused elsewhere) is left out. */
function textParts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === 'type' || key === 'textFormat' ? [] : textParts(item, path === '' ? key : `${path}.${key}`)));
}

/** Every feedback a question holds, with its field. */
function feedbackParts(question: Question): [string, unknown][] {
  const listed = (list: string, items: readonly unknown[]) => items.map((item, i): [string, unknown] => [`${list}.${i}`, item]);
  const ofAnswers = (list: string, answers: readonly { feedback: unknown }[]) => listed(list, answers).map(([path, answer]): [string, unknown] => [`${path}.feedback`, (answer as { feedback: unknown }).feedback]);
  return [
    ['generalFeedback', question.generalFeedback],
    ...('optionFeedback' in question ? listed('optionFeedback', question.optionFeedback) : []),
    ...('acceptedAnswers' in question ? ofAnswers('acceptedAnswers', question.acceptedAnswers) : []),
    ...('numericAnswers' in question ? ofAnswers('numericAnswers', question.numericAnswers) : []),
  ];
}

export const TYPE_MESSAGES = {
  unknownType: (n: number) => `Question ${n} has a type LearnHub does not know`,
  pointsPositive: (n: number) => `Question ${n} must be worth more than 0 points`,
  pointsMax: (n: number) => `Question ${n} can be worth at most ${MAX_POINTS} points`,
  pointsDecimals: (n: number) => `Question ${n}: points can have at most 2 decimals`,
  textFormat: (n: number) => `Question ${n} must be written as plain text or Markdown`,
  feedbackText: (n: number) => `Question ${n} has feedback that is not text`,
  feedbackCount: (n: number) => `Question ${n} has feedback for an answer it does not have`,
  creditCount: (n: number) => `Question ${n} needs one credit per option`,
  optionCredit: (n: number) => `Question ${n}: each option's credit must be from -1 to 1 (-100% to 100%)`,
  positiveCredit: (n: number) => `Question ${n}: a multiple-response question needs at least one option with positive credit`,
  creditSum: (n: number) => `Question ${n}: the positive credits of its options must add up to 100%`,
  correctBoolean: (n: number) => `Question ${n} must say whether the statement is true or false`,
  answerCount: (n: number) => `Question ${n} must have between 1 and ${MAX_ANSWERS} accepted answers`,
  emptyAnswer: (n: number) => `Question ${n} has an empty accepted answer`,
  answerCredit: (n: number) => `Question ${n}: each accepted answer's credit must be from 0 to 1 (0% to 100%)`,
  fullCredit: (n: number) => `Question ${n}: one of the accepted answers should have a credit of 100%`,
  caseSensitive: (n: number) => `Question ${n}: case sensitivity must be true or false`,
  numberForm: (n: number) => `Question ${n}: each accepted number needs either a value (with a tolerance) or a range from a minimum to a maximum`,
  finiteNumber: (n: number) => `Question ${n} has an accepted number that is not a finite number`,
  tolerance: (n: number) => `Question ${n}: a tolerance cannot be negative`,
  range: (n: number) => `Question ${n}: a range's minimum cannot be above its maximum`,
  pairCount: (n: number) => `Question ${n} must have between ${MIN_PAIRS} and ${MAX_PAIRS} pairs`,
  emptyPrompt: (n: number) => `Question ${n} has a pair without a prompt`,
  emptyMatch: (n: number) => `Question ${n} has a pair without a match`,
  duplicatePrompts: (n: number) => `Question ${n} has the same prompt twice`,
  extraCount: (n: number) => `Question ${n} can have at most ${MAX_EXTRA_MATCHES} extra matches`,
  emptyExtra: (n: number) => `Question ${n} has an empty extra match`,
  extraRepeats: (n: number) => `Question ${n} has an extra match that is already a pair's match`,
};
const M = TYPE_MESSAGES;

// What every type ends with: points, text format, feedback, lengths.
const COMMON: readonly QuestionCheck[] = [
  check('points', ({ points }) => points > 0, M.pointsPositive, 'Its points must be more than 0'),
  check('points', ({ points }) => points <= MAX_POINTS, M.pointsMax, `It is worth more than ${MAX_POINTS} points`),
  check('points', ({ points }) => roundPoints(points) === points, M.pointsDecimals, 'Its points have more than 2 decimals'),
  check('textFormat', ({ textFormat }) => Object.values(TextFormat).includes(textFormat), M.textFormat, 'Its text format is neither plain text nor Markdown'),
  partsCheck('generalFeedback', (question) => feedbackParts(question).map(([path, value]) => [path, value === null || typeof value === 'string']), M.feedbackText, 'A feedback is not text'),
  partsCheck('questionText', (question) => textParts(question, '').map(([path, text]) => [path, text.length <= MAX_TEXT]), (n) => QUESTION_MESSAGES.tooLong(n), () => `A text of the question is longer than ${MAX_TEXT} characters`),
];

const feedbackPerOption = <Q extends WithOptions>(): QuestionCheck<Q> =>
  check('optionFeedback', ({ options, optionFeedback }) => optionFeedback.length <= options.length, M.feedbackCount, 'Has feedback for an option it does not have');

const optionRules = <Q extends WithOptions>(): QuestionCheck<Q>[] => [todays<Q>('emptyOptions'), todays<Q>('duplicateOptions'), todays<Q>('optionCount')];

const positiveSum = (credits: readonly number[]): number => credits.filter((credit) => credit > 0).reduce((sum, credit) => sum + credit, 0);

type Answered = QuestionOf<'SHORT_ANSWER'> | QuestionOf<'NUMERICAL'>;
const answersOf = (question: Answered): readonly { credit: number }[] => ('acceptedAnswers' in question ? question.acceptedAnswers : question.numericAnswers);
const answerRules = <Q extends Answered>(list: string): QuestionCheck<Q>[] => [
  check(list, (question) => countIs(answersOf(question).length, 1, MAX_ANSWERS), M.answerCount, `Needs 1 to ${MAX_ANSWERS} accepted answers`),
  eachCheck(`${list}.*.credit`, answersOf, ({ credit }) => isCredit(0)(credit), M.answerCredit, 'An answer has a credit outside 0% to 100%'),
  check(list, (question) => answersOf(question).some(({ credit }) => credit === 1), M.fullCredit, 'None of its answers has a credit of 100%'),
];

type NumericAnswer = QuestionOf<'NUMERICAL'>['numericAnswers'][number];
const oneForm = ({ value, tolerance, min, max }: NumericAnswer): boolean =>
  (value !== null && min === null && max === null) || (value === null && tolerance === null && min !== null && max !== null);
const allFinite = ({ value, tolerance, min, max }: NumericAnswer): boolean => [value, tolerance, min, max].every((x) => x === null || Number.isFinite(x));
const matchKey = (text: string): string => text.toLowerCase();

const missingText = todays<Question & { options?: string[] }>('missingText') as QuestionCheck;

type Table = { [T in QuestionType]: readonly QuestionCheck<QuestionOf<T>>[] };
let table: Table | undefined;

// Built on first use: the single-choice rules come from quiz.validation, which imports this module.
const checksTable = (): Table => (table ??= {
  SINGLE_CHOICE: [...QUESTION_CHECKS.map(([problem]) => todays<QuestionOf<'SINGLE_CHOICE'>>(problem)), feedbackPerOption(), ...COMMON],
  MULTIPLE_RESPONSE: [
    missingText,
    ...optionRules(),
    check('optionCredits', ({ options, optionCredits }) => optionCredits.length === options.length, M.creditCount, 'Needs one credit per option'),
    eachCheck('optionCredits.*', (question) => question.optionCredits, isCredit(-1), M.optionCredit, 'An option has a credit outside -100% to 100%'),
    check('optionCredits', ({ optionCredits }) => optionCredits.some((credit) => credit > 0), M.positiveCredit, 'A multiple-response question needs at least one option with positive credit'),
    // Moodle's rule: the positive credits, rounded to the hundredth, make 100%.
    check('optionCredits', ({ optionCredits }) => roundPoints(positiveSum(optionCredits)) === 1, M.creditSum, ({ optionCredits }) => `Its positive credits add up to ${roundPoints(positiveSum(optionCredits) * 100)}%, not 100%`),
    feedbackPerOption(),
    ...COMMON,
  ],
  TRUE_FALSE: [
    missingText,
    check('correctBoolean', ({ correctBoolean }) => typeof correctBoolean === 'boolean', M.correctBoolean, 'Does not say whether the statement is true or false'),
    check('optionFeedback', ({ optionFeedback }) => optionFeedback.length === 2, M.feedbackCount, 'Has feedback for an answer other than true and false'),
    ...COMMON,
  ],
  SHORT_ANSWER: [
    missingText,
    ...answerRules('acceptedAnswers'),
    eachCheck('acceptedAnswers.*.text', (question) => question.acceptedAnswers, ({ text }) => text !== '', M.emptyAnswer, 'An accepted answer is empty'),
    check('caseSensitive', ({ caseSensitive }) => typeof caseSensitive === 'boolean', M.caseSensitive, 'Its case sensitivity is neither true nor false'),
    ...COMMON,
  ],
  NUMERICAL: [
    missingText,
    ...answerRules('numericAnswers'),
    eachCheck('numericAnswers.*', (question) => question.numericAnswers, oneForm, M.numberForm, 'An accepted number has neither a value nor a range, or both'),
    eachCheck('numericAnswers.*', (question) => question.numericAnswers, allFinite, M.finiteNumber, 'An accepted number is not a finite number'),
    eachCheck('numericAnswers.*.tolerance', (question) => question.numericAnswers, ({ tolerance }) => tolerance === null || tolerance >= 0, M.tolerance, 'A tolerance is negative'),
    eachCheck('numericAnswers.*.max', (question) => question.numericAnswers, ({ min, max }) => min === null || max === null || min <= max, M.range, "A range's minimum is above its maximum"),
    ...COMMON,
  ],
  MATCHING: [
    missingText,
    check('pairs', ({ pairs }) => countIs(pairs.length, MIN_PAIRS, MAX_PAIRS), M.pairCount, ({ pairs }) => `Has ${plural(pairs.length, 'pair')}; a matching question needs ${MIN_PAIRS} to ${MAX_PAIRS}`),
    eachCheck('pairs.*.prompt', (question) => question.pairs, ({ prompt }) => prompt !== '', M.emptyPrompt, 'A pair has no prompt'),
    eachCheck('pairs.*.match', (question) => question.pairs, ({ match }) => match !== '', M.emptyMatch, 'A pair has no match'),
    eachCheck('pairs.*.prompt', (question) => repeats(question.pairs.map(({ prompt }) => prompt)), (repeated) => !repeated, M.duplicatePrompts, ({ pairs }) => `Two prompts are the same: “${firstRepeat(pairs.map(({ prompt }) => prompt))}”`),
    check('extraMatches', ({ extraMatches }) => extraMatches.length <= MAX_EXTRA_MATCHES, M.extraCount, `Has more than ${MAX_EXTRA_MATCHES} extra matches`),
    eachCheck('extraMatches.*', (question) => question.extraMatches, (extra) => extra !== '', M.emptyExtra, 'An extra match is empty'),
    eachCheck(
      'extraMatches.*',
      ({ pairs, extraMatches }) => extraMatches.map((extra) => pairs.some(({ match }) => matchKey(match) === matchKey(extra))),
      (repeated) => !repeated,
      M.extraRepeats,
      "An extra match is already a pair's match",
    ),
    ...COMMON,
  ],
  ESSAY: [missingText, ...COMMON],
});

/** The rules of the question's type, or none for a type LearnHub does not know. */
const checksOf = (question: Question): readonly QuestionCheck[] | undefined => (checksTable() as Partial<Record<string, readonly QuestionCheck[]>>)[question.type];

const UNKNOWN_TYPE = check('type', () => false, M.unknownType, 'Its question type is not one LearnHub knows');

/** The question's rules for `validateQuiz`, as question i (from 0) of a quiz: fields `questions.${i}.…`. */
export function questionRules(question: Question, i: number): Rule[] {
  return (checksOf(question) ?? [UNKNOWN_TYPE]).map((rule) => [`questions.${i}.${rule.field(question)}`, rule.holds(question), rule.message(i + 1)]);
}

/**
 * The question's rules for a form of one question (the bank's): fields relative to the question
 * ('points', 'options.1') and the rules' plain wording ("An option is empty").
 */
export function fieldRules(question: Question): Rule[] {
  return (checksOf(question) ?? [UNKNOWN_TYPE]).map((rule) => [rule.field(question), rule.holds(question), rule.reason(question)]);
}

/** The first rule a question read from a file breaks, in plain words for the preview, or null. */
export function questionProblem(question: Question): string | null {
  const broken = (checksOf(question) ?? [UNKNOWN_TYPE]).find((rule) => !rule.holds(question));
  return broken ? broken.reason(question) : null;
}
