import { AppError } from '../../shared/errors';
import type { StoredAnswer } from './quiz-attempt.entity';
import type { StoredQuestion } from './quiz.entity';

export const ANSWER_ALL = 'Please answer all questions before submitting.';

type AnswerFields = { questionIndex?: unknown; selectedOptionIndex?: unknown };

/**
 * The picks of a list of answers, by question: null when it is no list, or one names no question
 * or no option of its question, or answers a question twice.
 */
export function readPicks(questions: readonly StoredQuestion[], answers: unknown): Map<number, number> | null {
  if (!Array.isArray(answers)) return null;
  const picks = new Map<number, number>();
  for (const item of answers as unknown[]) {
    const { questionIndex: q, selectedOptionIndex: s } = (typeof item === 'object' && item !== null ? item : {}) as AnswerFields;
    const valid =
      typeof q === 'number' && Number.isInteger(q) && q >= 0 && q < questions.length && !picks.has(q) &&
      typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < questions[q].options.length;
    if (!valid) return null;
    picks.set(q, s);
  }
  return picks;
}

/**
 * Every question answered exactly once with an option it has; else SPEC.md's message. With
 * `complete: false` (a timed attempt whose time is up) a question left unanswered counts as wrong.
 */
export function grade(questions: readonly StoredQuestion[], answers: unknown, { complete = true }: { complete?: boolean } = {}): StoredAnswer[] {
  const picks = readPicks(questions, answers);
  if (picks === null || (complete && picks.size !== questions.length)) {
    throw new AppError('BAD_USER_INPUT', ANSWER_ALL, { fieldErrors: { answers: ANSWER_ALL } });
  }
  return questions.map((question, questionIndex) => {
    const selectedOptionIndex = picks.get(questionIndex) ?? null;
    const { correctAnswerIndex } = question;
    return { questionIndex, selectedOptionIndex, correctAnswerIndex, isCorrect: selectedOptionIndex === correctAnswerIndex };
  });
}
