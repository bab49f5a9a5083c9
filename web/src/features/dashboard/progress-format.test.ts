import { forecastSummary, formatDayLabel, reviewsSummary, streakLabel, totalOf } from "./progress-format";

describe("progress-format", () => {
  it("shows the API's days short, without moving them through a time zone", () => {
    expect(formatDayLabel("2026-11-25")).toBe("25 Nov");
    expect(formatDayLabel("2027-01-01")).toBe("1 Jan");
    expect(formatDayLabel("2026-12-31")).toBe("31 Dec");
    expect(formatDayLabel("not a day")).toBe("not a day");
    expect(formatDayLabel("2026-13-01")).toBe("2026-13-01");
  });

  it("sums the days for the charts' text alternatives", () => {
    const days = [
      { day: "2026-11-24", count: 40 },
      { day: "2026-11-25", count: 2 },
    ];
    expect(totalOf(days)).toBe(42);
    expect(reviewsSummary(days)).toBe("42 reviews in the last 2 days");
    expect(forecastSummary([{ day: "2026-11-25", count: 1 }])).toBe("1 card due in the next 1 day");
  });

  it("names the streak", () => {
    expect(streakLabel(0)).toBe("0-day streak");
    expect(streakLabel(1)).toBe("1-day streak");
    expect(streakLabel(12)).toBe("12-day streak");
  });
});
