import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAiken } from './aiken';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../../test/fixtures/interchange', name), 'utf8');

describe('parseAiken', () => {
  const { questions, skipped } = parseAiken(fixture('questions.aiken.txt'));

  it('reads both option styles, A. and A), keeps <b> as written, and the ANSWER letter in any case', () => {
    expect(questions).toEqual([
      { type: 'SINGLE_CHOICE', points: 1, generalFeedback: null, textFormat: 'PLAIN', optionFeedback: [null, null], category: null, title: null, questionText: 'Is this a <b>bold</b> question?', options: ['Yes', 'No'], correctAnswerIndex: 0, line: 1, position: null, notes: [] },
      {
        type: 'SINGLE_CHOICE',
        points: 1,
        generalFeedback: null,
        textFormat: 'PLAIN',
        optionFeedback: [null, null, null, null],
        category: null,
        title: null,
        questionText: 'What is the correct answer to this question?',
        options: ['Is it this one?', 'Maybe this answer?', 'Possibly this one?', 'Must be this one!'],
        correctAnswerIndex: 3,
        line: 6,
        position: null,
        notes: [],
      },
    ]);
  });

  it('skips an unknown answer letter, a missing ANSWER line and no options, each with its first line', () => {
    expect(skipped).toEqual([
      { line: 12, position: null, name: null, reason: 'The answer “E” is not one of the options' },
      { line: 17, position: null, name: null, reason: 'Missing ANSWER line' },
      { line: 21, position: null, name: null, reason: 'No options (lines such as “A) text”)' },
    ]);
  });

  it('starts a new question after an ANSWER line even without a blank line', () => {
    expect(parseAiken('Q1?\nA) a\nB) b\nANSWER: B\nQ2?\nA. c\nB. d\nANSWER:A').questions).toMatchObject([
      { type: 'SINGLE_CHOICE', questionText: 'Q1?', correctAnswerIndex: 1, line: 1, points: 1, optionFeedback: [null, null], textFormat: 'PLAIN' },
      { type: 'SINGLE_CHOICE', questionText: 'Q2?', correctAnswerIndex: 0, line: 5 },
    ]);
  });

  it('reads CRLF and question text over several lines', () => {
    expect(parseAiken('First line\r\nsecond line\r\nA) x\r\nB) y\r\nANSWER: A\r\n').questions[0]).toMatchObject({ questionText: 'First line\nsecond line', line: 1 });
  });

  it('skips text after the options without an ANSWER, and reads the next question', () => {
    const { questions, skipped } = parseAiken('Q1?\nA) a\nB) b\nQ2?\nA) c\nB) d\nANSWER: A');
    expect(skipped).toEqual([{ line: 1, position: null, name: null, reason: 'Missing ANSWER line' }]);
    expect(questions.map((q) => q.line)).toEqual([4]);
  });

  it("applies the quiz's rules", () => {
    const sevenOptions = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((letter) => `${letter}) ${letter.toLowerCase()}`).join('\n');
    const text = `Seven?\n${sevenOptions}\nANSWER: A\n\nTwins?\nA) Paris\nB) paris\nANSWER: A\n\nStray\n\nANSWER: B`;
    expect(parseAiken(text).skipped.map((item) => item.reason)).toEqual([
      'Has 7 options; a question needs 2 to 6',
      'Two options are the same: “paris”',
      'No options (lines such as “A) text”)',
      'An ANSWER line with no question before it',
    ]);
  });
});
