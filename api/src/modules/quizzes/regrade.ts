import { type EnumOf, graphqlEnum } from '../../graphql/enum';
import { type AttemptTotals, storedAnswer, totalsOf } from './grading';
import { type Question, roundPoints } from './questions/types';
import { type StoredAnswer, storedAnswerOf } from './quiz-attempt.entity';

export const RegradeMode = graphqlEnum(
  'RegradeMode',
  ['KEEP', 'REGRADE', 'FULL_CREDIT', 'DROP'],
  'What moving a quiz to the new version of a question does to its past attempts. In every mode, new attempts get the new version. KEEP: past ' +
    "attempts keep the version they were given, and their results; REGRADE grades their answers against the new version (an essay keeps its tutor's " +
    "grade, at most the new points); FULL_CREDIT gives everyone the question's points; DROP leaves the question out of their score (its points and the maximum).",
);
export type RegradeMode = EnumOf<typeof RegradeMode>;

export type RegradeOutcome = { answers: StoredAnswer[]; totals: AttemptTotals };

/**
 * An attempt's answers and totals once the question at `positions` (a quiz may hold one question
 * twice) is `replacement`, as `mode` says. Pure: the preview and the regrade itself both call it, so
 * the preview is exactly what the regrade does.
 */
export function regradeAttempt(questions: readonly Question[], answers: readonly StoredAnswer[], positions: readonly number[], replacement: Question, mode: RegradeMode): RegradeOutcome {
  if (mode === 'KEEP') return { answers: [...answers], totals: totalsOf(questions, answers) };
  const at = new Set(positions);
  const next = answers.map((answer) => (at.has(answer.questionIndex) ? changed(storedAnswerOf(answer), replacement, mode) : answer));
  const after = questions.map((question, i) => (!at.has(i) ? question : mode === 'DROP' ? { ...replacement, points: 0 } : replacement));
  return { answers: next, totals: totalsOf(after, next) };
}

function changed(answer: Required<StoredAnswer>, replacement: Question, mode: RegradeMode): StoredAnswer {
  const { dropped: _dropped, ...kept } = answer;
  switch (mode) {
    case 'FULL_CREDIT':
      return { ...kept, points: replacement.points, maxPoints: replacement.points, isCorrect: true };
    case 'DROP':
      return { ...kept, points: 0, maxPoints: 0, dropped: true };
    case 'REGRADE':
      return regraded(kept, replacement);
    case 'KEEP':
      return answer;
  }
}

// The answer graded against the new version: an answer of another type than the new one's earns
// nothing; an essay keeps its tutor's grade and comment (at most the new points).
function regraded(answer: Omit<Required<StoredAnswer>, 'dropped'>, replacement: Question): StoredAnswer {
  const response = answer.response && answer.response.type === replacement.type ? answer.response : null;
  if (replacement.type === 'ESSAY' && response && answer.points !== null && answer.gradedAt !== null) {
    const points = roundPoints(Math.min(answer.points, replacement.points));
    return { ...answer, type: 'ESSAY', points, maxPoints: replacement.points, isCorrect: points === replacement.points };
  }
  const graded = storedAnswer(replacement, answer.questionIndex, response);
  return { ...graded, ...(answer.comment !== null && { comment: answer.comment }), ...(answer.gradedAt !== null && replacement.type === 'ESSAY' && { gradedAt: answer.gradedAt }) };
}
