// The question types of a quiz, as stored (a quiz row's jsonb, later the bank's rows) and as the
// grading, the forms, the API and the import/export formats read them: one shape per type.
import { type EnumOf, graphqlEnum } from '../../../graphql/enum';

export const QuestionType = graphqlEnum(
  'QuestionType',
  ['SINGLE_CHOICE', 'MULTIPLE_RESPONSE', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERICAL', 'MATCHING', 'ESSAY'],
  'What a question asks for and how it is graded; see each field of QuizQuestionInput for what a type needs.',
);
export type QuestionType = EnumOf<typeof QuestionType>;

/** How a question's text and feedback are written: plain text, or Markdown (never raw HTML). */
export const TextFormat = graphqlEnum('TextFormat', ['PLAIN', 'MARKDOWN'], 'How a text is written: plain text, or Markdown (raw HTML is never shown as HTML).');
export type TextFormat = EnumOf<typeof TextFormat>;

/** What every type has. */
type QuestionBase = {
  questionText: string;
  /** What the question is worth: > 0, at most 2 decimals; 1 unless the tutor says otherwise. */
  points: number;
  /** Shown with the result whatever was answered (Moodle's general feedback); null: none. */
  generalFeedback: string | null;
  /** How questionText and every feedback are written. */
  textFormat: TextFormat;
};

/** Today's question: one correct option among 2..MAX_OPTIONS. */
type SingleChoiceQuestion = QuestionBase & {
  type: 'SINGLE_CHOICE';
  options: string[];
  correctAnswerIndex: number;
  /** One per option (null: none), shown when that option was chosen. */
  optionFeedback: (string | null)[];
};

/** Several options may be right: each carries a credit from -1 to 1 (Moodle's %50%, %-100%). */
type MultipleResponseQuestion = QuestionBase & {
  type: 'MULTIPLE_RESPONSE';
  options: string[];
  optionCredits: number[];
  optionFeedback: (string | null)[];
};

type TrueFalseQuestion = QuestionBase & {
  type: 'TRUE_FALSE';
  correctBoolean: boolean;
  /** [feedback when True was answered, feedback when False was answered]. */
  optionFeedback: [string | null, string | null];
};

export type AcceptedAnswer = { text: string; credit: number; feedback: string | null };

/** Typed answers, compared trimmed (and case-insensitively unless caseSensitive), `*` a wildcard. */
type ShortAnswerQuestion = QuestionBase & {
  type: 'SHORT_ANSWER';
  acceptedAnswers: AcceptedAnswer[];
  caseSensitive: boolean;
};

/**
 * An accepted number: `value` ± `tolerance` (GIFT 1822:2), or the range `min`..`max` (GIFT
 * 3.141..3.142); exactly one of the two forms is set, the other's fields null.
 */
export type NumericAnswer = {
  value: number | null;
  tolerance: number | null;
  min: number | null;
  max: number | null;
  credit: number;
  feedback: string | null;
};

type NumericalQuestion = QuestionBase & { type: 'NUMERICAL'; numericAnswers: NumericAnswer[] };

export type MatchingPair = { prompt: string; match: string };

/** Prompts each with its match, plus extra matches that belong to no prompt (distractors). */
export type MatchingQuestion = QuestionBase & { type: 'MATCHING'; pairs: MatchingPair[]; extraMatches: string[] };

/** Free text, graded by the quiz's tutor. */
type EssayQuestion = QuestionBase & { type: 'ESSAY' };

export type Question =
  | SingleChoiceQuestion
  | MultipleResponseQuestion
  | TrueFalseQuestion
  | ShortAnswerQuestion
  | NumericalQuestion
  | MatchingQuestion
  | EssayQuestion;

export type QuestionOf<T extends QuestionType> = Extract<Question, { type: T }>;

/**
 * A learner's answer to one question, already checked against its type (readers turn the API's
 * `QuizAnswerInput` into this). Indexes are in the tutor's order: an attempt's shuffles are undone
 * before grading. `matchIndexes[i]` indexes `matchesOf(question)` for prompt i (null: left blank).
 */
export type LearnerAnswer =
  | { type: 'SINGLE_CHOICE'; selectedOptionIndex: number }
  | { type: 'MULTIPLE_RESPONSE'; selectedOptionIndexes: number[] }
  | { type: 'TRUE_FALSE'; booleanAnswer: boolean }
  | { type: 'SHORT_ANSWER'; textAnswer: string }
  | { type: 'NUMERICAL'; numberAnswer: number; typed: string }
  | { type: 'MATCHING'; matchIndexes: (number | null)[] }
  | { type: 'ESSAY'; textAnswer: string };

/**
 * What an answer earned. `credit` is the fraction of the question's points (0..1), null while an
 * essay waits for its tutor; `points` is credit × the question's points rounded to 2 decimals.
 * `feedback` is what the answer chose or matched (null: none), `correct` whether it earned full credit.
 */
export type AnswerGrade = { credit: number | null; points: number | null; feedback: string | null; correct: boolean | null };

/**
 * The matches a matching question offers, in the tutor's order: each pair's match then the extra
 * ones, a text that repeats (two prompts with one match) listed once.
 */
export function matchesOf(question: Pick<MatchingQuestion, 'pairs' | 'extraMatches'>): string[] {
  return [...new Set([...question.pairs.map((pair) => pair.match), ...question.extraMatches])];
}

/** Points and credits are exact to 2 decimals (binary floats are rounded once, here). */
export const roundPoints = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
