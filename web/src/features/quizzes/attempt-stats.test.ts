import { addAttemptToStats, exactPercentage, filterAttempts, formatAverageScore, isPassed, roundedPercentage } from "./attempt-stats";

describe("attempt statistics", () => {
  it("passes an attempt with at least half of the questions right", () => {
    expect(isPassed({ score: 1, total: 2 })).toBe(true);
    expect(isPassed({ score: 2, total: 3 })).toBe(true);
    expect(isPassed({ score: 1, total: 3 })).toBe(false);
    expect(isPassed({ score: 2, total: 5 })).toBe(false);
    expect(isPassed({ score: 3, total: 5 })).toBe(true);
    expect(isPassed({ score: 0, total: 0 })).toBe(false);
  });

  it("keeps exact percentages for averages and rounds the shown one", () => {
    expect(exactPercentage({ score: 2, total: 3 })).toBeCloseTo(66.6667, 3);
    expect(roundedPercentage({ score: 2, total: 3 })).toBe(67);
    expect(roundedPercentage({ score: 1, total: 3 })).toBe(33);
  });

  it("shows the average score with one decimal", () => {
    expect(formatAverageScore(200 / 3)).toBe("66.7%");
    expect(formatAverageScore(0)).toBe("0.0%");
    expect(formatAverageScore(100)).toBe("100.0%");
  });

  it("adds one attempt to the figures: total +1, passed +1 when passed, average recomputed", () => {
    const start = { totalAttempts: 0, passedCount: 0, averagePercentage: 0 };
    const one = addAttemptToStats(start, { score: 2, total: 3 });
    expect(one).toEqual({ totalAttempts: 1, passedCount: 1, averagePercentage: 200 / 3 });
    const two = addAttemptToStats(one, { score: 0, total: 2 });
    expect(two.totalAttempts).toBe(2);
    expect(two.passedCount).toBe(1);
    expect(two.averagePercentage).toBeCloseTo(100 / 3, 10);
    expect(formatAverageScore(two.averagePercentage)).toBe("33.3%");
  });

  it("filters all, passed or failed attempts", () => {
    const attempts = [
      { id: "a", score: 3, total: 3 },
      { id: "b", score: 1, total: 3 },
      { id: "c", score: 1, total: 2 },
    ];
    expect(filterAttempts(attempts, "all").map((a) => a.id)).toEqual(["a", "b", "c"]);
    expect(filterAttempts(attempts, "passed").map((a) => a.id)).toEqual(["a", "c"]);
    expect(filterAttempts(attempts, "failed").map((a) => a.id)).toEqual(["b"]);
  });
});
