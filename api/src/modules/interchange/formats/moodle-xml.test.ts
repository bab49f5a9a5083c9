import { readFileSync } from 'node:fs';
import path from 'node:path';
import { singleChoice } from '../../../../test/fixtures/interchange/samples';
import { PARTIAL_CREDITS_NOTE } from './checks';
import { ANY_ANSWER_NOTE, exportMoodleXml, parseMoodleXml, UNITS_NOTE } from './moodle-xml';
import { UnreadableFile } from './types';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../../test/fixtures/interchange', name), 'utf8');
const quizXml = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions}\n</quiz>`;
const multichoice = (answers: string, text = 'Which?') =>
  `<question type="multichoice"><name><text>N</text></name><questiontext format="plain_text"><text>${text}</text></questiontext>${answers}</question>`;

describe('parseMoodleXml on a Moodle export', () => {
  const { questions, skipped } = parseMoodleXml(fixture('questions.xml'));

  it('reads HTML in CDATA to plain text, with entities, line breaks and its name', () => {
    expect(questions[0]).toEqual({
      type: 'SINGLE_CHOICE',
      title: 'Capital & city',
      questionText: 'What is the capital of France?\n\nThink été.\nThen answer.',
      options: ['Paris', 'Lyon', 'Marseille & co'],
      correctAnswerIndex: 0,
      optionFeedback: ['Right.', null, null],
      points: 1,
      generalFeedback: null,
      textFormat: 'PLAIN',
      line: null,
      position: 1,
      notes: [],
      category: '$course$/top/Geography',
    });
  });

  it('reads true/false from the answer with fraction 100, and moodle_auto_format keeps its newlines', () => {
    expect(questions[1]).toMatchObject({
      title: 'Flat earth',
      questionText: 'The earth is flat.\nAnswer honestly.',
      type: 'TRUE_FALSE',
      correctBoolean: false,
      position: 2,
      notes: [],
    });
  });

  it('keeps plain_text as written, trims answers, and notes the image left out', () => {
    expect(questions[4]).toMatchObject({
      title: 'Picture',
      questionText: 'Which flag is this?',
      type: 'MULTIPLE_RESPONSE',
      options: ['<b>Japan</b>', 'China'],
      optionCredits: [1, 0],
      position: 5,
      notes: ['1 image in the question was left out'],
    });
  });

  it('reads multiple answers and short answers; skips a matching question without pairs and unsupported types, with positions among the questions (the category not counted)', () => {
    expect(questions[2]).toMatchObject({ title: 'Primes', type: 'MULTIPLE_RESPONSE', position: 3 });
    expect(questions[3]).toMatchObject({ title: 'Tomb', type: 'SHORT_ANSWER', acceptedAnswers: [{ text: 'Grant', credit: 1, feedback: null }], caseSensitive: false, position: 4 });
    expect(skipped).toEqual([
      { line: null, position: 6, name: 'Pairs', reason: 'Has 0 pairs; a matching question needs 2 to 20' },
      { line: null, position: 7, name: 'Drag', reason: 'Drag-and-drop into text questions are not supported' },
    ]);
  });

  it('reads CRLF files like LF ones', () => {
    const lf = fixture('questions.xml');
    expect(parseMoodleXml(lf.replace(/\n/g, '\r\n'))).toEqual(parseMoodleXml(lf));
  });
});

describe('parseMoodleXml', () => {
  it('reads a single <question> like many', () => {
    const { questions } = parseMoodleXml(quizXml(multichoice('<answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer>')));
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ title: 'N', questionText: 'Which?', options: ['a', 'b'], position: 1 });
  });

  it('decodes XML and HTML entities outside CDATA, and keeps answer text such as 007 or true as text', () => {
    const xml = quizXml(multichoice('<answer fraction="0"><text>007</text></answer><answer fraction="100"><text>true</text></answer>', 'Tom&nbsp;&amp;&#160;Jerry &lt;3'));
    // plain_text is kept as written: the no-break spaces stay what they are.
    expect(parseMoodleXml(xml).questions[0]).toMatchObject({ questionText: 'Tom\u00a0&\u00a0Jerry <3', options: ['007', 'true'], correctAnswerIndex: 1 });
  });

  it('decodes entities written inside HTML text', () => {
    const xml = quizXml(
      '<question type="multichoice"><questiontext format="html"><text>Caf&amp;eacute;&amp;nbsp;&lt;b&gt;noir&lt;/b&gt;</text></questiontext>' +
        '<answer fraction="100" format="html"><text>&lt;p&gt;Oui &amp;amp; non&lt;/p&gt;</text></answer><answer fraction="0"><text>Non</text></answer></question>',
    );
    expect(parseMoodleXml(xml).questions[0]).toMatchObject({ title: null, questionText: 'Café noir', options: ['Oui & non', 'Non'] });
  });

  it('reads <single>false</single> as multiple response, each answer with its fraction as credit and its feedback', () => {
    const xml = quizXml(
      multichoice(
        '<single>false</single><answer fraction="0"><text>a</text></answer><answer fraction="100.0000000"><text>b</text><feedback format="html"><text><![CDATA[<p>Yes</p>]]></text></feedback></answer><answer fraction="-50"><text>c</text></answer>',
      ),
    );
    expect(parseMoodleXml(xml).questions[0]).toMatchObject({ type: 'MULTIPLE_RESPONSE', optionCredits: [0, 1, -0.5], optionFeedback: [null, 'Yes', null] });
  });

  it('keeps a single answer with partial credits as single choice with a note', () => {
    const xml = quizXml(multichoice('<answer fraction="100"><text>a</text></answer><answer fraction="10"><text>b</text></answer>'));
    expect(parseMoodleXml(xml).questions[0]).toMatchObject({ type: 'SINGLE_CHOICE', correctAnswerIndex: 0, notes: [PARTIAL_CREDITS_NOTE] });
  });

  it('skips a single-answer question with two full answers, none correct, or a partial one only', () => {
    const two = multichoice('<answer fraction="100"><text>a</text></answer><answer fraction="100"><text>b</text></answer>');
    const none = multichoice('<answer fraction="0"><text>a</text></answer><answer fraction="0"><text>b</text></answer>');
    const partial = multichoice('<answer fraction="50"><text>a</text></answer><answer fraction="0"><text>b</text></answer>');
    expect(parseMoodleXml(quizXml(two + none + partial)).skipped.map((item) => item.reason)).toEqual([
      'Has more than one correct answer',
      'Has no correct answer',
      'Has no correct answer',
    ]);
  });

  it("applies the quiz's rules (7 options, duplicates)", () => {
    const seven = multichoice(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((o, i) => `<answer fraction="${i === 0 ? 100 : 0}"><text>${o}</text></answer>`).join(''));
    const twins = multichoice('<answer fraction="100"><text>Paris</text></answer><answer fraction="0"><text> PARIS </text></answer>');
    expect(parseMoodleXml(quizXml(seven + twins)).skipped.map((item) => item.reason)).toEqual([
      'Has 7 options; a question needs 2 to 6',
      'Two options are the same: “PARIS”',
    ]);
  });

  it('skips a true/false question without an answer at fraction 100', () => {
    const xml = quizXml('<question type="truefalse"><questiontext format="html"><text>Sky?</text></questiontext><answer fraction="0"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>');
    expect(parseMoodleXml(xml).skipped).toEqual([{ line: null, position: 1, name: null, reason: 'Has no correct answer' }]);
  });

  it('notes images embedded as <file> or shown with <img> in the options', () => {
    const xml = quizXml(
      '<question type="multichoice"><questiontext format="plain_text"><text>Which?</text><file name="a.png">AA==</file><file name="b.png">AA==</file></questiontext>' +
        '<answer fraction="100" format="html"><text><![CDATA[Cat <img src="cat.png">]]></text></answer><answer fraction="0"><text>Dog</text></answer></question>',
    );
    expect(parseMoodleXml(xml).questions[0]).toMatchObject({
      options: ['Cat', 'Dog'],
      notes: ['2 images in the question were left out', '1 image in the options was left out'],
    });
  });

  it('names each unsupported type in plain words', () => {
    const types = ['multianswer', 'cloze', 'random', 'description', 'gapselect', 'calculated', 'somethingnew'];
    const xml = quizXml(types.map((type) => `<question type="${type}"><name><text>${type}</text></name></question>`).join('\n'));
    expect(parseMoodleXml(xml).skipped.map((item) => item.reason)).toEqual([
      'Cloze (embedded answers) questions are not supported',
      'Cloze (embedded answers) questions are not supported',
      'Random questions are not supported',
      'A description, not a question',
      'Select-missing-words questions are not supported',
      'Calculated questions are not supported',
      'Questions of type “somethingnew” are not supported',
    ]);
  });

  it('reads an empty quiz as nothing', () => {
    expect(parseMoodleXml('<quiz></quiz>')).toEqual({ questions: [], skipped: [] });
  });

  it('refuses a file that is not well-formed XML, with the line', () => {
    const broken = '<?xml version="1.0"?>\n<quiz>\n<question type="multichoice">\n</quiz>';
    expect(() => parseMoodleXml(broken)).toThrow(UnreadableFile);
    expect(() => parseMoodleXml(broken)).toThrow(/^This file is not well-formed XML: .+ \(line 4\)$/);
    expect(() => parseMoodleXml('just some text')).toThrow(/not well-formed XML/);
  });

  it('refuses XML without a <quiz>', () => {
    expect(() => parseMoodleXml('<html><body>Hi</body></html>')).toThrow(new UnreadableFile('This file has no <quiz> element: it is not a Moodle XML question file'));
  });
});

describe('exportMoodleXml', () => {
  const quiz = {
    title: 'Maths / Year 7',
    instructions: 'Pick one.',
    questions: [singleChoice('What is 2 + 2?', ['4', '5'], 0)],
  };

  it('writes a category with the instructions, then multichoice questions in plain text', () => {
    const xml = exportMoodleXml(quiz);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<quiz>')).toBe(true);
    const compact = xml.replace(/>\s+</g, '><');
    expect(compact).toContain(
      '<question type="category"><category><text>$course$/top/Maths // Year 7</text></category><info format="plain_text"><text>Pick one.</text></info></question>',
    );
    expect(compact).toContain(
      '<question type="multichoice"><name><text>Q1</text></name><questiontext format="plain_text"><text>What is 2 + 2?</text></questiontext>' +
        '<generalfeedback format="plain_text"><text></text></generalfeedback><defaultgrade>1</defaultgrade><single>true</single><shuffleanswers>true</shuffleanswers><answernumbering>abc</answernumbering>' +
        '<answer fraction="100" format="plain_text"><text>4</text><feedback format="plain_text"><text></text></feedback></answer>' +
        '<answer fraction="0" format="plain_text"><text>5</text><feedback format="plain_text"><text></text></feedback></answer></question>',
    );
  });

  it('reads back to the same questions, tricky text included', () => {
    const tricky = {
      title: 'A & B <C>',
      instructions: 'Say "hi" & <go>',
      questions: [
        singleChoice('Is ~ = # { } : \\ <b>bold</b>?\nSecond line with “quotes”, "straight", l\'été & café ]]>', ['a & b', '<i>c</i>', '"d"', "e's", '007'], 4),
        singleChoice('true or false?', ['true', 'false'], 1),
      ],
    };
    const { questions, skipped } = parseMoodleXml(exportMoodleXml(tricky));
    expect(skipped).toEqual([]);
    expect(questions.map(({ title, line, position, notes, category, ...question }) => question)).toEqual(tricky.questions);
    expect(questions.map(({ title, position }) => ({ title, position }))).toEqual([
      { title: 'Q1', position: 1 },
      { title: 'Q2', position: 2 },
    ]);
  });
});

describe('parseMoodleXml on one question of each type', () => {
  const { questions, skipped } = parseMoodleXml(fixture('all-types.xml'));
  const common = { line: null, category: '$course$/top/History', textFormat: 'PLAIN', generalFeedback: null, points: 1 };

  it('reads every type with its credits, feedback, points and format', () => {
    expect(questions).toEqual([
      {
        ...common,
        type: 'SINGLE_CHOICE',
        title: 'Tomb',
        position: 1,
        questionText: "Who is buried in Grant's tomb?",
        options: ['No one', 'Grant'],
        correctAnswerIndex: 1,
        optionFeedback: ['Someone is.', 'Right.'],
        generalFeedback: 'Ulysses and Julia Grant.',
        points: 2,
        notes: [],
      },
      {
        ...common,
        type: 'MULTIPLE_RESPONSE',
        title: 'Entombed',
        position: 2,
        questionText: 'Who are **entombed** there?',
        textFormat: 'MARKDOWN',
        options: ['No one', 'Grant', 'Julia Grant'],
        optionCredits: [-1, 0.5, 0.5],
        optionFeedback: [null, 'Yes', null],
        notes: [],
      },
      { ...common, type: 'TRUE_FALSE', title: 'Sun', position: 3, questionText: 'The sun rises in the east.', correctBoolean: true, optionFeedback: ['Right: east.', 'It rises in the east.'], notes: [] },
      {
        ...common,
        type: 'SHORT_ANSWER',
        title: 'Capital',
        position: 4,
        questionText: 'Capital of France?',
        acceptedAnswers: [
          { text: 'Paris', credit: 1, feedback: 'Yes' },
          { text: 'paris', credit: 0.5, feedback: 'Capital P' },
        ],
        caseSensitive: true,
        notes: [],
      },
      {
        ...common,
        type: 'NUMERICAL',
        title: 'Born',
        position: 5,
        questionText: 'When was Ulysses S. Grant born?',
        numericAnswers: [
          { value: 1822, tolerance: 0, min: null, max: null, credit: 1, feedback: 'Correct' },
          { value: 1822, tolerance: 2, min: null, max: null, credit: 0.5, feedback: null },
        ],
        notes: [ANY_ANSWER_NOTE, UNITS_NOTE],
      },
      {
        ...common,
        type: 'MATCHING',
        title: 'Capitals',
        position: 6,
        questionText: 'Match the capitals.',
        pairs: [
          { prompt: 'Canada', match: 'Ottawa' },
          { prompt: 'Italy', match: 'Rome' },
        ],
        extraMatches: ['Sydney'],
        notes: [],
      },
      { ...common, type: 'ESSAY', title: 'Biography', position: 7, questionText: 'Write a short biography.', generalFeedback: 'Dates matter.', points: 10, notes: [] },
    ]);
  });

  it('skips descriptions, cloze and random questions, each with its reason', () => {
    expect(skipped).toEqual([
      { line: null, position: 8, name: 'Intro', reason: 'A description, not a question' },
      { line: null, position: 9, name: 'Cloze', reason: 'Cloze (embedded answers) questions are not supported' },
      { line: null, position: 10, name: 'Random', reason: 'Random questions are not supported' },
    ]);
  });

  it('refuses a numerical answer written with a decimal comma, naming it', () => {
    const xml = quizXml('<question type="numerical"><questiontext><text>Pi?</text></questiontext><answer fraction="100"><text>3,14</text></answer></question>');
    expect(parseMoodleXml(xml).skipped.map((item) => item.reason)).toEqual(['The accepted number “3,14” is not a number']);
  });
});
