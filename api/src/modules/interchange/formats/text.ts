// Text helpers shared by every format: line endings, HTML to plain text, and the text formats
// Moodle knows (html, moodle_auto_format, plain_text, markdown).
import { compile, type FormatCallback } from 'html-to-text';
import { IMPORT_LIMITS } from './limits';

/** Files made on Windows end lines with CRLF (old Macs with CR): every parser reads LF only. */
export function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

type Counts = { images: number };

// Images cannot come along (their files are not in the text), but the reader is told how many:
// each conversion passes its own counter as html-to-text's metadata.
const countImage: FormatCallback = (_elem, _walk, builder) => {
  const counts = (builder as { metadata?: Counts }).metadata;
  if (counts) counts.images += 1;
};

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } }));

// Compiled once: compiling per call cost milliseconds per option, seconds for a file of many.
// maxDepth bounds html-to-text's recursive walk, so deeply nested HTML cannot overflow the stack.
// (@types/html-to-text leaves out the metadata argument that html-to-text 10 passes to formatters.)
const toText = compile({
  // A question is shown in a resizable box: no hard line breaks of our own.
  wordwrap: false,
  formatters: { countImage },
  limits: { maxDepth: IMPORT_LIMITS.maxHtmlDepth },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'countImage' },
    { selector: 'table', options: { uppercaseHeaderCells: false } },
    ...headings,
  ],
}) as (html: string, metadata: Counts) => string;

/** The learner sees plain text, so a question's HTML is read the way a browser would show it. */
export function htmlToPlain(html: string): { text: string; images: number } {
  const counts: Counts = { images: 0 };
  const text = toText(html, counts);
  return { text: tidy(text), images: counts.images };
}

/** &nbsp; becomes a plain space (trimming and duplicate checks treat it as one); at most one blank line. */
function tidy(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** How a file says its text is written. */
export type TextFormat = 'html' | 'moodle' | 'plain' | 'markdown';

/**
 * Text as the learner should see it. Moodle's own "moodle auto format" is HTML whose line breaks
 * count (Moodle turns them into <br>), so they are kept; plain and markdown text is kept as written
 * (markdown is readable as it is, and `<b>` in plain text is meant literally).
 */
export function readFormatted(text: string, format: TextFormat): { text: string; images: number } {
  if (format === 'plain' || format === 'markdown') return { text: text.trim(), images: 0 };
  const html = format === 'moodle' ? text.replace(/\n/g, '<br>') : text;
  return htmlToPlain(html);
}

/** How a question read in `format` is stored: Markdown stays Markdown; HTML was converted, so the rest is plain. */
export const textFormatOf = (format: TextFormat): 'PLAIN' | 'MARKDOWN' => (format === 'markdown' ? 'MARKDOWN' : 'PLAIN');
