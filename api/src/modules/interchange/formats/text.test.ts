import { htmlToPlain, normaliseNewlines, readFormatted } from './text';

describe('htmlToPlain', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToPlain('<b>Caf&eacute;</b> &amp; <i>th&eacute;</i> &lt;tag&gt;')).toEqual({ text: 'Café & thé <tag>', images: 0 });
  });

  it('keeps line breaks from <br> and <p>, at most one blank line, trimmed', () => {
    expect(htmlToPlain('<p>One<br>Two</p><p></p><p></p><p>Three</p>').text).toBe('One\nTwo\n\nThree');
  });

  it('does not wrap long lines', () => {
    const long = 'word '.repeat(60).trim();
    expect(htmlToPlain(`<p>${long}</p>`).text).toBe(long);
  });

  it('shows a link as its text only', () => {
    expect(htmlToPlain('See <a href="https://example.com/x">the map</a>.').text).toBe('See the map.');
  });

  it('leaves images out and counts them', () => {
    expect(htmlToPlain('<p>Look <img src="a.png" alt="A"> and <img src="b.png"></p>')).toEqual({ text: 'Look and', images: 2 });
  });

  it('turns &nbsp; into a plain space and keeps headings as written', () => {
    expect(htmlToPlain('<h2>Part&nbsp;one</h2>').text).toBe('Part one');
  });
});

describe('readFormatted', () => {
  it('keeps plain and markdown text as written', () => {
    expect(readFormatted('  <b>bold</b> &amp; **x**  ', 'plain')).toEqual({ text: '<b>bold</b> &amp; **x**', images: 0 });
    expect(readFormatted('**x**', 'markdown').text).toBe('**x**');
  });

  it("reads Moodle's auto format as HTML whose newlines count", () => {
    expect(readFormatted('a &amp; b\nc', 'moodle').text).toBe('a & b\nc');
    expect(readFormatted('a &amp; b\nc', 'html').text).toBe('a & b c');
  });
});

it('normalises CRLF and CR to LF', () => {
  expect(normaliseNewlines('a\r\nb\rc\n')).toBe('a\nb\nc\n');
});
