import { contentDisposition, safeFilename, sniffContentType } from './file-types';

const bytes = (...values: (number | string)[]): Buffer =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('sniffContentType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%'), 'application/pdf'],
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    ['a GIF87a', bytes('GIF87a', 1, 0, 1, 0), 'image/gif'],
    ['a GIF89a', bytes('GIF89a', 1, 0, 1, 0), 'image/gif'],
    ['a WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s by its first bytes', (_name, head, type) => {
    expect(sniffContentType(head)).toBe(type);
  });

  it.each([
    ['an empty file', bytes()],
    ['text that mentions PDF later', bytes('hello %PDF-1.4')],
    ['"%PDF" without the dash', bytes('%PDF1.4')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a ZIP', bytes('PK', 3, 4, 20, 0)],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['HTML', bytes('<!DOCTYPE html><script>')],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
  ])('refuses %s', (_name, head) => {
    expect(sniffContentType(head)).toBeUndefined();
  });
});

describe('safeFilename', () => {
  it('keeps a plain name', () => expect(safeFilename('Exam 2024.pdf', 'application/pdf')).toBe('Exam 2024.pdf'));
  it('drops folders, Windows or Unix', () => {
    expect(safeFilename('C:\\Users\\me\\paper.pdf', 'application/pdf')).toBe('paper.pdf');
    expect(safeFilename('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
  });
  it('drops control characters (no header injection)', () => {
    expect(safeFilename('a\r\nSet-Cookie: x.pdf', 'application/pdf')).toBe('aSet-Cookie: x.pdf');
  });
  it('adds the extension of the real content', () => {
    expect(safeFilename('cover.txt', 'image/png')).toBe('cover.txt.png');
    expect(safeFilename('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
  });
  it('names a nameless file', () => {
    expect(safeFilename('', 'application/pdf')).toBe('document.pdf');
    expect(safeFilename(undefined, 'image/gif')).toBe('image.gif');
  });
  it('bounds the length and keeps the extension', () => {
    const name = safeFilename(`${'a'.repeat(500)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Exam "2024" ü.pdf')).toBe(`inline; filename="Exam _2024_ _.pdf"; filename*=UTF-8''Exam%20%222024%22%20%C3%BC.pdf`);
  });
  it('escapes what could end the quoted string or the header', () => {
    expect(contentDisposition(`a\\b'(c)*.pdf`)).toBe(`inline; filename="a_b'(c)*.pdf"; filename*=UTF-8''a%5Cb%27%28c%29%2A.pdf`);
  });
});
