// A number as a learner types it, read the same in every locale: a point for decimals, nothing
// else. "3,5" and "1,000" are refused rather than read as 35 or 1000 (Number() and parseFloat
// would read "1,5" as NaN or 1, "0x10" as 16, "" as 0).

export type ParsedNumber = { ok: true; value: number } | { ok: false; problem: 'EMPTY' | 'COMMA' | 'NOT_A_NUMBER' };

// An optional sign, digits with at most one point (".5" and "5." included), an optional exponent.
// Unambiguous (no two ways to split a run of digits), so a long typed text is read in linear time.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export function parseNumber(text: string): ParsedNumber {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'EMPTY' };
  if (typed.includes(',')) return { ok: false, problem: 'COMMA' };
  const value = NUMBER.test(typed) ? Number(typed) : Number.NaN;
  // "1e999" is written well but is no finite number.
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: 'NOT_A_NUMBER' };
}
