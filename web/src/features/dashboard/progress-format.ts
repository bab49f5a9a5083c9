import { MONTHS } from "../../lib/dates";
import { plural } from "../../lib/format";

export type DayCount = { day: string; count: number };

// A day of the learner's calendar as the API names it ("2026-11-25", already in their time zone)
// shown short: "25 Nov". Read as text, not as a Date, so the viewer's own zone cannot shift it.
export const formatDayLabel = (day: string): string => {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[1]) - 1] : undefined;
  return match && month ? `${Number(match[2])} ${month}` : day;
};

export const totalOf = (days: readonly DayCount[]): number => days.reduce((sum, { count }) => sum + count, 0);

// The charts' one-line text alternatives.
export const reviewsSummary = (days: readonly DayCount[]): string =>
  `${plural(totalOf(days), "review")} in the last ${plural(days.length, "day")}`;

export const forecastSummary = (days: readonly DayCount[]): string =>
  `${plural(totalOf(days), "card")} due in the next ${plural(days.length, "day")}`;

export const streakLabel = (days: number): string => (days === 1 ? "1-day streak" : `${days}-day streak`);
