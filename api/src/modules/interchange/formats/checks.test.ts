import { MAX_TEXT } from '../../quizzes/quiz.validation';
import { problemWith, QuestionCollector, type QuestionDraft } from './checks';

const draft = (fields: Partial<QuestionDraft>): QuestionDraft => ({
  title: null,
  questionText: 'Capital of France?',
  options: ['Paris', 'Lyon'],
  correct: [0],
  images: { text: 0, options: 0 },
  notes: [],
  ...fields,
});

describe("the quiz's rules for a question", () => {
  it('accepts a single-answer question of 2 to 6 options', () => {
    expect(problemWith(draft({}))).toBeNull();
    expect(problemWith(draft({ options: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toBeNull();
  });

  it.each([
    [{ questionText: '' }, 'The question has no text'],
    [{ options: ['a'] }, 'Has 1 option; a question needs 2 to 6'],
    [{ options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'Has 7 options; a question needs 2 to 6'],
    [{ options: ['a', ''] }, 'An option is empty'],
    [{ options: ['Paris', 'paris'] }, 'Two options are the same: “paris”'],
    [{ correct: [] }, 'Has no correct answer'],
    [{ correct: [0, 1] }, 'Has more than one correct answer'],
    [{ questionText: 'x'.repeat(MAX_TEXT + 1) }, `The question or an option is longer than ${MAX_TEXT} characters`],
    [{ options: ['a', 'x'.repeat(MAX_TEXT + 1)] }, `The question or an option is longer than ${MAX_TEXT} characters`],
  ])('skips %o: %s', (fields, reason) => {
    expect(problemWith(draft(fields))).toBe(reason);
  });

  it('allows text of exactly the longest length', () => {
    expect(problemWith(draft({ questionText: 'x'.repeat(MAX_TEXT) }))).toBeNull();
  });
});

describe('QuestionCollector', () => {
  const place = { line: 3, position: null, name: 'Q1' };

  it('trims text and options before the rules, so spaces do not hide an empty or duplicate option', () => {
    const collector = new QuestionCollector();
    collector.add(draft({ questionText: '  Q?  ', options: [' Paris ', 'Lyon'] }), place);
    collector.add(draft({ options: ['Paris', '  PARIS'] }), place);
    collector.add(draft({ questionText: '   ' }), place);
    const { questions, skipped } = collector.done();
    expect(questions).toEqual([
      { title: null, questionText: 'Q?', options: ['Paris', 'Lyon'], correctAnswerIndex: 0, line: 3, position: null, notes: [] },
    ]);
    expect(skipped.map((item) => item.reason)).toEqual(['Two options are the same: “PARIS”', 'The question has no text']);
    expect(skipped[0]).toEqual({ line: 3, position: null, name: 'Q1', reason: 'Two options are the same: “PARIS”' });
  });

  it('notes images left out of the question and of the options', () => {
    const collector = new QuestionCollector();
    collector.add(draft({ images: { text: 1, options: 2 }, notes: ['Feedback was left out'] }), place);
    expect(collector.done().questions[0]?.notes).toEqual([
      '1 image in the question was left out',
      '2 images in the options were left out',
      'Feedback was left out',
    ]);
  });
});
