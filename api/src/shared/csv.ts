// Every CSV the app writes goes through here: a spreadsheet runs a cell that starts with = + - @
// (or a tab or CR before one) as a formula, so such a cell is written with a leading single quote
// (the OWASP "CSV injection" advice). The quote stays in the file: a spreadsheet shows the cell as
// text, and the importer reads it back as part of the text, as Moodle and Excel do.
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
