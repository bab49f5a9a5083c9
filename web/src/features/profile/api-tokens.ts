import { formatDate, formatDateTime, type DateInput } from "../../lib/dates";
import { plural } from "../../lib/format";

// Personal access tokens (issue 39): what the API tokens screen computes before it sends or shows.
// The API checks the same rules (api/src/modules/api-tokens/api-tokens.service.ts) with these messages.

export const TOKEN_NAME_MAX = 100;

// The lifetimes offered; "date" is a day the viewer picks (the token ends as that day ends, in their zone).
export const EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type ExpiryChoice = `${(typeof EXPIRY_DAYS)[number]}` | "date";
const DEFAULT_EXPIRY: ExpiryChoice = "30";

export const expiryLabel = (choice: ExpiryChoice): string => (choice === "date" ? "On a date" : plural(Number(choice), "day"));

export type TokenFormValues = { name: string; expiry: ExpiryChoice; date: string; scopes: readonly string[] };
export type TokenFormErrors = Partial<Record<"name" | "date" | "scopes", string>>;

export const EMPTY_TOKEN_FORM: TokenFormValues = { name: "", expiry: DEFAULT_EXPIRY, date: "", scopes: [] };

const TOKEN_MESSAGES = {
  name: "Give the token a name",
  nameLength: `A token's name can be at most ${TOKEN_NAME_MAX} characters`,
  scopes: "Choose at least one scope",
  date: "Choose the day the token expires",
  dateRange: "Choose a day from tomorrow to a year from today",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const pad2 = (value: number) => String(value).padStart(2, "0");

/** A day in the viewer's zone as a date input holds it: "2026-12-31". */
const toDateInput = (date: Date): string => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

const addDays = (date: Date, days: number): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The days a token may end on: from tomorrow to 365 days from today (the API allows 366 days
 * ahead, so the last day's end is always inside it).
 */
export const dateBounds = (now: Date): { min: string; max: string } => ({ min: toDateInput(addDays(now, 1)), max: toDateInput(addDays(now, 365)) });

/** The end of a picked day ("2026-12-31") in the viewer's zone; null for a day that is not one. */
export const endOfDay = (day: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  return end.getFullYear() === year && end.getMonth() === month - 1 && end.getDate() === date ? end : null;
};

/** When a token of these values ends: `days` from now, or the end of the picked day. */
export const expiresAtOf = (values: Pick<TokenFormValues, "expiry" | "date">, now: Date): Date | null =>
  values.expiry === "date" ? endOfDay(values.date) : new Date(now.getTime() + Number(values.expiry) * DAY_MS);

export const validateTokenForm = (values: TokenFormValues, now: Date): TokenFormErrors => {
  const errors: TokenFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = TOKEN_MESSAGES.name;
  else if (name.length > TOKEN_NAME_MAX) errors.name = TOKEN_MESSAGES.nameLength;
  if (values.scopes.length === 0) errors.scopes = TOKEN_MESSAGES.scopes;
  if (values.expiry === "date") {
    const { min, max } = dateBounds(now);
    if (!values.date) errors.date = TOKEN_MESSAGES.date;
    else if (!endOfDay(values.date) || values.date < min || values.date > max) errors.date = TOKEN_MESSAGES.dateRange;
  }
  return errors;
};

/** The scopes in the order the API lists them (it keeps them so too). */
export const inListedOrder = (chosen: readonly string[], listed: readonly { name: string }[]): string[] =>
  listed.map((scope) => scope.name).filter((name) => chosen.includes(name));

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When a token was last used, as its list shows it: "Never used", "Just now" (under a minute; the API
 * writes it at most once a minute), "5 minutes ago", "3 hours ago", "2 days ago" within a week, then the
 * date and time in the viewer's zone.
 */
export const lastUsedText = (lastUsedAt: DateInput | null | undefined, now: Date): string => {
  if (lastUsedAt === null || lastUsedAt === undefined) return "Never used";
  const at = new Date(lastUsedAt);
  const ago = now.getTime() - at.getTime();
  if (Number.isNaN(ago)) return "";
  if (ago < MINUTE_MS) return "Just now";
  if (ago < HOUR_MS) return `${plural(Math.floor(ago / MINUTE_MS), "minute")} ago`;
  if (ago < DAY_MS) return `${plural(Math.floor(ago / HOUR_MS), "hour")} ago`;
  if (ago < 7 * DAY_MS) return `${plural(Math.floor(ago / DAY_MS), "day")} ago`;
  return formatDateTime(at);
};

/** "Dec 30, 2026 - 3:07 PM (in 30 days)": when a live token ends, in the viewer's zone. */
export const expiresText = (expiresAt: DateInput, now: Date): string => {
  const at = new Date(expiresAt);
  const left = at.getTime() - now.getTime();
  if (Number.isNaN(left)) return "";
  if (left <= 0) return `${formatDateTime(at)} (expired)`;
  if (left < DAY_MS) return `${formatDateTime(at)} (in less than a day)`;
  // Rounded: a token made for 30 days shows "in 30 days", not 29 and some hours.
  return `${formatDateTime(at)} (in ${plural(Math.round(left / DAY_MS), "day")})`;
};

export const createdText = (createdAt: DateInput): string => formatDate(createdAt);
