// A question's right answer in words, for a learner's results once the review policy shows them.
import { assertUnreachable } from '../../../shared/errors';
import type { NumericAnswer, Question } from './types';

const numberInWords = ({ value, tolerance, min, max }: NumericAnswer): string =>
  value !== null ? (tolerance ? `${value} ± ${tolerance}` : String(value)) : `${String(min)} to ${String(max)}`;

/** What earned full credit, in words; null for an essay (its tutor grades it). */
export function correctAnswerText(question: Question): string | null {
  switch (question.type) {
    case 'SINGLE_CHOICE':
      return question.options[question.correctAnswerIndex] ?? null;
    case 'MULTIPLE_RESPONSE':
      return question.options.filter((_, i) => question.optionCredits[i] > 0).join('; ');
    case 'TRUE_FALSE':
      return question.correctBoolean ? 'True' : 'False';
    case 'SHORT_ANSWER':
      return question.acceptedAnswers.filter((answer) => answer.credit === 1).map((answer) => answer.text).join(' or ');
    case 'NUMERICAL':
      return question.numericAnswers.filter((answer) => answer.credit === 1).map(numberInWords).join(' or ');
    case 'MATCHING':
      return question.pairs.map((pair) => `${pair.prompt} → ${pair.match}`).join('; ');
    case 'ESSAY':
      return null;
    default:
      return assertUnreachable(question);
  }
}
