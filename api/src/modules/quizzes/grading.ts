import { AppError } from '../../shared/errors';
import { readAnswer } from './questions/answers';
import { gradeAnswer } from './questions/grade';
import { type LearnerAnswer, type Question, QuestionType, roundPoints } from './questions/types';
import type { GradingStatus, QuizAttempt, StoredAnswer } from './quiz-attempt.entity';

export const ANSWER_ALL = 'Please answer all questions before submitting.';

const answerAll = () => new AppError('BAD_USER_INPUT', ANSWER_ALL, { fieldErrors: { answers: ANSWER_ALL } });

/**
 * The answers of a list, by question (in the tutor's order), each read against its question's type:
 * SPEC.md's message when it is no list, or an item names no question or one already answered, or
 * a single-choice pick names no option (as before types); a wrong answer of another type says
 * which question needs what (readAnswer).
 */
export function readAnswers(questions: readonly Question[], answers: unknown): Map<number, LearnerAnswer> {
  if (!Array.isArray(answers)) throw answerAll();
  const read = new Map<number, LearnerAnswer>();
  for (const item of answers as unknown[]) {
    const q = (typeof item === 'object' && item !== null ? item : {}) as { questionIndex?: unknown };
    const index = q.questionIndex;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= questions.length || read.has(index)) throw answerAll();
    const question = questions[index];
    try {
      read.set(index, readAnswer(question, item, index + 1));
    } catch (error) {
      if (question.type === QuestionType.SINGLE_CHOICE) throw answerAll();
      throw error;
    }
  }
  return read;
}

/** An attempt's totals: points earned, the most there were, and whether essays wait for their tutor. */
export type AttemptTotals = { points: number; maxPoints: number; needsGrading: boolean; score: number; total: number };

/** An attempt's totals; an answer a regrade dropped (DROP) counts in none of them. */
export function totalsOf(questions: readonly Pick<Question, 'points'>[], graded: readonly StoredAnswer[]): AttemptTotals {
  const counted = graded.filter((answer) => !answer.dropped);
  return {
    points: roundPoints(counted.reduce((sum, answer) => sum + (answer.points ?? 0), 0)),
    maxPoints: roundPoints(questions.reduce((sum, question) => sum + question.points, 0)),
    needsGrading: counted.some((answer) => answer.isCorrect === null),
    score: counted.filter((answer) => answer.isCorrect).length,
    total: counted.length,
  };
}

/** The totals as the attempt's columns: points, max_points, grading_status (in that order). */
export const totalColumns = (totals: AttemptTotals): [number, number, GradingStatus] => [totals.points, totals.maxPoints, totals.needsGrading ? 'NEEDS_GRADING' : 'GRADED'];

/** The totals as the attempt's fields. */
export const attemptTotals = (totals: AttemptTotals): Pick<QuizAttempt, 'score' | 'total' | 'points' | 'maxPoints' | 'gradingStatus'> => ({
  score: totals.score,
  total: totals.total,
  points: totals.points,
  maxPoints: totals.maxPoints,
  gradingStatus: totals.needsGrading ? 'NEEDS_GRADING' : 'GRADED',
});

/**
 * Every question answered exactly once as its type takes; else SPEC.md's message (or the
 * question's own). With `complete: false` (a timed attempt whose time is up) a question left
 * unanswered earns nothing.
 */
export function grade(questions: readonly Question[], answers: unknown, { complete = true }: { complete?: boolean } = {}): StoredAnswer[] {
  const read = readAnswers(questions, answers);
  if (complete && read.size !== questions.length) throw answerAll();
  return questions.map((question, questionIndex) => storedAnswer(question, questionIndex, read.get(questionIndex) ?? null));
}

/**
 * One graded answer as an attempt keeps it: a class's submissions are the busiest write, so only
 * what cannot be read again is kept (a single-choice answer's pick is its selectedOptionIndex;
 * feedback only when there is some; the right answer in words comes from the quiz when shown).
 */
export function storedAnswer(question: Question, questionIndex: number, response: LearnerAnswer | null): StoredAnswer {
  const result = gradeAnswer(question, response);
  // Unanswered or not yet graded, an essay counts as needing its tutor only when answered.
  const waiting = question.type === 'ESSAY' && response !== null && result.points === null;
  return {
    questionIndex,
    type: question.type,
    selectedOptionIndex: response?.type === 'SINGLE_CHOICE' ? response.selectedOptionIndex : null,
    correctAnswerIndex: question.type === 'SINGLE_CHOICE' ? question.correctAnswerIndex : null,
    isCorrect: waiting ? null : result.correct === true,
    ...(response && response.type !== 'SINGLE_CHOICE' && { response }),
    points: waiting ? null : (result.points ?? 0),
    maxPoints: question.points,
    ...(result.feedback !== null && { feedback: result.feedback }),
  };
}
