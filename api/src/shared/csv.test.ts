import { parse } from 'csv-parse/sync';
import { csvWriter, escapeCsvCell, writeCsv } from './csv';

describe('writeCsv', () => {
  it('writes every cell that a spreadsheet would run as a formula with a leading quote', () => {
    const dangerous = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    const csv = writeCsv(dangerous.map((value) => ({ a: value })), ['a']);
    const rows: string[][] = parse(csv);
    const cells = rows.slice(1).map(([cell]) => cell);
    expect(cells).toEqual(dangerous.map((value) => `'${value}`));
  });

  it('leaves ordinary cells, the header and empty cells as they are', () => {
    expect(writeCsv([{ a: 'What is 1+1?', b: '' }], ['a', 'b'])).toBe('a,b\nWhat is 1+1?,\n');
    expect(escapeCsvCell("'=already text")).toBe("'=already text");
  });
});

describe('csvWriter', () => {
  it('writes a BOM, CRLF line ends, quotes around commas, quotes and line breaks, and escapes formulas in headers and cells', async () => {
    const writer = csvWriter(['Name', '=Quiz']);
    writer.end(['a,b', 'say "hi"']);
    const chunks: Buffer[] = [];
    for await (const chunk of writer) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString('utf8')).toBe('\uFEFFName,\'=Quiz\r\n"a,b","say ""hi"""\r\n');
    const more = csvWriter(['x']);
    more.write(['two\nlines']);
    more.write(['+1']);
    more.end([12.5]);
    let text = '';
    for await (const chunk of more) text += String(chunk);
    expect(text).toBe('\uFEFFx\r\n"two\nlines"\r\n\'+1\r\n12.5\r\n');
  });
});
