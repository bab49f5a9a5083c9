import { MAX_TEXT } from '../../quizzes/quiz.validation';
import type { QuestionOf } from '../../quizzes/questions/types';
import { questionProblem as problemWith } from '../../quizzes/questions/checks';
import { choiceQuestion, MORE_THAN_ONE_CORRECT, PARTIAL_CREDITS_NOTE, QuestionCollector, type QuestionDraft } from './checks';

const base = { questionText: 'Capital of France?', points: 1, generalFeedback: null, textFormat: 'PLAIN' as const };
const single = (fields: Partial<QuestionOf<'SINGLE_CHOICE'>> = {}): QuestionOf<'SINGLE_CHOICE'> => ({
  ...base,
  type: 'SINGLE_CHOICE',
  options: ['Paris', 'Lyon'],
  correctAnswerIndex: 0,
  optionFeedback: [null, null],
  ...fields,
});
const draft = (fields: Partial<QuestionOf<'SINGLE_CHOICE'>> = {}, more: Partial<QuestionDraft> = {}): QuestionDraft => ({
  title: null,
  question: single(fields),
  images: { text: 0, options: 0 },
  notes: [],
  ...more,
});

describe("the quiz's rules for a single-choice question", () => {
  it('accepts a single-answer question of 2 to 6 options', () => {
    expect(problemWith(single())).toBeNull();
    expect(problemWith(single({ options: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toBeNull();
  });

  it.each([
    [{ questionText: '' }, 'The question has no text'],
    [{ options: ['a'] }, 'Has 1 option; a question needs 2 to 6'],
    [{ options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'Has 7 options; a question needs 2 to 6'],
    [{ options: ['a', ''] }, 'An option is empty'],
    [{ options: ['Paris', 'paris'] }, 'Two options are the same: “paris”'],
    [{ correctAnswerIndex: -1 }, 'Has no correct answer'],
    [{ questionText: 'x'.repeat(MAX_TEXT + 1) }, `The question or an option is longer than ${MAX_TEXT} characters`],
    [{ options: ['a', 'x'.repeat(MAX_TEXT + 1)] }, `The question or an option is longer than ${MAX_TEXT} characters`],
  ])('skips %o: %s', (fields, reason) => {
    expect(problemWith(single(fields))).toBe(reason);
  });

  it('allows text of exactly the longest length', () => {
    expect(problemWith(single({ questionText: 'x'.repeat(MAX_TEXT) }))).toBeNull();
  });
});

describe("choiceQuestion: Moodle's rule for single and multiple answers", () => {
  const read = (credits: number[], isSingle: boolean | null) => choiceQuestion(base, { options: credits.map((_, k) => `o${k}`), credits, feedback: credits.map(() => null), single: isSingle });

  it('takes the one full-credit option of a single-answer question', () => {
    expect(read([0, 1, 0], true)).toMatchObject({ question: { type: 'SINGLE_CHOICE', correctAnswerIndex: 1 }, notes: [] });
    expect(read([0, 1, 0], null)).toMatchObject({ question: { type: 'SINGLE_CHOICE', correctAnswerIndex: 1 } });
  });

  it('refuses two full-credit options in a single-answer question', () => {
    expect(read([1, 1, 0], true)).toEqual({ reason: MORE_THAN_ONE_CORRECT });
  });

  it('keeps a single answer with partial credits as single choice, saying the partial credits were left out', () => {
    expect(read([0, 0.5, 1], true)).toMatchObject({ question: { type: 'SINGLE_CHOICE', correctAnswerIndex: 2 }, notes: [PARTIAL_CREDITS_NOTE] });
  });

  it('reads several positive or partial credits without `=` (or marked multiple) as multiple response with each credit', () => {
    expect(read([0.5, 0.5, -1], null)).toMatchObject({ question: { type: 'MULTIPLE_RESPONSE', optionCredits: [0.5, 0.5, -1] } });
    expect(read([1, 0], false)).toMatchObject({ question: { type: 'MULTIPLE_RESPONSE', optionCredits: [1, 0] } });
  });

  it('skips a multiple-response question whose positive credits do not make 100%', () => {
    const result = read([0.5, 0.25, 0], null);
    if (!('question' in result)) throw new Error('expected a question');
    expect(problemWith(result.question)).toBe('Its positive credits add up to 75%, not 100%');
  });
});

describe('QuestionCollector', () => {
  const place = { line: 3, position: null, name: 'Q1' };

  it('trims text, options and feedback before the rules, so spaces do not hide an empty or duplicate option', () => {
    const collector = new QuestionCollector();
    collector.add(draft({ questionText: '  Q?  ', options: [' Paris ', 'Lyon'], optionFeedback: [' Yes ', '  '], generalFeedback: ' ' }), place);
    collector.add(draft({ options: ['Paris', '  PARIS'] }), place);
    collector.add(draft({ questionText: '   ' }), place);
    const { questions, skipped } = collector.done();
    expect(questions).toEqual([
      { ...single(), questionText: 'Q?', optionFeedback: ['Yes', null], title: null, line: 3, position: null, notes: [], category: null },
    ]);
    expect(skipped.map((item) => item.reason)).toEqual(['Two options are the same: “PARIS”', 'The question has no text']);
    expect(skipped[0]).toEqual({ line: 3, position: null, name: 'Q1', reason: 'Two options are the same: “PARIS”' });
  });

  it('notes images left out of the question and of the options', () => {
    const collector = new QuestionCollector();
    collector.add(draft({}, { images: { text: 1, options: 2 }, notes: ['A note'] }), place);
    expect(collector.done().questions[0]?.notes).toEqual(['1 image in the question was left out', '2 images in the options were left out', 'A note']);
  });

  it('files each question in the category named last', () => {
    const collector = new QuestionCollector();
    collector.add(draft(), place);
    collector.category = 'top/Capitals';
    collector.add(draft(), place);
    expect(collector.done().questions.map((question) => question.category)).toEqual([null, 'top/Capitals']);
  });
});
