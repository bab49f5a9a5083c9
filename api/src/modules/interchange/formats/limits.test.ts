// The file limits, checked while each format reads (before any HTML is converted), and the parser
// refusals that used to escape as 500s: each one is an UnreadableFile with a message for the tutor.
import { parseCardsCsv, parseCardsTsv } from './cards';
import { parseGift } from './gift';
import { IMPORT_LIMITS, LIMIT_MESSAGES } from './limits';
import { parseMoodleXml } from './moodle-xml';
import { htmlToPlain } from './text';
import { UnreadableFile } from './types';

const { maxItems, maxOptions } = IMPORT_LIMITS;
const nested = (depth: number, inner = 'x') => `${'<b>'.repeat(depth)}${inner}${'</b>'.repeat(depth)}`;
const giftOptions = (count: number) => `Pick one {=a0 ${Array.from({ length: count - 1 }, (_, i) => `~o${i + 1}`).join(' ')}}`;
const quizXml = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions}\n</quiz>`;
const xmlQuestion = (answers: number, text = 'Which?') =>
  `<question type="multichoice"><name><text>Q</text></name><questiontext format="html"><text><![CDATA[${text}]]></text></questiontext>${Array.from(
    { length: answers },
    (_, i) => `<answer fraction="${i === 0 ? 100 : 0}"><text>o${i}</text></answer>`,
  ).join('')}</question>`;

/** What parse() throws: its class and message. */
function refusal(parse: () => unknown): { unreadable: boolean; message: string } | null {
  try {
    parse();
    return null;
  } catch (error) {
    return { unreadable: error instanceof UnreadableFile, message: error instanceof Error ? error.message : String(error) };
  }
}

describe('options per question', () => {
  it('refuses the 80 KB GIFT file of one question with 12,000 options before converting them', () => {
    const file = giftOptions(12_000);
    expect(file.length).toBeGreaterThan(80_000);
    expect(refusal(() => parseGift(file))).toEqual({ unreadable: true, message: 'A question may have at most 50 options (line 1)' });
  });

  it('still reads a question at the limit, skipping it with the quiz’s reason', () => {
    expect(parseGift(giftOptions(maxOptions)).skipped[0].reason).toMatch(/^Has 50 options/);
    expect(refusal(() => parseGift(giftOptions(maxOptions + 1)))?.message).toBe(LIMIT_MESSAGES.tooManyOptions('line 1'));
  });

  it('refuses a Moodle XML question with more answers than the limit, naming the question', () => {
    expect(parseMoodleXml(quizXml(xmlQuestion(maxOptions))).skipped).toHaveLength(1);
    expect(refusal(() => parseMoodleXml(quizXml(`${xmlQuestion(2)}${xmlQuestion(maxOptions + 1)}`)))).toEqual({
      unreadable: true,
      message: 'A question may have at most 50 options (question 2)',
    });
  });
});

describe('items per file', () => {
  it.each([
    ['GIFT', () => parseGift(Array.from({ length: maxItems + 1 }, (_, i) => `Q${i}? {=a ~b}`).join('\n\n')), 'questions'],
    ['Moodle XML', () => parseMoodleXml(quizXml(xmlQuestion(2).repeat(maxItems + 1))), 'questions'],
    ['CSV', () => parseCardsCsv(`question,answer,category\n${'q,a,c\n'.repeat(maxItems + 1)}`), 'rows'],
    ['TSV', () => parseCardsTsv('q\ta\n'.repeat(maxItems + 1), 'Terms'), 'rows'],
  ])('stops reading %s at the first item past the limit', (_, parse, what) => {
    expect(refusal(parse)).toEqual({ unreadable: true, message: `A file can hold at most 500 ${what}` });
  });
});

describe('deeply nested HTML', () => {
  it('converts HTML nested deeper than the stack would allow, showing the deepest part as "..."', () => {
    expect(htmlToPlain(`a<p>${nested(6000)}</p>z`).text).toBe('a\n\n...\n\nz');
  });

  it('skips a question of 100,000 nested <b> (too long to be worth converting) and reads the rest', () => {
    const { questions, skipped } = parseGift(`Deep ${nested(100_000)}? {=a ~b}\n\nPlain? {=c ~d}`);
    expect(skipped).toEqual([{ line: 1, position: null, name: null, reason: LIMIT_MESSAGES.tooLong }]);
    expect(questions.map((question) => question.questionText)).toEqual(['Plain?']);
  });

  it('does the same in Moodle XML and in HTML flash cards', () => {
    expect(parseMoodleXml(quizXml(xmlQuestion(2, nested(100_000)))).skipped[0].reason).toBe(LIMIT_MESSAGES.tooLong);
    expect(parseCardsTsv(`#html:true\n${nested(100_000)}\tdefinition`, 'Terms').skipped[0].reason).toBe(LIMIT_MESSAGES.cardTooLong);
  });

  it('refuses XML elements nested a hundred thousand deep', () => {
    expect(refusal(() => parseMoodleXml(`<quiz>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</quiz>`))).toEqual({
      unreadable: true,
      message: 'This file could not be read as XML: Maximum nested tags exceeded',
    });
  });
});

describe('XML entities', () => {
  const doctype = 'This file declares a DOCTYPE or entities, which a Moodle XML question file never has';

  it('refuses an external entity (XXE)', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${quizXml(xmlQuestion(2, '&xxe;'))}`;
    expect(refusal(() => parseMoodleXml(xxe))).toEqual({ unreadable: true, message: doctype });
  });

  it('refuses entities that expand into each other (billion laughs)', () => {
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const laughs = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY lol0 "lol">${levels}]>${quizXml(xmlQuestion(2, '&lol9;'))}`;
    expect(refusal(() => parseMoodleXml(laughs))).toEqual({ unreadable: true, message: doctype });
  });
});
