// What an answer earns, graded as Moodle grades each type: the credit (a fraction of the
// question's points), the points, the feedback of what was chosen or matched, and whether it
// earned full credit. Essays wait for their tutor (gradeEssay checks the tutor's points).
import { AppError } from '../../../shared/errors';
import { assertValid } from '../../../shared/validation';
import { type AnswerGrade, type LearnerAnswer, type NumericAnswer, type Question, type QuestionOf, matchesOf, roundPoints } from './types';

// Moodle's question_state::graded_state_for_fraction: within a millionth of 0 or 1 is 0 or 1
// (three options of 33.33333% chosen earn full credit).
const FRACTION_EPSILON = 1e-6;

/** The credit clamped to 0..1 (Moodle's multiple response: a negative sum earns 0, never less), snapped at its ends. */
function settled(credit: number): number {
  if (credit > 1 - FRACTION_EPSILON) return 1;
  return credit < FRACTION_EPSILON ? 0 : credit;
}

const earned = (question: Question, credit: number, feedback: string | null = null): AnswerGrade => {
  const fraction = settled(credit);
  return { credit: fraction, points: roundPoints(fraction * question.points), feedback, correct: fraction === 1 };
};

const UNANSWERED: AnswerGrade = { credit: 0, points: 0, feedback: null, correct: false };
const NEEDS_GRADING: AnswerGrade = { credit: null, points: null, feedback: null, correct: null };

/**
 * Moodle's compare_string_with_wildcard: `*` (a run of them) stands for any characters, `\*` is a
 * literal asterisk, everything else is literal (matched without any regular expression, so a
 * tutor's `a.b` or `(x)` means just that). Both sides trimmed and NFC-normalised.
 */
export function matchesWildcard(typed: string, pattern: string, caseSensitive: boolean): boolean {
  const fold = (text: string) => (caseSensitive ? text : text.toLowerCase());
  const text = fold(typed.trim().normalize('NFC'));
  const bits = pattern
    .trim()
    .normalize('NFC')
    .split(/(?<!\\)\*+/)
    .map((bit) => fold(bit.replaceAll('\\*', '*')));
  const first = bits[0];
  const last = bits[bits.length - 1];
  if (bits.length === 1) return text === first;
  if (!text.startsWith(first) || text.length < first.length + last.length || !text.endsWith(last)) return false;
  // The middle bits, each at its leftmost place after the one before: enough for `*` alone.
  let at = first.length;
  const end = text.length - last.length;
  for (const bit of bits.slice(1, -1)) {
    const found = text.indexOf(bit, at);
    if (found < 0 || found + bit.length > end) return false;
    at = found + bit.length;
  }
  return true;
}

// Moodle widens every interval by a hair (MDL-3225) so that 0.1 + 0.2 is within 0 of 0.3; ours is
// a few units of a double's last place at the numbers' size, so it holds for large values too
// without accepting any number a learner could type differently (1e15 + 1 is not 1e15).
const hair = (...values: number[]): number => 4 * Number.EPSILON * Math.max(1, ...values.map(Math.abs));

/** Whether x is within the accepted answer: |x - value| ≤ tolerance, or min ≤ x ≤ max. */
function withinAnswer(x: number, { value, tolerance, min, max }: NumericAnswer): boolean {
  if (value !== null) return Math.abs(x - value) <= (tolerance ?? 0) + hair(x, value);
  if (min === null || max === null) return false;
  return min - hair(x, min) <= x && x <= max + hair(x, max);
}

function gradeMultipleResponse(question: QuestionOf<'MULTIPLE_RESPONSE'>, chosen: readonly number[]): AnswerGrade {
  const picked = [...chosen].sort((a, b) => a - b);
  const credit = picked.reduce((sum, index) => sum + question.optionCredits[index], 0);
  const feedback = picked.map((index) => question.optionFeedback[index]).filter((text) => text !== null);
  return earned(question, credit, feedback.length > 0 ? feedback.join('\n\n') : null);
}

/** The first of the tutor's answers (in order) that matches earns its credit and feedback; none earns 0. */
const firstMatching = <A extends { credit: number; feedback: string | null }>(question: Question, answers: readonly A[], matches: (answer: A) => boolean): AnswerGrade => {
  const answer = answers.find(matches);
  return answer ? earned(question, answer.credit, answer.feedback) : earned(question, 0);
};

function gradeMatching(question: QuestionOf<'MATCHING'>, chosen: readonly (number | null)[]): AnswerGrade {
  const matches = matchesOf(question);
  // A chosen text equal to the prompt's match is right, so prompts sharing one match text are fine.
  const right = question.pairs.filter(({ match }, i) => chosen[i] !== null && chosen[i] !== undefined && matches[chosen[i]] === match).length;
  return earned(question, right / question.pairs.length);
}

type AnswerOf<T extends Question['type']> = Extract<LearnerAnswer, { type: T }>;

// One grader per type, each reading its own question and answer.
const GRADERS: { [T in Question['type']]: (question: QuestionOf<T>, answer: AnswerOf<T>) => AnswerGrade } = {
  SINGLE_CHOICE: (question, { selectedOptionIndex }) =>
    earned(question, selectedOptionIndex === question.correctAnswerIndex ? 1 : 0, question.optionFeedback[selectedOptionIndex] ?? null),
  MULTIPLE_RESPONSE: (question, { selectedOptionIndexes }) => gradeMultipleResponse(question, selectedOptionIndexes),
  TRUE_FALSE: (question, { booleanAnswer }) => earned(question, booleanAnswer === question.correctBoolean ? 1 : 0, question.optionFeedback[booleanAnswer ? 0 : 1]),
  SHORT_ANSWER: (question, { textAnswer }) => firstMatching(question, question.acceptedAnswers, ({ text }) => matchesWildcard(textAnswer, text, question.caseSensitive)),
  NUMERICAL: (question, { numberAnswer }) => firstMatching(question, question.numericAnswers, (accepted) => withinAnswer(numberAnswer, accepted)),
  MATCHING: (question, { matchIndexes }) => gradeMatching(question, matchIndexes),
  ESSAY: () => NEEDS_GRADING,
};

/** What the answer earns; null (unanswered) earns nothing, an essay's answer waits for its tutor. */
export function gradeAnswer(question: Question, answer: LearnerAnswer | null): AnswerGrade {
  if (answer === null) return UNANSWERED;
  // A bug, not the learner's: readAnswer reads an answer for its own question's type.
  if (answer.type !== question.type) throw new Error(`A ${answer.type} answer cannot grade a ${question.type} question`);
  const grader = GRADERS[question.type] as (question: Question, answer: LearnerAnswer) => AnswerGrade;
  return grader(question, answer);
}

export const ESSAY_MESSAGES = {
  notEssay: 'Only essay answers are graded by hand: this question is graded automatically',
  points: (max: number) => `Points must be a number from 0 to ${max}`,
  decimals: 'Points can have at most 2 decimals',
};

/** The grade of an essay given `points` by its tutor: 0 ≤ points ≤ the question's, at most 2 decimals. */
export function gradeEssay(question: Question, points: unknown): AnswerGrade {
  if (question.type !== 'ESSAY') throw new AppError('BAD_USER_INPUT', ESSAY_MESSAGES.notEssay, { fieldErrors: { questionIndex: ESSAY_MESSAGES.notEssay } });
  const value = typeof points === 'number' ? points : Number.NaN;
  assertValid([
    ['points', value >= 0 && value <= question.points, ESSAY_MESSAGES.points(question.points)],
    ['points', roundPoints(value) === value, ESSAY_MESSAGES.decimals],
  ]);
  return { credit: value / question.points, points: value, feedback: null, correct: value === question.points };
}
