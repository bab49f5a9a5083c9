import { parse } from 'csv-parse/sync';
import { escapeCsvCell, writeCsv } from './csv';

describe('writeCsv', () => {
  it('writes every cell that a spreadsheet would run as a formula with a leading quote', () => {
    const dangerous = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    const csv = writeCsv(dangerous.map((value) => ({ a: value })), ['a']);
    const cells = (parse(csv) as string[][]).slice(1).map(([cell]) => cell);
    expect(cells).toEqual(dangerous.map((value) => `'${value}`));
  });

  it('leaves ordinary cells, the header and empty cells as they are', () => {
    expect(writeCsv([{ a: 'What is 1+1?', b: '' }], ['a', 'b'])).toBe('a,b\nWhat is 1+1?,\n');
    expect(escapeCsvCell("'=already text")).toBe("'=already text");
  });
});
