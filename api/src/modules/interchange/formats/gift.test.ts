import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PARTIAL_CREDITS_NOTE } from './checks';
import { exportGift, giftBlocks, parseGift } from './gift';
import { parseMoodleXml } from './moodle-xml';
import type { ImportedQuestion } from './types';
import { singleChoice } from '../../../../test/fixtures/interchange/samples';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../../test/fixtures/interchange', name), 'utf8');
const reasons = (text: string) => parseGift(text).skipped.map((item) => item.reason);
const only = (text: string) => {
  const { questions, skipped } = parseGift(text);
  expect(skipped).toEqual([]);
  expect(questions).toHaveLength(1);
  return questions[0];
};

describe('parseGift on the examples of Moodle’s documentation', () => {
  const { questions, skipped } = parseGift(fixture('moodle-docs.gift'));

  it('imports every type with its title, line and the $CATEGORY it is filed in', () => {
    expect(questions.map(({ title, line, type, category }) => ({ title, line, type, category }))).toEqual([
      { title: 'Q1', line: 6, type: 'SINGLE_CHOICE', category: 'tom/dick/harry' },
      { title: 'Q2', line: 8, type: 'TRUE_FALSE', category: 'tom/dick/harry' },
      { title: 'Q3', line: 10, type: 'TRUE_FALSE', category: 'tom/dick/harry' },
      { title: 'Q4', line: 12, type: 'SHORT_ANSWER', category: 'tom/dick/harry' },
      { title: 'Q5', line: 14, type: 'NUMERICAL', category: 'tom/dick/harry' },
      { title: 'Q6', line: 16, type: 'MATCHING', category: 'tom/dick/harry' },
      { title: 'Q7', line: 22, type: 'ESSAY', category: 'tom/dick/harry' },
      { title: 'Q8', line: 24, type: 'MULTIPLE_RESPONSE', category: 'tom/dick/harry' },
      { title: 'Q9', line: 31, type: 'SINGLE_CHOICE', category: 'tom/dick/harry' },
      { title: 'Q10', line: 35, type: 'SINGLE_CHOICE', category: 'tom/dick/harry' },
    ]);
    expect(questions[0]).toEqual({
      type: 'SINGLE_CHOICE',
      title: 'Q1',
      questionText: "Who's buried in Grant's tomb?",
      options: ['Grant', 'Jefferson', 'no one'],
      correctAnswerIndex: 2,
      optionFeedback: [null, null, null],
      points: 1,
      generalFeedback: null,
      textFormat: 'PLAIN',
      line: 6,
      position: null,
      notes: [],
      category: 'tom/dick/harry',
    });
  });

  it('skips only the description, with its reason', () => {
    expect(skipped).toEqual([{ line: 33, position: null, name: null, reason: 'A description, not a question' }]);
  });

  it('reads each type’s fields', () => {
    expect(questions[1]).toMatchObject({ correctBoolean: false, optionFeedback: [null, null] });
    expect(questions[2]).toMatchObject({ correctBoolean: true });
    expect(questions[3]).toMatchObject({
      acceptedAnswers: [
        { text: 'Grant', credit: 1, feedback: null },
        { text: 'Ulysses S. Grant', credit: 1, feedback: null },
        { text: 'Ulysses Grant', credit: 1, feedback: null },
      ],
      caseSensitive: false,
    });
    expect(questions[4]).toMatchObject({ numericAnswers: [{ value: 3, tolerance: 2, min: null, max: null, credit: 1, feedback: null }] });
    expect(questions[5]).toMatchObject({
      pairs: [
        { prompt: 'Canada', match: 'Ottawa' },
        { prompt: 'Italy', match: 'Rome' },
        { prompt: 'Japan', match: 'Tokyo' },
      ],
      extraMatches: [],
    });
    expect(questions[6]).toMatchObject({ questionText: 'Write a short biography of Dag Hammarskjöld.', generalFeedback: null });
    expect(questions[7]).toMatchObject({ options: ['No one', 'Grant', "Grant's wife", "Grant's father"], optionCredits: [-1, 0.5, 0.5, -1] });
  });

  it("imports Moodle's missing word (answers inside the text) with a blank where the answers were", () => {
    expect(questions[8]).toMatchObject({
      questionText: 'Moodle costs _____ to download.',
      options: ['lots of money', 'nothing', 'a small amount'],
      notes: ['The answer blank in the text is shown as _____'],
    });
  });

  it('keeps each option’s feedback', () => {
    expect(questions[9]).toMatchObject({ options: ['yellow', 'red', 'blue'], optionFeedback: ['right; good!', "wrong, it's yellow", "wrong, it's yellow"], notes: [] });
  });
});

describe("parseGift on Moodle's own reference file (question/format/gift/examples.txt)", () => {
  const { questions, skipped } = parseGift(fixture('moodle-examples.gift'));

  it('imports all 43 questions, none skipped', () => {
    expect(skipped).toEqual([]);
    const count = (type: string) => questions.filter((question) => question.type === type).length;
    expect(questions).toHaveLength(43);
    expect({
      SINGLE_CHOICE: count('SINGLE_CHOICE'),
      MULTIPLE_RESPONSE: count('MULTIPLE_RESPONSE'),
      TRUE_FALSE: count('TRUE_FALSE'),
      SHORT_ANSWER: count('SHORT_ANSWER'),
      NUMERICAL: count('NUMERICAL'),
      MATCHING: count('MATCHING'),
    }).toEqual({ SINGLE_CHOICE: 16, MULTIPLE_RESPONSE: 2, TRUE_FALSE: 5, SHORT_ANSWER: 9, NUMERICAL: 8, MATCHING: 3 });
  });

  it('reads credits, feedback, ranges, Markdown and escapes', () => {
    const titled = (title: string) => questions.find((question) => question.title === title);
    expect(titled('Numerical example')).toMatchObject({
      numericAnswers: [
        { value: 1822, tolerance: 0, min: null, max: null, credit: 1, feedback: 'Correct! 100% credit' },
        { value: 1822, tolerance: 2, min: null, max: null, credit: 0.5, feedback: 'He was born in 1822. You get 50% credit for being close.' },
      ],
    });
    expect(questions.find((question) => question.type === 'NUMERICAL' && question.numericAnswers[0]?.min !== null)).toMatchObject({
      questionText: 'What is the value of pi (to 3 decimal places)? _____ .',
      numericAnswers: [{ value: null, tolerance: null, min: 3.141, max: 3.142, credit: 1 }],
    });
    expect(titled("Jesus' hometown (Short answer ex.)")).toMatchObject({
      acceptedAnswers: [
        { text: 'Nazareth', credit: 1, feedback: "Yes! That's right!" },
        { text: 'Nazereth', credit: 0.75, feedback: 'Right, but misspelled.' },
        { text: 'Bethlehem', credit: 0.25, feedback: 'He was born here, but not raised here.' },
      ],
    });
    expect(questions.find((question) => question.textFormat === 'MARKDOWN')).toMatchObject({ questionText: "Who's buried in **Grant's tomb**?", type: 'SHORT_ANSWER' });
    expect(titled('GIFT Control Characters')).toMatchObject({ options: ['~', '=', '#', '{', '}', '\\'], correctAnswerIndex: 5 });
    expect(questions.filter((question) => question.type === 'MULTIPLE_RESPONSE').map((question) => question.type === 'MULTIPLE_RESPONSE' && question.optionCredits)).toEqual([
      [0, 0.5, 0.5, 0],
      [-0.5, 0.5, 0.5, -0.5],
    ]);
  });

  it("keeps a single answer with partial credits (Moodle's “Difficult question”) as single choice, with a note", () => {
    expect(questions.find((question) => question.questionText === 'Difficult question.')).toMatchObject({
      type: 'SINGLE_CHOICE',
      correctAnswerIndex: 2,
      notes: [PARTIAL_CREDITS_NOTE],
    });
  });

  it('reads {FALSE#feedback} as Moodle does: the feedback is for the wrong answer, True', () => {
    expect(questions.find((question) => question.type === 'TRUE_FALSE' && question.optionFeedback[0] !== null)).toMatchObject({
      correctBoolean: false,
      optionFeedback: ["No one is buried in Grant's tomb.", null],
    });
  });
});

describe('parseGift', () => {
  it('skips a broken question with its line; the ones before and after still import', () => {
    const { questions, skipped } = parseGift(fixture('broken-middle.gift'));
    expect(questions.map((question) => question.title)).toEqual(['First', 'Last']);
    expect(questions[1]?.line).toBe(8);
    expect(skipped).toEqual([
      { line: 3, position: null, name: 'Broken', reason: 'Could not read this question: the answers are not closed with } (line 6)' },
    ]);
  });

  it('names the unexpected character of a broken question', () => {
    expect(reasons('\n\nQ {=a ~}')).toEqual(['Could not read this question: unexpected “~” (line 3)']);
  });

  it('reads CRLF files like LF ones', () => {
    const lf = fixture('moodle-docs.gift');
    expect(parseGift(lf.replace(/\n/g, '\r\n'))).toEqual(parseGift(lf));
  });

  it('handles the escapes \\~ \\= \\# \\{ \\} \\: \\\\ and \\n', () => {
    const question = only('::A\\:B:: Escapes \\~ \\= \\# \\{ \\} \\: back\\\\slash\\nnext line {=a\\=b ~c\\{d\\} ~e\\#f\\~}');
    expect(question).toMatchObject({
      title: 'A:B',
      questionText: 'Escapes ~ = # { } : back\\slash\nnext line',
      options: ['a=b', 'c{d}', 'e#f~'],
    });
  });

  it('reads [html] and unmarked (moodle) text through HTML, [plain] and [markdown] as written', () => {
    expect(only('[html]<p>Caf&eacute; <b>au</b> lait?</p><p>Yes</p> {=<i>Oui</i> ~Non}')).toMatchObject({
      questionText: 'Café au lait?\n\nYes',
      options: ['Oui', 'Non'],
    });
    expect(only('[moodle]A &amp; B<br>C {=x ~y}')?.questionText).toBe('A & B\nC');
    expect(only('Tom &amp; Jerry {=x ~y}')?.questionText).toBe('Tom & Jerry');
    expect(only('[plain]Is <b>this</b> &amp; bold? {=x ~y}')?.questionText).toBe('Is <b>this</b> &amp; bold?');
    expect(only('[markdown]Is **this** bold? {=x ~y}')?.questionText).toBe('Is **this** bold?');
  });

  it('notes images left out of the question', () => {
    expect(only('[html]Which flag? <img src\\="flag.png"> {=Japan ~China}')).toMatchObject({
      questionText: 'Which flag?',
      notes: ['1 image in the question was left out'],
    });
  });

  it('takes the choice weighted 100% as the correct one; several positive or partial weights without = make a multiple response', () => {
    expect(only('Q {~%100%four ~%0%three ~five}')).toMatchObject({ type: 'SINGLE_CHOICE', correctAnswerIndex: 0 });
    expect(only('Q {~%50%a ~%50%b ~c}')).toMatchObject({ type: 'MULTIPLE_RESPONSE', optionCredits: [0.5, 0.5, 0] });
    expect(only('Q {~%33.33333%a ~%33.33333%b ~%33.33333%c ~%-100%d}')).toMatchObject({ type: 'MULTIPLE_RESPONSE', optionCredits: [0.3333333, 0.3333333, 0.3333333, -1] });
    expect(reasons('Q {~%50%a ~%25%b ~c}')).toEqual(['Its positive credits add up to 75%, not 100%']);
    expect(reasons('Q {=a =b ~c}')).toEqual(['Has more than one correct answer']);
    expect(reasons('Q {~a ~b}')).toEqual(['Has no correct answer']);
  });

  it('reads the feedback of options, of true and false (wrong answer first, as Moodle), and the general feedback', () => {
    expect(only('Q {=a#Yes ~b#No ####General}')).toMatchObject({ optionFeedback: ['Yes', 'No'], generalFeedback: 'General' });
    expect(only('Sky is blue {T#Wrong#Right}')).toMatchObject({ correctBoolean: true, optionFeedback: ['Right', 'Wrong'] });
    expect(only('Sky is green {F#Wrong#Right}')).toMatchObject({ correctBoolean: false, optionFeedback: ['Wrong', 'Right'] });
    expect(only('Sky is green {FALSE}')).toMatchObject({ correctBoolean: false, optionFeedback: [null, null] });
    expect(only('Essay {####Read this}')).toMatchObject({ type: 'ESSAY', generalFeedback: 'Read this' });
  });

  it('reads short answers with credits, numbers with tolerance, ranges and credits, and matching with an extra match', () => {
    expect(only('Q {=Paris =%50%paris city#Half}')).toMatchObject({
      type: 'SHORT_ANSWER',
      acceptedAnswers: [
        { text: 'Paris', credit: 1, feedback: null },
        { text: 'paris city', credit: 0.5, feedback: 'Half' },
      ],
      caseSensitive: false,
    });
    expect(only('Q {#\n=-3.5:0.1#Yes\n=%50%-5..-1\n}')).toMatchObject({
      type: 'NUMERICAL',
      numericAnswers: [
        { value: -3.5, tolerance: 0.1, min: null, max: null, credit: 1, feedback: 'Yes' },
        { value: null, tolerance: null, min: -5, max: -1, credit: 0.5, feedback: null },
      ],
    });
    expect(only('Q {=a\\=x -> b\\=c\\{d\\} =e -> f = -> g}')).toMatchObject({
      type: 'MATCHING',
      pairs: [
        { prompt: 'a=x', match: 'b=c{d}' },
        { prompt: 'e', match: 'f' },
      ],
      extraMatches: ['g'],
    });
  });

  it('reads [markdown] as Markdown, and converts [html] to plain text', () => {
    expect(only('[markdown]Is **this** bold? {T}')).toMatchObject({ textFormat: 'MARKDOWN', questionText: 'Is **this** bold?' });
    expect(only('[html]<p>Is <b>this</b> bold?</p> {T#<i>No</i>}')).toMatchObject({ textFormat: 'PLAIN', questionText: 'Is this bold?', optionFeedback: [null, 'No'] });
  });

  it("applies the quiz's rules: 2 to 6 options, no duplicates, no empty text", () => {
    expect(reasons('Q {=a ~b ~c ~d ~e ~f ~g}')).toEqual(['Has 7 options; a question needs 2 to 6']);
    expect(reasons('Q {~a =b ~c ~d ~e ~f}')).toEqual([]);
    expect(reasons('Capital? {=Paris ~Lyon ~ paris}')).toEqual(['Two options are the same: “paris”']);
    expect(reasons('::Empty:: {=a ~b}')).toEqual(['The question has no text']);
    expect(reasons('[html]<p> </p> {=a ~b}')).toEqual(['The question has no text']);
  });

  it("keeps the blank's place of a missing-word short answer, and skips a question with two answer blocks", () => {
    expect(only('Grant is {=buried} in the tomb.')).toMatchObject({ type: 'SHORT_ANSWER', questionText: 'Grant is _____ in the tomb.', notes: ['The answer blank in the text is shown as _____'] });
    expect(reasons('A {=a} and {=b}')[0]).toMatch(/^Could not read this question/);
  });

  it('reads an answer block over several lines, and a comment line does not split a question', () => {
    const question = only('// intro\nWhat colour?\n// a note\n{\n  =yellow\n  ~red\n}');
    expect(question).toMatchObject({ questionText: 'What colour?', options: ['yellow', 'red'], line: 2 });
  });

  it('cuts blocks on blank (whitespace-only) lines and remembers their first line', () => {
    expect(giftBlocks('a\n  \t\n// c\nb\nc\n\n\nd')).toEqual([
      { text: 'a', line: 1 },
      { text: 'b\nc', line: 4 },
      { text: 'd', line: 8 },
    ]);
  });

  it('cuts CRLF files the same way, with no CR left in a block', () => {
    expect(giftBlocks('a\r\nb\r\n\r\n// c\r\nd\r\n')).toEqual([
      { text: 'a\nb', line: 1 },
      { text: 'd', line: 5 },
    ]);
  });

  it('reads an empty file as nothing', () => {
    expect(parseGift('')).toEqual({ questions: [], skipped: [] });
    expect(parseGift('// only a comment\n\n$CATEGORY: x\n')).toEqual({ questions: [], skipped: [] });
  });
});

describe('exportGift', () => {
  const quiz = {
    title: 'Capitals: Europe',
    instructions: 'Pick one.\nGood luck!',
    questions: [
      singleChoice('Capital of France?', ['Paris', 'Lyon'], 0),
      singleChoice('a ~ b', ['x', 'y', 'z'], 2),
    ],
  };

  it('writes a comment header and one [plain] block per question, blank line between', () => {
    expect(exportGift(quiz)).toBe(
      [
        '// Capitals: Europe',
        '// Pick one.',
        '// Good luck!',
        '',
        '::Q1::[plain]Capital of France?{',
        '\t=Paris',
        '\t~Lyon',
        '}',
        '',
        '::Q2::[plain]a \\~ b{',
        '\t~x',
        '\t~y',
        '\t=z',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('reads back to the same questions, tricky text included', () => {
    const tricky = {
      title: 'Tricky',
      instructions: 'Line one\n\nLine three',
      questions: [
        singleChoice('Is ~ = # { } : \\ <b>bold</b>?\nSecond line with “quotes”, "straight", l\'été & café', ['a ~ b', 'c = d', 'e # f', '{g}', 'h: i', 'back\\slash'], 3),
        singleChoice('Ends with a backslash \\', ['<i>x</i> & y', 'new\nline', 'trailing\\'], 0),
        singleChoice('// not a comment\nTRUE', ['T', 'F'], 1),
      ],
    };
    const { questions, skipped } = parseGift(exportGift(tricky));
    expect(skipped).toEqual([]);
    expect(questions.map(({ title, line, position, notes, category, ...question }) => question)).toEqual(tricky.questions);
    expect(questions.map((question) => question.title)).toEqual(['Q1', 'Q2', 'Q3']);
  });
});

describe('parseGift on one question of each type (all-types.gift)', () => {
  const gift = parseGift(fixture('all-types.gift'));
  const xml = parseMoodleXml(fixture('all-types.xml'));
  // What Moodle XML has and GIFT cannot write: points, case sensitivity, units, "*" answers.
  const comparable = ({ line, position, notes, points, ...question }: ImportedQuestion) => ({ ...question, ...(question.type === 'SHORT_ANSWER' ? { caseSensitive: false } : {}) });

  it('reads the same questions as the Moodle XML fixture, field by field', () => {
    expect(gift.questions.map(comparable)).toEqual(xml.questions.map(comparable));
    expect(gift.questions.map(({ line, points }) => ({ line, points }))).toEqual([5, 11, 17, 19, 21, 26, 32].map((line) => ({ line, points: 1 })));
  });

  it('skips the description with its reason', () => {
    expect(gift.skipped).toEqual([{ line: 34, position: null, name: null, reason: 'A description, not a question' }]);
  });
});
