import { type Rule, assertValid, clean } from '../../shared/validation';
import { MAX_TITLE } from '../activities/activity.service';
import { GradingMethod, ReviewPolicy, type StoredQuestion } from './quiz.entity';
import { DEFAULT_PASS_PERCENTAGE } from './quiz-attempt.entity';
import { questionRules as typeRules } from './questions/checks';
import { readQuestion } from './questions/read';

export type QuizFields = { title?: unknown; instructions?: unknown; questions?: unknown; slots?: unknown; settings?: unknown };

/** A quiz's settings as stored; see the Quiz entity for what each means. */
export type QuizSettings = {
  timeLimitMinutes: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  reviewPolicy: ReviewPolicy;
  attemptsAllowed: number | null;
  gradingMethod: GradingMethod;
  passPercentage: number;
};

// SPEC.md's behaviour: untimed, always open while published, the tutor's order, answers at once, one attempt.
const DEFAULT_SETTINGS: QuizSettings = {
  timeLimitMinutes: null,
  opensAt: null,
  closesAt: null,
  shuffleQuestions: false,
  shuffleOptions: false,
  reviewPolicy: ReviewPolicy.IMMEDIATELY,
  attemptsAllowed: 1,
  gradingMethod: GradingMethod.HIGHEST,
  passPercentage: DEFAULT_PASS_PERCENTAGE,
};

export const MAX_TIME_LIMIT = 600;
export const MAX_ATTEMPTS = 10;
// What a learner keeps once an attempt has been started: changing it would change the attempt's terms.
export const LOCKED_SETTINGS = ['timeLimitMinutes', 'shuffleQuestions', 'shuffleOptions', 'attemptsAllowed'] as const satisfies readonly (keyof QuizSettings)[];

export const SETTINGS_MESSAGES = {
  timeLimit: `Time limit must be a whole number of minutes from 1 to ${MAX_TIME_LIMIT}`,
  date: (what: string) => `${what} must be a valid date`,
  window: 'The closing date must be after the opening date',
  attempts: `Attempts allowed must be a whole number from 1 to ${MAX_ATTEMPTS}, or unlimited`,
  passPercentage: 'The pass mark must be a whole percentage from 0 to 100',
  reviewNeedsClose: 'Showing answers after closing needs a closing date',
  locked: 'Learners have attempted this quiz: its time limit, shuffling and attempts allowed can no longer be changed.',
};

export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields';
export const NEEDS_A_QUESTION = 'Please add at least one question';
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
const MAX_QUESTIONS = 100;
export const MAX_TEXT = 2000;

export const QUESTION_MESSAGES = {
  missingText: (n: number) => `Question ${n} is missing text`,
  emptyOptions: (n: number) => `Question ${n} has empty options`,
  duplicateOptions: (n: number) => `Question ${n} has duplicate options`,
  optionCount: (n: number) => `Question ${n} must have between ${MIN_OPTIONS} and ${MAX_OPTIONS} options`,
  correctAnswer: (n: number) => `Question ${n} must have a correct answer among its options`,
  tooLong: (n: number) => `Question ${n} has text longer than ${MAX_TEXT} characters`,
};

/**
 * SPEC.md's order: title and instructions, then per question (N counts from 1) its text,
 * empty options, duplicate options; then the bounds (2 to 6 options, a correct index
 * among them). Options are trimmed; duplicates compare trimmed and case-insensitively
 * ("Yes" and " yes" are one option to a learner).
 */
export function validateQuiz(
  input: QuizFields,
  current: QuizSettings = DEFAULT_SETTINGS,
  // Questions its random slots draw per attempt, besides its fixed `questions`.
  drawn = 0,
): { title: string; instructions: string; questions: StoredQuestion[] } & QuizSettings {
  const title = clean(input.title);
  const instructions = clean(input.instructions);
  const raw: unknown[] = Array.isArray(input.questions) ? input.questions : [];
  const rules: Rule[] = [
    ['title', title !== '', FILL_REQUIRED_FIELDS],
    ['instructions', instructions !== '', FILL_REQUIRED_FIELDS],
    ['title', title.length <= MAX_TITLE, `Title must be at most ${MAX_TITLE} characters`],
    ['questions', raw.length + drawn >= 1, NEEDS_A_QUESTION],
    ['questions', raw.length + drawn <= MAX_QUESTIONS, `A quiz can have at most ${MAX_QUESTIONS} questions`],
  ];
  // Each question read as its type (none given: single choice, as before types), then its type's rules.
  const questions = raw.slice(0, MAX_QUESTIONS).map((item, i) => {
    const question = readQuestion(item);
    rules.push(...typeRules(question, i));
    return question;
  });
  assertValid(rules);
  return { title, instructions, questions, ...validateSettings(input.settings, current) };
}

/** A single-choice question's fields, which SPEC.md's rules read (the other types' rules build on them). */
export type ChoiceFields = { questionText: string; options: string[]; correctAnswerIndex: number };

export type QuestionProblem = keyof typeof QUESTION_MESSAGES;

// The rules for one (trimmed) question, in SPEC.md's order: what each checks and where it belongs.
export const QUESTION_CHECKS: readonly [QuestionProblem, keyof ChoiceFields, (question: ChoiceFields) => boolean][] = [
  ['missingText', 'questionText', ({ questionText }) => questionText !== ''],
  ['emptyOptions', 'options', ({ options }) => options.every((option) => option !== '')],
  ['duplicateOptions', 'options', ({ options }) => new Set(options.map((option) => option.toLowerCase())).size === options.length],
  ['optionCount', 'options', ({ options }) => options.length >= MIN_OPTIONS && options.length <= MAX_OPTIONS],
  [
    'correctAnswer',
    'correctAnswerIndex',
    ({ options, correctAnswerIndex }) => Number.isInteger(correctAnswerIndex) && correctAnswerIndex >= 0 && correctAnswerIndex < options.length,
  ],
  ['tooLong', 'questionText', ({ questionText, options }) => questionText.length <= MAX_TEXT && options.every((o) => o.length <= MAX_TEXT)],
];

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const toDate = (value: unknown): Date | null | undefined => {
  if (value === null) return null;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/**
 * `current` with the settings `input` gives (a field left out, undefined, keeps its value; null
 * clears the limit, a date, or the attempts bound), checked as a whole: the window in order, and a
 * closing date for answers shown after closing.
 */
export function validateSettings(input: unknown, current: QuizSettings = DEFAULT_SETTINGS): QuizSettings {
  const given = (typeof input === 'object' && input !== null ? input : {}) as Partial<Record<keyof QuizSettings, unknown>>;
  const pick = (key: keyof QuizSettings): unknown => (given[key] === undefined ? current[key] : given[key]);
  const timeLimitMinutes = pick('timeLimitMinutes');
  const attemptsAllowed = pick('attemptsAllowed');
  const opensAt = toDate(pick('opensAt'));
  const closesAt = toDate(pick('closesAt'));
  const reviewPolicy = pick('reviewPolicy');
  const gradingMethod = pick('gradingMethod');
  const passPercentage = pick('passPercentage');
  assertValid([
    ['settings.timeLimitMinutes', timeLimitMinutes === null || isWhole(timeLimitMinutes, 1, MAX_TIME_LIMIT), SETTINGS_MESSAGES.timeLimit],
    ['settings.opensAt', opensAt !== undefined, SETTINGS_MESSAGES.date('Opening date')],
    ['settings.closesAt', closesAt !== undefined, SETTINGS_MESSAGES.date('Closing date')],
    ['settings.closesAt', !opensAt || !closesAt || closesAt > opensAt, SETTINGS_MESSAGES.window],
    ['settings.attemptsAllowed', attemptsAllowed === null || isWhole(attemptsAllowed, 1, MAX_ATTEMPTS), SETTINGS_MESSAGES.attempts],
    ['settings.reviewPolicy', Object.values(ReviewPolicy).includes(reviewPolicy as ReviewPolicy), 'Please choose when answers are shown'],
    ['settings.reviewPolicy', reviewPolicy !== ReviewPolicy.AFTER_CLOSE || Boolean(closesAt), SETTINGS_MESSAGES.reviewNeedsClose],
    ['settings.gradingMethod', Object.values(GradingMethod).includes(gradingMethod as GradingMethod), 'Please choose which attempt counts'],
    ['settings.passPercentage', isWhole(passPercentage, 0, 100), SETTINGS_MESSAGES.passPercentage],
  ]);
  return {
    timeLimitMinutes: timeLimitMinutes as number | null,
    opensAt: opensAt ?? null,
    closesAt: closesAt ?? null,
    shuffleQuestions: pick('shuffleQuestions') === true,
    shuffleOptions: pick('shuffleOptions') === true,
    reviewPolicy: reviewPolicy as ReviewPolicy,
    attemptsAllowed: attemptsAllowed as number | null,
    gradingMethod: gradingMethod as GradingMethod,
    passPercentage: passPercentage as number,
  };
}

/** The settings of a stored quiz. */
export const settingsOf = (quiz: QuizSettings): QuizSettings => ({
  timeLimitMinutes: quiz.timeLimitMinutes,
  opensAt: quiz.opensAt,
  closesAt: quiz.closesAt,
  shuffleQuestions: quiz.shuffleQuestions,
  shuffleOptions: quiz.shuffleOptions,
  reviewPolicy: quiz.reviewPolicy,
  attemptsAllowed: quiz.attemptsAllowed,
  gradingMethod: quiz.gradingMethod,
  passPercentage: quiz.passPercentage,
});
