import { stringEnum } from './enum';

enum Shift {
  EARLY = 'Early',
  LATE_NIGHT = 'Late night',
  PART_TIME = 'Part-time',
}

const { values, parse } = stringEnum(Shift, 'ShiftForEnumTest', 'Only for this test.');

describe('stringEnum', () => {
  it('lists the values in their declared order', () => {
    expect(values).toEqual(['Early', 'Late night', 'Part-time']);
  });

  it.each([
    ['Late night', Shift.LATE_NIGHT],
    ['LATE_NIGHT', Shift.LATE_NIGHT],
    ['late_night', Shift.LATE_NIGHT],
    ['  LATE NIGHT ', Shift.LATE_NIGHT],
    ['part-time', Shift.PART_TIME],
    ['PART_TIME', Shift.PART_TIME],
    ['early', Shift.EARLY],
  ])('reads %j, the value or the GraphQL name in any case, as %j', (input, expected) => expect(parse(input)).toBe(expected));

  it.each([['Late-night'], ['part time'], ['EARLY_'], [''], [42], [null], [undefined], [{ EARLY: 'Early' }]])('reads %j as nothing', (input) =>
    expect(parse(input)).toBeUndefined(),
  );
});
