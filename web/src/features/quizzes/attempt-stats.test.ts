import { passedArgument } from "./attempt-stats";

// The average score's format (one decimal) is lib/format's formatPercent, tested there.
describe("attempt statistics", () => {
  it("turns the filter into the server's passed argument, left out for all attempts", () => {
    expect(passedArgument("all")).toEqual({});
    expect(passedArgument("passed")).toEqual({ passed: true });
    expect(passedArgument("failed")).toEqual({ passed: false });
  });
});
