import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportCardsCsv, parseCardsCsv, parseCardsTsv } from './cards';
import { UnreadableFile } from './types';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../../test/fixtures/interchange', name), 'utf8');
const skippedAt = (line: number, reason: string) => ({ line, position: null, name: null, reason });

describe('parseCardsCsv', () => {
  it('reads quoted commas, quotes and newlines, any header order and case, and the line each record starts on', () => {
    expect(parseCardsCsv(fixture('cards.csv'))).toEqual({
      cards: [
        { question: 'Capital of France, the country?', answer: 'Paris', category: 'Geography', line: 2 },
        { question: 'Say "hello"', answer: 'A line\nand another', category: 'Poetry', line: 3 },
      ],
      skipped: [skippedAt(6, 'Answer is required'), skippedAt(8, 'Question is required')],
    });
  });

  it("gives the course's messages in its order, and ignores fully blank records", () => {
    const text = 'question,answer,category\n ,x,\n,, \nq, ,\nq,a, \n';
    expect(parseCardsCsv(text).skipped).toEqual([
      skippedAt(2, 'Question is required'),
      skippedAt(4, 'Answer is required'),
      skippedAt(5, 'Category is required'),
    ]);
  });

  it('reads CRLF files like LF ones', () => {
    const lf = fixture('cards.csv');
    expect(parseCardsCsv(lf.replace(/\n/g, '\r\n'))).toEqual(parseCardsCsv(lf));
  });

  it('refuses a file without the header', () => {
    const message = 'The first line must be the header "question,answer,category"';
    expect(() => parseCardsCsv('What is 2+2?,4,Maths\n')).toThrow(new UnreadableFile(message));
    expect(() => parseCardsCsv('question,answer\nq,a\n')).toThrow(message);
    expect(() => parseCardsCsv('')).toThrow(message);
  });

  it('refuses a file whose quote is never closed', () => {
    expect(() => parseCardsCsv('question,answer,category\n"open,a,b\n')).toThrow(UnreadableFile);
  });
});

describe('parseCardsTsv', () => {
  it('ignores Anki header lines, reads HTML when #html:true, ignores extra fields and blank lines', () => {
    expect(parseCardsTsv(fixture('anki.txt'), ' Animals ')).toEqual({
      cards: [{ question: 'Cat', answer: 'A small animal & pet\nMeows', category: 'Animals', line: 4 }],
      skipped: [skippedAt(6, 'No tab between the term and its definition'), skippedAt(7, 'Question is required')],
    });
  });

  it('keeps text as written without #html:true, and reads CRLF', () => {
    expect(parseCardsTsv('<b>term</b>\tdef &amp; x\r\nchien\t\r\n', 'French')).toEqual({
      cards: [{ question: '<b>term</b>', answer: 'def &amp; x', category: 'French', line: 1 }],
      skipped: [skippedAt(2, 'Answer is required')],
    });
  });

  it('skips every card when the category is blank', () => {
    expect(parseCardsTsv('a\tb', ' ').skipped).toEqual([skippedAt(1, 'Category is required')]);
  });
});

describe('exportCardsCsv', () => {
  it('writes the header and one row per card', () => {
    expect(exportCardsCsv([{ question: 'q', answer: 'a', category: 'c' }])).toBe('question,answer,category\nq,a,c\n');
    expect(exportCardsCsv([])).toBe('question,answer,category\n');
  });

  it('reads back to the same cards, commas, quotes and newlines included', () => {
    const cards = [
      { question: 'Capital of France, the country?', answer: 'Paris', category: 'Geography' },
      { question: 'Say "hello"', answer: 'A line\nand another', category: 'Poetry & songs' },
      { question: 'Café?', answer: "l'été", category: 'Français' },
    ];
    expect(parseCardsCsv(exportCardsCsv(cards))).toEqual({ cards: cards.map((card, i) => ({ ...card, line: [2, 3, 5][i] })), skipped: [] });
  });

  it('writes a card a spreadsheet would run as a formula as text, and reads it back with the quote kept', () => {
    const card = { question: '=HYPERLINK("http://x","y")', answer: '@me', category: '-' };
    const csv = exportCardsCsv([card]);
    expect(csv).toBe('question,answer,category\n"\'=HYPERLINK(""http://x"",""y"")",\'@me,\'-\n');
    // Moodle's and Excel's convention: the quote is part of the text from then on, never a formula again.
    expect(parseCardsCsv(csv).cards).toEqual([{ question: `'${card.question}`, answer: "'@me", category: "'-", line: 2 }]);
  });
});
