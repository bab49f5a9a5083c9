import { throttleKeyOf } from './client-address';

const key = (ip: string) => throttleKeyOf({ ip });

it('keys an IPv4 address as itself, also when IPv4-mapped', () => {
  expect(key('203.0.113.7')).toBe('203.0.113.7');
  expect(key('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(key('::FFFF:203.0.113.7')).toBe('203.0.113.7');
});

it('keys every address of one IPv6 /64 alike, whatever its spelling', () => {
  const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:1:2:3', '2001:0db8:0001:0002:0000:0000:0000:0009', '2001:DB8:1:2::abcd%eth0'].map(key);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toBe('2001:db8:1:2::/64');
});

it('keys different /64 prefixes apart', () => {
  expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
  expect(key('::1')).toBe('0:0:0:0::/64');
  expect(key('fe80::1')).not.toBe(key('::1'));
});
