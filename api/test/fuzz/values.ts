// Hostile and ordinary values for the fuzzers: the scalars an attacker or a broken client
// sends, mixed with well-formed ones so that requests also get past validation into the services.
import fc from 'fast-check';

/** A key to leave out of its object (a missing argument, variable or field). */
export const MISSING = Symbol('missing');

// 1 MB (over the JSON body limit once quoted) and 100 kB (under it: it reaches the services).
export const ONE_MB = 'x'.repeat(1024 * 1024);
const HUNDRED_KB = 'é'.repeat(50 * 1024);

const NASTY_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  'a',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uFEFFbom',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  'Z̷̧̛a̸l̵g̶o̴',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '%',
  '_',
  '\\',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '1e309',
  'admin@learnhub.dev',
  'not an email',
  'a@b',
  HUNDRED_KB,
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.lorem({ maxCount: 8 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

// Ids: a real one of the world's (so requests reach the services' ownership and state rules), or not.
export const idOf = (known: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: known.length ? fc.constantFrom(...known) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '1',
        '-1',
        '0',
        '9999999999999999999999',
        'abc',
        '',
        ' ',
        "1' OR '1'='1",
        '00000000-0000-0000-0000-00000000000g',
        '{00000000-0000-0000-0000-000000000000}',
        '00000000000000000000000000000000',
        'a\u0000b',
        '\uD800',
        '%2e%2e',
        'x'.repeat(5000),
      ),
    },
  );

// Cursors are base64 of JSON in this API: real-looking, tampered and garbage ones.
const b64 = (text: string) => Buffer.from(text).toString('base64url');
export const nastyCursor = fc.oneof(
  fc.constantFrom(
    '',
    '!!!',
    'YWJj',
    '=',
    b64('{}'),
    b64('[]'),
    b64('null'),
    b64('{"id":"x","createdAt":"bad"}'),
    b64('{"id":1,"createdAt":1}'),
    b64('{"createdAt":"2024-01-01T00:00:00.000Z","id":"00000000-0000-0000-0000-000000000000"}'),
    b64('{"createdAt":"275760-09-13T00:00:00.001Z","id":"00000000-0000-0000-0000-000000000000"}'),
    b64('{"createdAt":"2024-01-01T00:00:00.000Z","id":"\'; select 1 --"}'),
    b64('x'.repeat(2000)),
  ),
  fc.string({ maxLength: 30 }).map(b64),
  fc.base64String({ maxLength: 40 }),
);

export const nastyDate = fc.oneof(
  fc.constantFrom(
    '2024-02-30T00:00:00Z',
    '2024-13-01',
    'not-a-date',
    '',
    '0',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
    '1970-01-01T00:00:00Z',
    '2024-01-01',
    '2024-01-01T25:61:61Z',
  ),
  fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
);

export const nastyInt = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 120 }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -1, 1, 100, 101, 1000, 10_000, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 53, -(2 ** 53), 1e21, 1.5, -0.5) },
  { weight: 1, arbitrary: fc.integer() },
);

export const nastyFloat = fc.oneof(nastyInt, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -1e308, 5e-324));

// Values of no expected shape: in place of anything.
export const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], [[[]]], { a: { b: { c: [1] } } }, ['a', 1, true], { __proto__: null, constructor: 'x' }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value nested `depth` arrays deep: deep JSON that stays under the body limit. */
export const deeplyNested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
