import type { AppError } from '../../../shared/errors';
import { assertValid } from '../../../shared/validation';
import { MAX_TEXT, QUESTION_MESSAGES } from '../quiz.validation';
import { TYPE_MESSAGES as M, questionProblem, questionRules } from './checks';
import { EXAMPLE_QUESTIONS as BODIES } from './examples';
import { readQuestion } from './read';

/** The error a quiz's form gets for this body as its third question (or undefined: none). */
function errorOf(body: unknown): AppError | undefined {
  try {
    assertValid(questionRules(readQuestion(body), 2));
  } catch (error) {
    return error as AppError;
  }
  return undefined;
}

const SC = BODIES.SINGLE_CHOICE;
const MR = BODIES.MULTIPLE_RESPONSE;
const SA = BODIES.SHORT_ANSWER;
const NUM = BODIES.NUMERICAL;
const MATCH = BODIES.MATCHING;
const ESSAY = BODIES.ESSAY;
const long = 'x'.repeat(MAX_TEXT + 1);
const many = (count: number, make: (i: number) => unknown) => Array.from({ length: count }, (_, i) => make(i));

describe('questionRules', () => {
  it.each(Object.entries(BODIES))('accepts a valid %s question', (_, body) => {
    expect(errorOf(body)).toBeUndefined();
  });

  // Each rule: a body that breaks it, the field it names and its message for question 3.
  it.each<[string, unknown, string, (n: number) => string]>([
    ['text missing', { ...ESSAY, questionText: '  ' }, 'questionText', QUESTION_MESSAGES.missingText],
    ['points 0', { ...ESSAY, points: 0 }, 'points', M.pointsPositive],
    ['points negative', { ...ESSAY, points: -1 }, 'points', M.pointsPositive],
    ['points as text', { ...ESSAY, points: '2' }, 'points', M.pointsPositive],
    ['points over 1000', { ...ESSAY, points: 1000.01 }, 'points', M.pointsMax],
    ['points infinite', { ...ESSAY, points: Infinity }, 'points', M.pointsMax],
    ['points with 3 decimals', { ...ESSAY, points: 1.005 }, 'points', M.pointsDecimals],
    ['an unknown text format', { ...ESSAY, textFormat: 'HTML' }, 'textFormat', M.textFormat],
    ['feedback that is not text', { ...ESSAY, generalFeedback: 42 }, 'generalFeedback', M.feedbackText],
    ['a long question text', { ...ESSAY, questionText: long }, 'questionText', QUESTION_MESSAGES.tooLong],
    ['a long general feedback', { ...ESSAY, generalFeedback: long }, 'generalFeedback', QUESTION_MESSAGES.tooLong],
    ['an unknown type', { ...ESSAY, type: 'CLOZE' }, 'type', M.unknownType],
    ['single choice: option feedback past its options', { ...SC, optionFeedback: ['a', 'b', 'c'] }, 'optionFeedback', M.feedbackCount],
    ['single choice: a long option feedback', { ...SC, optionFeedback: [null, long] }, 'optionFeedback.1', QUESTION_MESSAGES.tooLong],
    ['multiple response: too few credits', { ...MR, optionCredits: [1, 0] }, 'optionCredits', M.creditCount],
    ['multiple response: no credits', { ...MR, optionCredits: undefined }, 'optionCredits', M.creditCount],
    ['multiple response: a credit under -1', { ...MR, optionCredits: [0.5, 0.5, -1.5] }, 'optionCredits.2', M.optionCredit],
    ['multiple response: a credit over 1', { ...MR, optionCredits: [1.5, 0, -0.5] }, 'optionCredits.0', M.optionCredit],
    ['multiple response: a credit as text', { ...MR, optionCredits: ['0.5', 0.5, 0] }, 'optionCredits.0', M.optionCredit],
    ['multiple response: no positive credit', { ...MR, optionCredits: [0, 0, -0.5] }, 'optionCredits', M.positiveCredit],
    ['multiple response: positives under 100%', { ...MR, optionCredits: [0.5, 0.4, 0] }, 'optionCredits', M.creditSum],
    ['multiple response: thirds rounded down to 99%', { ...MR, optionCredits: [0.33, 0.33, 0.33] }, 'optionCredits', M.creditSum],
    ['multiple response: positives over 100%', { ...MR, optionCredits: [0.5, 0.6, 0] }, 'optionCredits', M.creditSum],
    ['multiple response: an empty option', { ...MR, options: ['2', '', '4'] }, 'options', QUESTION_MESSAGES.emptyOptions],
    ['multiple response: duplicate options', { ...MR, options: ['2', ' 2', '4'] }, 'options', QUESTION_MESSAGES.duplicateOptions],
    ['multiple response: one option', { ...MR, options: ['2'], optionCredits: [1], optionFeedback: [] }, 'options', QUESTION_MESSAGES.optionCount],
    ['multiple response: feedback past its options', { ...MR, optionFeedback: ['a', 'b', 'c', 'd'] }, 'optionFeedback', M.feedbackCount],
    ['true/false: no correct boolean', { ...BODIES.TRUE_FALSE, correctBoolean: undefined }, 'correctBoolean', M.correctBoolean],
    ['true/false: the correct boolean as text', { ...BODIES.TRUE_FALSE, correctBoolean: 'true' }, 'correctBoolean', M.correctBoolean],
    ['true/false: three feedbacks', { ...BODIES.TRUE_FALSE, optionFeedback: ['a', 'b', 'c'] }, 'optionFeedback', M.feedbackCount],
    ['short answer: no answers', { ...SA, acceptedAnswers: [] }, 'acceptedAnswers', M.answerCount],
    ['short answer: 21 answers', { ...SA, acceptedAnswers: many(21, (i) => ({ text: `a${i}` })) }, 'acceptedAnswers', M.answerCount],
    ['short answer: an empty answer', { ...SA, acceptedAnswers: [{ text: 'Paris' }, { text: ' ', credit: 0.5 }] }, 'acceptedAnswers.1.text', M.emptyAnswer],
    ['short answer: a credit over 1', { ...SA, acceptedAnswers: [{ text: 'a' }, { text: 'b', credit: 1.5 }] }, 'acceptedAnswers.1.credit', M.answerCredit],
    ['short answer: a negative credit', { ...SA, acceptedAnswers: [{ text: 'a' }, { text: 'b', credit: -0.5 }] }, 'acceptedAnswers.1.credit', M.answerCredit],
    ['short answer: no full credit', { ...SA, acceptedAnswers: [{ text: 'a', credit: 0.5 }] }, 'acceptedAnswers', M.fullCredit],
    ['short answer: case sensitivity as text', { ...SA, caseSensitive: 'yes' }, 'caseSensitive', M.caseSensitive],
    ['short answer: feedback that is not text', { ...SA, acceptedAnswers: [{ text: 'a', feedback: {} }] }, 'acceptedAnswers.0.feedback', M.feedbackText],
    ['short answer: a long answer', { ...SA, acceptedAnswers: [{ text: long }] }, 'acceptedAnswers.0.text', QUESTION_MESSAGES.tooLong],
    ['numerical: no answers', { ...NUM, numericAnswers: [] }, 'numericAnswers', M.answerCount],
    ['numerical: neither a value nor a range', { ...NUM, numericAnswers: [{ credit: 1 }] }, 'numericAnswers.0', M.numberForm],
    ['numerical: a value and a range', { ...NUM, numericAnswers: [{ value: 1, min: 0, max: 2 }] }, 'numericAnswers.0', M.numberForm],
    ['numerical: half a range', { ...NUM, numericAnswers: [{ value: 1 }, { min: 1 }] }, 'numericAnswers.1', M.numberForm],
    ['numerical: a range with a tolerance', { ...NUM, numericAnswers: [{ min: 0, max: 1, tolerance: 0.1 }] }, 'numericAnswers.0', M.numberForm],
    ['numerical: an infinite value', { ...NUM, numericAnswers: [{ value: Infinity }] }, 'numericAnswers.0', M.finiteNumber],
    ['numerical: a value as text', { ...NUM, numericAnswers: [{ value: '3' }] }, 'numericAnswers.0', M.finiteNumber],
    ['numerical: a negative tolerance', { ...NUM, numericAnswers: [{ value: 1, tolerance: -1 }] }, 'numericAnswers.0.tolerance', M.tolerance],
    ['numerical: a range upside down', { ...NUM, numericAnswers: [{ min: 2, max: 1 }] }, 'numericAnswers.0.max', M.range],
    ['numerical: no full credit', { ...NUM, numericAnswers: [{ value: 1, credit: 0.5 }] }, 'numericAnswers', M.fullCredit],
    ['numerical: a credit over 1', { ...NUM, numericAnswers: [{ value: 1 }, { value: 2, credit: 2 }] }, 'numericAnswers.1.credit', M.answerCredit],
    ['matching: one pair', { ...MATCH, pairs: [{ prompt: 'cat', match: 'meow' }] }, 'pairs', M.pairCount],
    ['matching: 21 pairs', { ...MATCH, pairs: many(21, (i) => ({ prompt: `p${i}`, match: `m${i}` })) }, 'pairs', M.pairCount],
    ['matching: an empty prompt', { ...MATCH, pairs: [...MATCH.pairs, { prompt: ' ', match: 'moo' }], extraMatches: [] }, 'pairs.2.prompt', M.emptyPrompt],
    ['matching: an empty match', { ...MATCH, pairs: [...MATCH.pairs, { prompt: 'cow', match: '' }] }, 'pairs.2.match', M.emptyMatch],
    ['matching: the same prompt twice', { ...MATCH, pairs: [...MATCH.pairs, { prompt: 'CAT ', match: 'purr' }] }, 'pairs.2.prompt', M.duplicatePrompts],
    ['matching: an empty extra match', { ...MATCH, extraMatches: ['moo', ' '] }, 'extraMatches.1', M.emptyExtra],
    ["matching: an extra match that is a pair's", { ...MATCH, extraMatches: ['moo', 'WOOF'] }, 'extraMatches.1', M.extraRepeats],
    ['matching: 21 extra matches', { ...MATCH, extraMatches: many(21, (i) => `x${i}`) }, 'extraMatches', M.extraCount],
  ])('refuses %s', (_, body, field, message) => {
    const error = errorOf(body);
    expect(error?.code).toBe('BAD_USER_INPUT');
    expect(error?.fieldErrors?.[`questions.2.${field}`]).toBe(message(3));
    expect(error?.message).toBe(message(3));
    expect(questionProblem(readQuestion(body))).toEqual(expect.any(String));
  });

  it.each<[string, unknown]>([
    ['points at 1000', { ...ESSAY, points: 1000 }],
    ['points at 0.01', { ...ESSAY, points: 0.01 }],
    ['credits at -1 and thirds that make 100%', { ...MR, options: ['a', 'b', 'c', 'd'], optionCredits: [1 / 3, 1 / 3, 1 / 3, -1] }],
    ['credits that round to 100% (Moodle: 0.333 × 3)', { ...MR, optionCredits: [0.333, 0.333, 0.333] }],
    ['a zero tolerance and a range of one number', { ...NUM, numericAnswers: [{ value: 0, tolerance: 0 }, { min: 1, max: 1, credit: 0.5 }] }],
    ['two prompts with one match', { ...MATCH, pairs: [{ prompt: 'cat', match: 'mammal' }, { prompt: 'dog', match: 'mammal' }, { prompt: 'trout', match: 'fish' }] }],
    ['20 answers and texts of the longest length', { ...SA, questionText: long.slice(1), acceptedAnswers: many(20, (i) => ({ text: `a${i}` })) }],
  ])('accepts %s', (_, body) => {
    expect(errorOf(body)).toBeUndefined();
  });

  it("words the issue's multiple-response message for the form and for a preview", () => {
    const body = { ...MR, optionCredits: [0, -0.5, 0] };
    expect(errorOf(body)?.message).toBe('Question 3: a multiple-response question needs at least one option with positive credit');
    expect(questionProblem(readQuestion(body))).toBe('A multiple-response question needs at least one option with positive credit');
  });

  // A single-choice question keeps the quiz's rules, messages and order (SPEC.md's, as validateQuiz had them).
  const Q = QUESTION_MESSAGES;
  it.each<[string, unknown, (n: number) => string, Record<string, (n: number) => string>]>([
    ['no text and empty options', { questionText: '', options: ['', 'b'], correctAnswerIndex: 0 }, Q.missingText, { questionText: Q.missingText, options: Q.emptyOptions }],
    ['empty and duplicate options', { questionText: 'Q', options: ['a', '', 'A'], correctAnswerIndex: 0 }, Q.emptyOptions, { options: Q.emptyOptions }],
    ['duplicate options and no correct index', { questionText: 'Q', options: ['a', 'a'] }, Q.duplicateOptions, { options: Q.duplicateOptions, correctAnswerIndex: Q.correctAnswer }],
    ['7 options', { questionText: 'Q', options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], correctAnswerIndex: 0 }, Q.optionCount, { options: Q.optionCount }],
    ['a correct index past the options', { questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 2 }, Q.correctAnswer, { correctAnswerIndex: Q.correctAnswer }],
    ['a correct index of 0.5', { questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 0.5 }, Q.correctAnswer, { correctAnswerIndex: Q.correctAnswer }],
    ['a long text', { questionText: long, options: ['a', 'b'], correctAnswerIndex: 0 }, Q.tooLong, { questionText: Q.tooLong }],
  ])('words a single-choice question with %s as the quiz always did', (_, body, first, fields) => {
    const error = errorOf(body);
    expect(error?.message).toBe(first(3));
    expect(error?.fieldErrors).toEqual(Object.fromEntries(Object.entries(fields).map(([field, message]) => [`questions.2.${field}`, message(3)])));
  });

  it('names the preview reasons without a number', () => {
    expect(questionProblem(readQuestion({ ...SC, options: ['Yes', ' yes'] }))).toBe('Two options are the same: “yes”');
    expect(questionProblem(readQuestion({ ...MR, optionCredits: [0.5, 0.4, 0] }))).toBe('Its positive credits add up to 90%, not 100%');
    expect(questionProblem(readQuestion({ ...MATCH, pairs: [{ prompt: 'a', match: 'b' }] }))).toBe('Has 1 pair; a matching question needs 2 to 20');
    expect(questionProblem(readQuestion({ type: 'CLOZE', questionText: 'Q' }))).toBe('Its question type is not one LearnHub knows');
  });
});
