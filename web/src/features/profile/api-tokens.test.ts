import { formatDateTime } from "../../lib/dates";
import { dateBounds, endOfDay, expiresAtOf, expiresText, inListedOrder, lastUsedText, validateTokenForm, type TokenFormValues } from "./api-tokens";

const NOW = new Date(2026, 10, 30, 9, 30); // 30 Nov 2026, 09:30 in the zone the tests run in
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const values = (overrides: Partial<TokenFormValues> = {}): TokenFormValues => ({ name: "Sync", expiry: "30", date: "", scopes: ["read:courses"], ...overrides });

describe("API token helpers", () => {
  it("says when a token was last used: never, just now, minutes, hours, days, then the date and time", () => {
    expect(lastUsedText(null, NOW)).toBe("Never used");
    expect(lastUsedText(before(20_000), NOW)).toBe("Just now");
    expect(lastUsedText(before(MINUTE), NOW)).toBe("1 minute ago");
    expect(lastUsedText(before(59 * MINUTE), NOW)).toBe("59 minutes ago");
    expect(lastUsedText(before(2 * HOUR + 5 * MINUTE), NOW)).toBe("2 hours ago");
    expect(lastUsedText(before(DAY), NOW)).toBe("1 day ago");
    expect(lastUsedText(before(6 * DAY + 23 * HOUR), NOW)).toBe("6 days ago");
    expect(lastUsedText(before(7 * DAY), NOW)).toBe(formatDateTime(before(7 * DAY)));
  });

  it("says when a token expires, with the days left rounded", () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms);
    expect(expiresText(at(30 * DAY - 5000), NOW)).toBe(`${formatDateTime(at(30 * DAY - 5000))} (in 30 days)`);
    expect(expiresText(at(DAY), NOW)).toBe(`${formatDateTime(at(DAY))} (in 1 day)`);
    expect(expiresText(at(3 * HOUR), NOW)).toBe(`${formatDateTime(at(3 * HOUR))} (in less than a day)`);
    expect(expiresText(at(-MINUTE), NOW)).toBe(`${formatDateTime(at(-MINUTE))} (expired)`);
  });

  it("ends a token a number of days from now, or as the picked day ends in the viewer's zone", () => {
    expect(expiresAtOf({ expiry: "7", date: "" }, NOW)).toEqual(new Date(NOW.getTime() + 7 * DAY));
    expect(expiresAtOf({ expiry: "365", date: "" }, NOW)).toEqual(new Date(NOW.getTime() + 365 * DAY));
    expect(expiresAtOf({ expiry: "date", date: "2027-01-15" }, NOW)).toEqual(new Date(2027, 0, 15, 23, 59, 59, 999));
    expect(endOfDay("2027-02-30")).toBeNull();
    expect(endOfDay("")).toBeNull();
  });

  it("offers days from tomorrow to 365 days from today", () => {
    expect(dateBounds(NOW)).toEqual({ min: "2026-12-01", max: "2027-11-30" });
  });

  it("asks for a name, a scope and a day in range", () => {
    expect(validateTokenForm(values(), NOW)).toEqual({});
    expect(validateTokenForm(values({ name: "   ", scopes: [] }), NOW)).toEqual({ name: "Give the token a name", scopes: "Choose at least one scope" });
    expect(validateTokenForm(values({ name: "x".repeat(101) }), NOW).name).toBe("A token's name can be at most 100 characters");
    expect(validateTokenForm(values({ expiry: "date" }), NOW).date).toBe("Choose the day the token expires");
    expect(validateTokenForm(values({ expiry: "date", date: "2026-11-30" }), NOW).date).toBe("Choose a day from tomorrow to a year from today");
    expect(validateTokenForm(values({ expiry: "date", date: "2027-12-01" }), NOW).date).toBe("Choose a day from tomorrow to a year from today");
    expect(validateTokenForm(values({ expiry: "date", date: "2027-11-30" }), NOW)).toEqual({});
  });

  it("sends the scopes in the order the API lists them", () => {
    expect(inListedOrder(["read:*", "read:courses"], [{ name: "read:courses" }, { name: "read:quizzes" }, { name: "read:*" }])).toEqual(["read:courses", "read:*"]);
  });
});
