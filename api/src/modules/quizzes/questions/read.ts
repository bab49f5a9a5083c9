// A question as a form, a REST body or a stored row gives it, read into its type's shape. Reading
// never throws and never guesses: a missing field takes its default, a field of the wrong kind is
// kept as something checks.ts refuses (NaN, an empty text, the raw value), never a valid value.
import { clean } from '../../../shared/validation';
import {
  type AcceptedAnswer,
  type MatchingPair,
  type NumericAnswer,
  type Question,
  QuestionType,
  TextFormat,
} from './types';

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {});
const given = (value: unknown): boolean => value !== undefined && value !== null;

/** A list; a single value where a list belongs becomes a one-item list, refused by its item's rules. */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : given(value) ? [value] : []);

/** A number, NaN when it is something else; `fallback` when it is not given. */
const numberOf = <F extends number | null>(value: unknown, fallback: F): number | F =>
  !given(value) ? fallback : typeof value === 'number' ? value : Number.NaN;

/** A trimmed optional text: null when not given or empty; a value of another kind is kept for the checks to refuse. */
const feedbackOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return given(value) ? (value as string) : null;
};

/** A value of a known kind, `fallback` when not given, else kept as it is for the checks to refuse. */
const keptOr = <T>(value: unknown, fallback: T): T => (given(value) ? (value as T) : fallback);

/** `feedback` one per item, padded with nulls (extra ones are kept for the checks to refuse). */
const paddedFeedback = (value: unknown, length: number): (string | null)[] => {
  const feedback = listOf(value).map(feedbackOf);
  return [...feedback, ...Array<null>(Math.max(0, length - feedback.length)).fill(null)];
};

function acceptedAnswerOf(value: unknown): AcceptedAnswer {
  const fields = fieldsOf(value);
  return { text: clean(fields.text), credit: numberOf(fields.credit, 1), feedback: feedbackOf(fields.feedback) };
}

// A value with no tolerance has tolerance 0; a range has none (a tolerance given with it is refused).
function numericAnswerOf(value: unknown): NumericAnswer {
  const fields = fieldsOf(value);
  const exact = numberOf(fields.value, null);
  return {
    value: exact,
    tolerance: numberOf(fields.tolerance, exact === null ? null : 0),
    min: numberOf(fields.min, null),
    max: numberOf(fields.max, null),
    credit: numberOf(fields.credit, 1),
    feedback: feedbackOf(fields.feedback),
  };
}

function pairOf(value: unknown): MatchingPair {
  const fields = fieldsOf(value);
  return { prompt: clean(fields.prompt), match: clean(fields.match) };
}

/**
 * A QuizQuestionInput-like object as its type's question: without `type` it is a single-choice
 * question, as every body was before types existed. An unknown type is kept (checks.ts refuses it).
 */
export function readQuestion(input: unknown): Question {
  const fields = fieldsOf(input);
  const type = keptOr<QuestionType>(fields.type, QuestionType.SINGLE_CHOICE);
  const base = {
    questionText: clean(fields.questionText),
    points: numberOf(fields.points, 1),
    generalFeedback: feedbackOf(fields.generalFeedback),
    textFormat: keptOr<TextFormat>(fields.textFormat, TextFormat.PLAIN),
  };
  const options = listOf(fields.options).map(clean);
  switch (type) {
    case 'SINGLE_CHOICE':
      return { type, ...base, options, correctAnswerIndex: numberOf(fields.correctAnswerIndex, Number.NaN), optionFeedback: paddedFeedback(fields.optionFeedback, options.length) };
    case 'MULTIPLE_RESPONSE':
      return {
        type,
        ...base,
        options,
        optionCredits: listOf(fields.optionCredits).map((credit) => numberOf(credit, Number.NaN)),
        optionFeedback: paddedFeedback(fields.optionFeedback, options.length),
      };
    case 'TRUE_FALSE': {
      const [whenTrue, whenFalse, ...extra] = paddedFeedback(fields.optionFeedback, 2);
      // Extra feedback stays in the list so that the checks refuse it.
      return { type, ...base, correctBoolean: keptOr<boolean>(fields.correctBoolean, null as unknown as boolean), optionFeedback: [whenTrue, whenFalse, ...extra] as [string | null, string | null] };
    }
    case 'SHORT_ANSWER':
      return { type, ...base, acceptedAnswers: listOf(fields.acceptedAnswers).map(acceptedAnswerOf), caseSensitive: keptOr(fields.caseSensitive, false) };
    case 'NUMERICAL':
      return { type, ...base, numericAnswers: listOf(fields.numericAnswers).map(numericAnswerOf) };
    case 'MATCHING':
      return { type, ...base, pairs: listOf(fields.pairs).map(pairOf), extraMatches: listOf(fields.extraMatches).map(clean) };
    case 'ESSAY':
      return { type, ...base };
    default:
      // An unknown type: only its base, which checks.ts refuses by its type.
      return { type, ...base };
  }
}

/**
 * A question as stored in a quiz's jsonb: rows written before types existed ({questionText,
 * options, correctAnswerIndex}) read as single-choice questions worth 1 point without feedback;
 * typed rows read as they were written (reading a read question gives it back unchanged).
 */
export const storedQuestion = (row: unknown): Question => readQuestion(row);
