// Calendar days as their ISO text (YYYY-MM-DD): a learner's days, already in their time zone, so
// counting them back is plain calendar arithmetic (no zone, no daylight saving).

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The day `offset` days after `day` (before it when negative). */
export const addDays = (day: string, offset: number): string => new Date((dayNumber(day) + offset) * DAY_MS).toISOString().slice(0, 10);

/**
 * Days in a row with some study, ending today, or yesterday while today has none yet (a streak is
 * not lost before the day is over). `days`: the days with study, any order, repeats allowed.
 */
export function streakOf(days: readonly string[], today: string): number {
  const studied = new Set(days);
  let day = studied.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (studied.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
