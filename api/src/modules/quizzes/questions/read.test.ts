import { questionProblem } from './checks';
import { EXAMPLE_QUESTIONS as BODIES } from './examples';
import { readQuestion, storedQuestion } from './read';

const SINGLE = BODIES.SINGLE_CHOICE;
const READ_SINGLE = {
  type: 'SINGLE_CHOICE',
  questionText: 'Capital of France?',
  points: 1,
  generalFeedback: null,
  textFormat: 'PLAIN',
  options: ['Paris', 'Lyon'],
  correctAnswerIndex: 0,
  optionFeedback: [null, null],
};

describe('readQuestion', () => {
  it('reads a body without type as the single-choice question it always was: trimmed, 1 point, no feedback', () => {
    expect(readQuestion(SINGLE)).toEqual(READ_SINGLE);
  });

  it('reads a stored row written before types existed the same way', () => {
    expect(storedQuestion({ questionText: 'Capital of France?', options: ['Paris', 'Lyon'], correctAnswerIndex: 0 })).toEqual(READ_SINGLE);
  });

  it('turns empty feedback into null and pads option feedback to one per option', () => {
    const question = readQuestion({ ...SINGLE, options: ['a', 'b', 'c'], optionFeedback: [' ', ' Good '], generalFeedback: '  ' });
    expect(question).toMatchObject({ generalFeedback: null, optionFeedback: [null, 'Good', null] });
  });

  it('gives a number without tolerance tolerance 0, a range none, and an answer without credit full credit', () => {
    expect(readQuestion(BODIES.NUMERICAL)).toMatchObject({
      numericAnswers: [
        { value: 1822, tolerance: 2, min: null, max: null, credit: 1, feedback: null },
        { value: 1822, tolerance: 0, min: null, max: null, credit: 1, feedback: null },
        { value: null, tolerance: null, min: 3.141, max: 3.142, credit: 0.5, feedback: null },
      ],
    });
  });

  it('pads true/false feedback to [when true, when false] and defaults case sensitivity to false', () => {
    expect(readQuestion(BODIES.TRUE_FALSE)).toMatchObject({ correctBoolean: true, optionFeedback: ['Right', null] });
    expect(readQuestion({ ...BODIES.SHORT_ANSWER, caseSensitive: undefined })).toMatchObject({ caseSensitive: false });
  });

  it.each(Object.entries(BODIES))('reads a valid %s body into a question its rules accept, and reading it again changes nothing', (_, body) => {
    const question = readQuestion(body);
    expect(questionProblem(question)).toBeNull();
    expect(readQuestion(question)).toEqual(question);
    expect(storedQuestion(JSON.parse(JSON.stringify(question)))).toEqual(question);
  });

  // A value of the wrong kind never reads as a valid one: the checks refuse what it became.
  it.each([
    ['points as text', { ...SINGLE, points: '2' }],
    ['the correct index as text', { ...SINGLE, correctAnswerIndex: '0' }],
    ['options as one text', { ...SINGLE, options: 'Paris' }],
    ['an option that is a number', { ...SINGLE, options: ['Paris', 3] }],
    ['feedback that is a number', { ...SINGLE, generalFeedback: 42 }],
    ['option feedback that is an object', { ...SINGLE, optionFeedback: [{ text: 'x' }] }],
    ['a text format that is not one', { ...SINGLE, textFormat: 'HTML' }],
    ['a type that is not one', { ...SINGLE, type: 'CLOZE' }],
    ['credits as text', { ...BODIES.MULTIPLE_RESPONSE, optionCredits: ['0.5', 0.5, -1] }],
    ['credits as one number', { ...BODIES.MULTIPLE_RESPONSE, optionCredits: 1 }],
    ['the correct boolean as text', { ...BODIES.TRUE_FALSE, correctBoolean: 'true' }],
    ['no correct boolean', { ...BODIES.TRUE_FALSE, correctBoolean: undefined }],
    ['case sensitivity as text', { ...BODIES.SHORT_ANSWER, caseSensitive: 'yes' }],
    ['an accepted answer as a text', { ...BODIES.SHORT_ANSWER, acceptedAnswers: 'Paris' }],
    ['a credit as text', { ...BODIES.SHORT_ANSWER, acceptedAnswers: [{ text: 'Paris', credit: '1' }] }],
    ['a value as text', { ...BODIES.NUMERICAL, numericAnswers: [{ value: '1822' }] }],
    ['extra matches as one text', { ...BODIES.MATCHING, extraMatches: 7 }],
    ['a pair as a text', { ...BODIES.MATCHING, pairs: ['cat', { prompt: 'dog', match: 'woof' }] }],
  ])('keeps %s as something the checks refuse', (_, body) => {
    expect(questionProblem(readQuestion(body))).not.toBeNull();
  });

  it('never throws, whatever it is given', () => {
    for (const input of [undefined, null, 42, 'text', [], { type: 'MATCHING', pairs: null }, { type: 'NUMERICAL', numericAnswers: [null] }]) {
      expect(() => readQuestion(input)).not.toThrow();
      expect(questionProblem(readQuestion(input))).not.toBeNull();
    }
  });
});
