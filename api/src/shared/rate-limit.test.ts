import { WindowCounter } from './rate-limit';

describe('WindowCounter', () => {
  let now = 0;
  const counter = () => new WindowCounter(3, 1000, () => now);

  beforeEach(() => {
    now = 0;
  });

  it('blocks a key once it reaches the limit, and only that key', () => {
    const c = counter();
    c.hit('a');
    c.hit('a');
    expect(c.isBlocked('a')).toBe(false);
    c.hit('a');
    expect(c.isBlocked('a')).toBe(true);
    expect(c.isBlocked('b')).toBe(false);
  });

  it('forgets a key when its window ends', () => {
    const c = counter();
    for (let i = 0; i < 3; i++) c.hit('a');
    now = 999;
    expect(c.isBlocked('a')).toBe(true);
    now = 1000;
    expect(c.isBlocked('a')).toBe(false);
  });

  it('reset clears a key at once', () => {
    const c = counter();
    for (let i = 0; i < 3; i++) c.hit('a');
    c.reset('a');
    expect(c.isBlocked('a')).toBe(false);
  });
});
