import { type Rule, assertValid, clean } from '../../shared/validation';
import { MAX_TITLE } from '../activities/activity.service';
import type { StoredQuestion } from './quiz.entity';

export type QuestionFields = { questionText?: unknown; options?: unknown; correctAnswerIndex?: unknown };
export type QuizFields = { title?: unknown; instructions?: unknown; questions?: unknown };

export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields';
export const NEEDS_A_QUESTION = 'Please add at least one question';
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
export const MAX_QUESTIONS = 100;
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
export function validateQuiz(input: QuizFields): { title: string; instructions: string; questions: StoredQuestion[] } {
  const title = clean(input.title);
  const instructions = clean(input.instructions);
  const raw: unknown[] = Array.isArray(input.questions) ? input.questions : [];
  const rules: Rule[] = [
    ['title', title !== '', FILL_REQUIRED_FIELDS],
    ['instructions', instructions !== '', FILL_REQUIRED_FIELDS],
    ['title', title.length <= MAX_TITLE, `Title must be at most ${MAX_TITLE} characters`],
    ['questions', raw.length >= 1, NEEDS_A_QUESTION],
    ['questions', raw.length <= MAX_QUESTIONS, `A quiz can have at most ${MAX_QUESTIONS} questions`],
  ];
  const questions = raw.slice(0, MAX_QUESTIONS).map((item, i) => {
    const fields = (typeof item === 'object' && item !== null ? item : {}) as QuestionFields;
    const question = cleanQuestion(fields);
    rules.push(...questionRules(question, i));
    return question;
  });
  assertValid(rules);
  return { title, instructions, questions };
}

function cleanQuestion(fields: QuestionFields): StoredQuestion {
  const options = Array.isArray(fields.options) ? fields.options.map(clean) : [];
  const index = fields.correctAnswerIndex;
  return { questionText: clean(fields.questionText), options, correctAnswerIndex: typeof index === 'number' ? index : Number.NaN };
}

export type QuestionProblem = keyof typeof QUESTION_MESSAGES;

// The rules for one (trimmed) question, in SPEC.md's order: what each checks and where it belongs.
const QUESTION_CHECKS: readonly [QuestionProblem, keyof StoredQuestion, (question: StoredQuestion) => boolean][] = [
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

/**
 * The first rule a trimmed question breaks, or null: the quiz's own rules, which the forms word with
 * the question's number and a file import words for its preview.
 */
export function questionProblem(question: StoredQuestion): QuestionProblem | null {
  return QUESTION_CHECKS.find(([, , holds]) => !holds(question))?.[0] ?? null;
}

function questionRules(question: StoredQuestion, i: number): Rule[] {
  return QUESTION_CHECKS.map(([problem, field, holds]) => [`questions.${i}.${field}`, holds(question), QUESTION_MESSAGES[problem](i + 1)]);
}
