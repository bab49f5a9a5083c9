// Every CSV the app writes goes through here: a spreadsheet runs a cell that starts with = + - @
// (or a tab or CR before one) as a formula, so such a cell is written with a leading single quote
// (the OWASP "CSV injection" advice). The quote stays in the file: a spreadsheet shows the cell as
// text, and the importer reads it back as part of the text, as Moodle and Excel do.
import { type Stringifier, stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as a spreadsheet will show it, never as a formula it would run. */
export function escapeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A header line, then one line a row; every string cell escaped. */
export function writeCsv<C extends string>(rows: Record<C, string>[], columns: readonly C[]): string {
  return stringify(rows, { header: true, columns: [...columns], cast: { string: escapeCsvCell } });
}

/**
 * A streaming writer of a CSV download (RFC 4180): a UTF-8 byte-order mark (so a spreadsheet reads
 * the file as UTF-8), the header line, then one line per record written to it (an array of cells in
 * the columns' order), every line ended with CRLF, a cell quoted when it holds a comma, a quote or a
 * line break. Every string cell, headers too, is escaped as escapeCsvCell says; numbers are written
 * as they are, null and undefined as empty cells, booleans as given (pass the words you want).
 */
export function csvWriter(headers: readonly string[]): Stringifier {
  return stringifyStream({
    bom: true,
    header: true,
    columns: headers.map(escapeCsvCell),
    record_delimiter: 'windows',
    // A line break of either kind inside a cell (not only CRLF) is quoted.
    quoted_match: /[\r\n]/,
    cast: { string: escapeCsvCell },
  });
}
