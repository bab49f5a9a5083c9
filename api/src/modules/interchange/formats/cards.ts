// Flash cards (a course's questions): CSV with a header, and the tab-separated text Quizlet and
// Anki export. Every card needs a question, an answer and a category, as in the course form.
import { parse } from 'csv-parse/sync';
import { writeCsv } from '../../../shared/csv';
import { assertItemCount, LIMIT_MESSAGES, tooLongToRead } from './limits';
import { htmlToPlain, normaliseNewlines } from './text';
import { type CardParse, type ExportableCard, type ImportedCard, type SkippedItem, UnreadableFile } from './types';

const COLUMNS = ['question', 'answer', 'category'] as const;
const NO_HEADER = 'The first line must be the header "question,answer,category"';

/** The course form's messages, in its order. */
function problemWith(card: Omit<ImportedCard, 'line'>): string | null {
  if (card.question === '') return 'Question is required';
  if (card.answer === '') return 'Answer is required';
  if (card.category === '') return 'Category is required';
  return null;
}

/** Keeps the card or lists it as skipped with the first rule it breaks; past the file's limit, refuses it. */
function collect(card: ImportedCard, result: CardParse): void {
  assertItemCount(result.cards.length + result.skipped.length + 1, 'rows');
  const problem = problemWith(card);
  if (problem === null) result.cards.push(card);
  else result.skipped.push(skippedAt(card.line, problem));
}

function skippedAt(line: number, reason: string): SkippedItem {
  return { line, position: null, name: null, reason };
}

type Row = { record: string[]; info: { lines: number } };

export function parseCardsCsv(text: string): CardParse {
  const rows = readCsv(normaliseNewlines(text));
  const header = rows[0];
  const at = header ? columnIndexes(header.record) : null;
  if (!header || !at) throw new UnreadableFile(NO_HEADER);
  const result: CardParse = { cards: [], skipped: [] };
  // csv-parse tells the line a record ends on; with empty lines kept as records, the next starts one after.
  let line = header.info.lines + 1;
  for (const { record, info } of rows.slice(1)) {
    const field = (i: number) => (record[i] ?? '').trim();
    const card = { question: field(at.question), answer: field(at.answer), category: field(at.category), line };
    if (card.question !== '' || card.answer !== '' || card.category !== '') collect(card, result);
    line = info.lines + 1;
  }
  return result;
}

/** A broken quote spoils everything after it, so such a file is refused as a whole. */
function readCsv(text: string): Row[] {
  try {
    // csv-parse's types do not follow `info: true`, which wraps each record with where it was.
    return parse(text, { info: true, relax_column_count: true, skip_empty_lines: false }) as unknown as Row[];
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new UnreadableFile(`This CSV file could not be read: ${reason}`);
  }
}

/** Where each column is; names trimmed, any case, any order, extra columns ignored. */
function columnIndexes(names: string[]): Record<(typeof COLUMNS)[number], number> | null {
  const lower = names.map((name) => name.trim().toLowerCase());
  const [question, answer, category] = COLUMNS.map((column) => lower.indexOf(column));
  if (question === undefined || answer === undefined || category === undefined) return null;
  if (question < 0 || answer < 0 || category < 0) return null;
  return { question, answer, category };
}

/**
 * One card a line, "term<TAB>definition". Anki starts its export with "#separator:tab", "#html:true"
 * and the like; with html on, fields are HTML. Extra fields (Anki's tags) are ignored.
 */
export function parseCardsTsv(text: string, category: string): CardParse {
  const lines = normaliseNewlines(text).split('\n');
  const headerCount = lines.findIndex((line) => !line.startsWith('#'));
  const header = lines.slice(0, headerCount < 0 ? lines.length : headerCount);
  const html = header.some((line) => /^#html:\s*true\s*$/i.test(line));
  const result: CardParse = { cards: [], skipped: [] };
  lines.forEach((line, i) => {
    if (i < header.length || line.trim() === '') return;
    readTsvLine(line, i + 1, { html, category: category.trim() }, result);
  });
  return result;
}

function readTsvLine(line: string, lineNumber: number, how: { html: boolean; category: string }, result: CardParse): void {
  assertItemCount(result.cards.length + result.skipped.length + 1, 'rows');
  if (!line.includes('\t')) {
    result.skipped.push(skippedAt(lineNumber, 'No tab between the term and its definition'));
    return;
  }
  const [term = '', definition = ''] = line.split('\t');
  if (how.html && tooLongToRead(term, definition)) {
    result.skipped.push(skippedAt(lineNumber, LIMIT_MESSAGES.cardTooLong));
    return;
  }
  const read = (field: string) => (how.html ? htmlToPlain(field).text : field.trim());
  collect({ question: read(term), answer: read(definition), category: how.category, line: lineNumber }, result);
}

/** CSV that parseCardsCsv (and a spreadsheet) reads back: the header, then one row per card. */
export function exportCardsCsv(cards: ExportableCard[]): string {
  return writeCsv(
    cards.map((card) => ({ question: card.question, answer: card.answer, category: card.category })),
    COLUMNS,
  );
}
