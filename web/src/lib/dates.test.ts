import { formatDate, formatDateTime, formatOrdinalDate, ordinal } from "./dates";

// Local-time constructors keep the tests independent of the machine's time zone.
const jan5 = new Date(2024, 0, 5, 15, 7);

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [30, "30th"],
    [31, "31st"],
  ])("%i -> %s", (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });
});

describe("formatDate (MMM dd, yyyy)", () => {
  it("pads the day", () => {
    expect(formatDate(jan5)).toBe("Jan 05, 2024");
    expect(formatDate(new Date(2025, 11, 31))).toBe("Dec 31, 2025");
  });

  it("accepts ISO strings and timestamps", () => {
    expect(formatDate(jan5.toISOString())).toBe("Jan 05, 2024");
    expect(formatDate(jan5.getTime())).toBe("Jan 05, 2024");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatOrdinalDate (Jan 5th, 2024)", () => {
  it("uses the ordinal day without padding", () => {
    expect(formatOrdinalDate(jan5)).toBe("Jan 5th, 2024");
    expect(formatOrdinalDate(new Date(2024, 1, 22))).toBe("Feb 22nd, 2024");
    expect(formatOrdinalDate(new Date(2024, 6, 11))).toBe("Jul 11th, 2024");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatOrdinalDate("")).toBe("");
  });
});

describe("formatDateTime (MMM dd, yyyy - h:mm a)", () => {
  it("uses a 12-hour clock with AM/PM", () => {
    expect(formatDateTime(jan5)).toBe("Jan 05, 2024 - 3:07 PM");
    expect(formatDateTime(new Date(2024, 0, 5, 0, 0))).toBe("Jan 05, 2024 - 12:00 AM");
    expect(formatDateTime(new Date(2024, 0, 5, 12, 30))).toBe("Jan 05, 2024 - 12:30 PM");
    expect(formatDateTime(new Date(2024, 0, 5, 9, 5))).toBe("Jan 05, 2024 - 9:05 AM");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatDateTime("nope")).toBe("");
  });
});
