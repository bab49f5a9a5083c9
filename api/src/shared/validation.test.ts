import { AppError } from './errors';
import { assertValid, clean, isEmail, isHttpUrl } from './validation';

const failure = (fn: () => void): AppError => {
  try {
    fn();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
};

describe('assertValid', () => {
  it('passes when every rule holds', () => {
    expect(() => assertValid([['a', true, 'A'], ['b', true, 'B']])).not.toThrow();
  });

  it('reports the first failing rule as the message, one message per field', () => {
    const error = failure(() =>
      assertValid([
        ['title', true, 'Title is required'],
        ['description', false, 'Description is required'],
        ['description', false, 'Description is too long'],
        ['level', false, 'Please select a year level'],
      ]),
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Description is required');
    expect(error.fieldErrors).toEqual({ description: 'Description is required', level: 'Please select a year level' });
  });
});

describe('helpers', () => {
  it.each([
    ['jane@example.com', true],
    ['jane.doe+tag@sub.example.co.za', true],
    ['jane@example', false],
    ['jane example@x.com', false],
    ['', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('isEmail(%s) is %s', (value, expected) => expect(isEmail(value)).toBe(expected));

  it.each([
    ['https://example.com/apply', true],
    ['http://localhost:3000', true],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('isHttpUrl(%s) is %s', (value, expected) => expect(isHttpUrl(value)).toBe(expected));

  it('clean trims strings and turns anything else into ""', () => {
    expect(clean('  hi ')).toBe('hi');
    expect(clean(undefined)).toBe('');
    expect(clean(42)).toBe('');
    expect(clean({ toString: () => 'x' })).toBe('');
  });
});
