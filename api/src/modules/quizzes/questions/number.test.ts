import { parseNumber } from './number';

describe('parseNumber', () => {
  it.each([
    ['42', 42],
    ['-3.5', -3.5],
    ['+.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1.5E-2', 0.015],
    ['  7  ', 7],
    ['0.30000000000000004', 0.30000000000000004],
  ])('reads %p as %p', (typed, value) => {
    expect(parseNumber(typed)).toEqual({ ok: true, value });
  });

  it.each(['3,5', '1,000', '1.000,5', ','])('refuses %p: a comma is never a decimal point nor a thousands separator', (typed) => {
    expect(parseNumber(typed)).toEqual({ ok: false, problem: 'COMMA' });
  });

  it.each(['', '   ', '\n'])('refuses an empty answer %p (Number("") would be 0)', (typed) => {
    expect(parseNumber(typed)).toEqual({ ok: false, problem: 'EMPTY' });
  });

  it.each(['0x10', '0b1', '1.2.3', '1e', '.', '-', 'abc', '12abc', '1e999', 'Infinity', 'NaN', '- 3', '1_000', '1 000', '٣', '３'])(
    'refuses %p, which Number() or parseFloat would read some other way',
    (typed) => {
      expect(parseNumber(typed)).toEqual({ ok: false, problem: 'NOT_A_NUMBER' });
    },
  );

  it('reads a long typed text at once (no backtracking on runs of digits)', () => {
    const started = Date.now();
    expect(parseNumber(`${'1'.repeat(100_000)}x`)).toEqual({ ok: false, problem: 'NOT_A_NUMBER' });
    expect(Date.now() - started).toBeLessThan(500);
  });
});
