import { canonicalEmail } from './email';

it.each([
  ['  Jane.Doe@Example.COM ', 'jane.doe@example.com'],
  ['straße@example.com', 'strasse@example.com'],
  ['ſam@example.com', 'sam@example.com'],
  ['\u212Aelvin@example.com', 'kelvin@example.com'],
  ['ｆｕｌｌ@example.com', 'full@example.com'],
])('canonical form of %j is %j', (typed, canonical) => {
  expect(canonicalEmail(typed)).toBe(canonical);
});

it('keeps a look-alike apart from the address it imitates, in one stable form', () => {
  const lookAlike = canonicalEmail('admİn@learnhub.dev');
  expect(lookAlike).not.toBe('admin@learnhub.dev');
  expect(canonicalEmail(lookAlike)).toBe(lookAlike);
  expect(canonicalEmail('ADMİN@LEARNHUB.DEV')).toBe(lookAlike);
});
