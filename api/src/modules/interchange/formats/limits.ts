// How much one import file may hold. Each limit is checked while the file is read, before any
// question's HTML is converted, and the first one passed refuses the whole file with its message:
// a file past them is a mistake or an attack, and reading it would only cost the server time.
import { MB } from '../../files/file-types';
import { UnreadableFile } from './types';

export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file (checked while the upload streams in). */
  maxBytes: 1 * MB,
  /** Questions or card rows in one file, skipped ones included. */
  maxItems: 500,
  /** Options of one question in a file (a quiz takes 2 to 6; a few more are skipped with the reason). */
  maxOptions: 50,
  /** Characters of one question, option, term or definition as written (with its HTML), before conversion. */
  maxRawText: 20_000,
  /** HTML nesting converted to text; deeper elements show as "..." (no recursion to overflow the stack). */
  maxHtmlDepth: 100,
  /** Milliseconds a file may take to be read in its worker before the worker is stopped. */
  timeoutMs: 5_000,
} as const;

export const LIMIT_MESSAGES = {
  tooMany: (what: string) => `A file can hold at most ${IMPORT_LIMITS.maxItems} ${what}`,
  tooManyOptions: (where: string) => `A question may have at most ${IMPORT_LIMITS.maxOptions} options (${where})`,
  tooLong: `The question or an option is too long to read (over ${IMPORT_LIMITS.maxRawText} characters as written)`,
  cardTooLong: `The term or the definition is too long to read (over ${IMPORT_LIMITS.maxRawText} characters as written)`,
  tooDeep: 'The file is nested too deeply to be read',
  tooSlow: 'The file took too long to read; split it into smaller files',
  busy: 'Too many files are being read right now; try again in a moment',
};

/** Refuses the file once it holds more than maxItems questions or rows (called as each one is read). */
export function assertItemCount(count: number, what: string): void {
  if (count > IMPORT_LIMITS.maxItems) throw new UnreadableFile(LIMIT_MESSAGES.tooMany(what));
}

/** Refuses the file at a question with more options than any quiz could take, before converting them. */
export function assertOptionCount(count: number, where: string): void {
  if (count > IMPORT_LIMITS.maxOptions) throw new UnreadableFile(LIMIT_MESSAGES.tooManyOptions(where));
}

/** True when a text as written is too long to be worth converting (the question is then skipped). */
export const tooLongToRead = (...texts: string[]): boolean => texts.some((text) => text.length > IMPORT_LIMITS.maxRawText);
