import { formatAverageScore, passedArgument } from "./attempt-stats";

describe("attempt statistics", () => {
  it("shows the server's average score with one decimal", () => {
    expect(formatAverageScore(200 / 3)).toBe("66.7%");
    expect(formatAverageScore(0)).toBe("0.0%");
    expect(formatAverageScore(100)).toBe("100.0%");
  });

  it("turns the filter into the server's passed argument, left out for all attempts", () => {
    expect(passedArgument("all")).toEqual({});
    expect(passedArgument("passed")).toEqual({ passed: true });
    expect(passedArgument("failed")).toEqual({ passed: false });
  });
});
