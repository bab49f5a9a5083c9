import { addDays, streakOf } from './streak';

describe('streakOf', () => {
  it('counts the days in a row ending today', () => {
    expect(streakOf(['2026-03-07', '2026-03-08', '2026-03-09'], '2026-03-09')).toBe(3);
  });

  it('keeps yesterday\'s streak while today has no study yet, and loses it after a day without', () => {
    expect(streakOf(['2026-03-07', '2026-03-08'], '2026-03-09')).toBe(2);
    expect(streakOf(['2026-03-07', '2026-03-08'], '2026-03-10')).toBe(0);
  });

  it('stops at the first gap and ignores repeats and order', () => {
    expect(streakOf(['2026-03-09', '2026-03-05', '2026-03-08', '2026-03-09', '2026-03-07'], '2026-03-09')).toBe(3);
  });

  it('crosses month and year ends and a leap day', () => {
    expect(streakOf(['2027-12-31', '2028-01-01'], '2028-01-01')).toBe(2);
    expect(streakOf(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toBe(3);
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('is 0 with no study', () => {
    expect(streakOf([], '2026-03-09')).toBe(0);
  });
});
