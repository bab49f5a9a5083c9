import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportGift, giftBlocks, parseGift } from './gift';

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

  it('imports multiple choice, true/false and missing word, with titles and lines', () => {
    expect(questions.map(({ title, line, correctAnswerIndex }) => ({ title, line, correctAnswerIndex }))).toEqual([
      { title: 'Q1', line: 6, correctAnswerIndex: 2 },
      { title: 'Q2', line: 8, correctAnswerIndex: 1 },
      { title: 'Q3', line: 10, correctAnswerIndex: 0 },
      { title: 'Q9', line: 31, correctAnswerIndex: 1 },
      { title: 'Q10', line: 35, correctAnswerIndex: 0 },
    ]);
    expect(questions[0]).toEqual({
      title: 'Q1',
      questionText: "Who's buried in Grant's tomb?",
      options: ['Grant', 'Jefferson', 'no one'],
      correctAnswerIndex: 2,
      line: 6,
      position: null,
      notes: [],
    });
  });

  it('skips every other type with its reason, and never lists the $CATEGORY', () => {
    expect(skipped).toEqual([
      { line: 12, position: null, name: 'Q4', reason: 'Short-answer questions are not supported' },
      { line: 14, position: null, name: 'Q5', reason: 'Numerical questions are not supported' },
      { line: 16, position: null, name: 'Q6', reason: 'Matching questions are not supported' },
      { line: 22, position: null, name: 'Q7', reason: 'Essay questions are not supported' },
      { line: 24, position: null, name: 'Q8', reason: 'Has more than one correct answer' },
      { line: 33, position: null, name: null, reason: 'A description, not a question' },
    ]);
  });

  it('reads true/false as the options True and False', () => {
    expect(questions[1]?.options).toEqual(['True', 'False']);
    expect(only('Sky is blue {TRUE}')?.correctAnswerIndex).toBe(0);
    expect(only('Sky is green {FALSE}')?.correctAnswerIndex).toBe(1);
    expect(only('Sky is green {F}')?.correctAnswerIndex).toBe(1);
  });

  it("imports Moodle's missing word (answers inside the text) as gift-pegjs does: a blank and a note", () => {
    expect(questions[3]).toMatchObject({
      questionText: 'Moodle costs _____ to download.',
      options: ['lots of money', 'nothing', 'a small amount'],
      notes: ['The answer blank in the text is shown as _____'],
    });
  });

  it('reads feedback and leaves it out with a note', () => {
    expect(questions[4]).toMatchObject({ options: ['yellow', 'red', 'blue'], notes: ['Feedback was left out'] });
    expect(only('Q {=a ~b ####General feedback}')?.notes).toEqual(['Feedback was left out']);
    expect(only('Sky is blue {T#Yes#No}')?.notes).toEqual(['Feedback was left out']);
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

  it('takes the choice weighted 100% as the correct one; two positive weights are a multiple answer', () => {
    expect(only('Q {~%100%four ~%0%three ~five}')?.correctAnswerIndex).toBe(0);
    expect(reasons('Q {~%50%a ~%50%b ~c}')).toEqual(['Has more than one correct answer']);
    expect(reasons('Q {=a =b ~c}')).toEqual(['Has more than one correct answer']);
    expect(reasons('Q {~a ~b}')).toEqual(['Has no correct answer']);
  });

  it("applies the quiz's rules: 2 to 6 options, no duplicates, no empty text", () => {
    expect(reasons('Q {=a ~b ~c ~d ~e ~f ~g}')).toEqual(['Has 7 options; a question needs 2 to 6']);
    expect(reasons('Q {~a =b ~c ~d ~e ~f}')).toEqual([]);
    expect(reasons('Capital? {=Paris ~Lyon ~ paris}')).toEqual(['Two options are the same: “paris”']);
    expect(reasons('::Empty:: {=a ~b}')).toEqual(['The question has no text']);
    expect(reasons('[html]<p> </p> {=a ~b}')).toEqual(['The question has no text']);
  });

  it('skips cloze-like text around a non-multiple-choice answer block', () => {
    expect(reasons('Grant is {=buried} in the tomb.')).toEqual(['Cloze (embedded answers) questions are not supported']);
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
      { questionText: 'Capital of France?', options: ['Paris', 'Lyon'], correctAnswerIndex: 0 },
      { questionText: 'a ~ b', options: ['x', 'y', 'z'], correctAnswerIndex: 2 },
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
        {
          questionText: 'Is ~ = # { } : \\ <b>bold</b>?\nSecond line with “quotes”, "straight", l\'été & café',
          options: ['a ~ b', 'c = d', 'e # f', '{g}', 'h: i', 'back\\slash'],
          correctAnswerIndex: 3,
        },
        { questionText: 'Ends with a backslash \\', options: ['<i>x</i> & y', 'new\nline', 'trailing\\'], correctAnswerIndex: 0 },
        { questionText: '// not a comment\nTRUE', options: ['T', 'F'], correctAnswerIndex: 1 },
      ],
    };
    const { questions, skipped } = parseGift(exportGift(tricky));
    expect(skipped).toEqual([]);
    expect(questions.map(({ questionText, options, correctAnswerIndex }) => ({ questionText, options, correctAnswerIndex }))).toEqual(tricky.questions);
    expect(questions.map((question) => question.title)).toEqual(['Q1', 'Q2', 'Q3']);
  });
});
