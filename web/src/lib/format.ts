// The one place names, numbers and GraphQL enums become display text.

// "jane" -> "Jane": names are stored as typed (often lower case) and shown with a capital.
export const capitalise = (word: string): string => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word);

// SPEC.md section 9: a percentage with one decimal, "66.7%".
export const formatPercent = (value: number): string => `${value.toFixed(1)}%`;

// "1 learner", "3 learners"; `many` for words that do not just take an s ("activities").
export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

export type EnumLabels<T extends string> = {
  // Every value, in the order of the table (the order a select offers them).
  values: readonly T[];
  label: (value: T) => string;
  // Narrows a string (a select's value) to the enum.
  is: (value: string) => value is T;
};

// A GraphQL enum's display labels, from one table that names every value (`satisfies` checks it).
export const labelsOf = <T extends string>(table: Record<T, string>): EnumLabels<T> => {
  const values = Object.keys(table) as T[];
  return {
    values,
    label: (value) => table[value],
    is: (value): value is T => (values as readonly string[]).includes(value),
  };
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// One decimal where it says something ("1.5 yr"), none where it is whole ("2 yr").
const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);

// A flash card's next interval, as a grade button shows it: "1 min", "10 min", "5 h", "1 day",
// "3 days", "2 mo", "1.5 yr". Under a minute rounds up to "1 min" (the scheduler's shortest step).
export const formatInterval = (seconds: number): string => {
  if (seconds < HOUR - MINUTE / 2) return `${Math.max(1, Math.round(seconds / MINUTE))} min`;
  if (seconds < DAY - HOUR / 2) return `${Math.round(seconds / HOUR)} h`;
  const days = Math.round(seconds / DAY);
  if (days < 30) return plural(days, "day");
  const months = Math.round(days / 30);
  if (months < 12) return `${months} mo`;
  return `${oneDecimal(Math.max(1, days / 365))} yr`;
};
