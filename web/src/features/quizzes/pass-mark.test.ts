import { outcomeText, passMarkText } from "./pass-mark";

const attempt = (fields: { points: number; maxPoints: number; percentage: number; passPercentage: number; passed: boolean }) => fields;

describe("pass mark wording", () => {
  it("names the mark among the quiz's terms", () => {
    expect(passMarkText(70)).toBe("Pass mark: 70%");
  });

  it("says passed or not with the mark the attempt was judged by", () => {
    expect(outcomeText(attempt({ points: 7, maxPoints: 10, percentage: 70, passPercentage: 70, passed: true }))).toBe("Passed (pass mark 70%)");
    expect(outcomeText(attempt({ points: 6, maxPoints: 10, percentage: 60, passPercentage: 70, passed: false }))).toBe("Not passed: 60%, pass mark 70%");
    // The server's word, whatever the figures: a mark of 0 passes every attempt.
    expect(outcomeText(attempt({ points: 0, maxPoints: 10, percentage: 0, passPercentage: 0, passed: true }))).toBe("Passed (pass mark 0%)");
  });

  it("never shows a failed attempt's share rounded up to the mark", () => {
    // 69.6 % rounds to 70.
    expect(outcomeText(attempt({ points: 69.6, maxPoints: 100, percentage: 70, passPercentage: 70, passed: false }))).toBe("Not passed: 69.6%, pass mark 70%");
    // Cut, not rounded: 69.99 % shows as 69.9.
    expect(outcomeText(attempt({ points: 69.99, maxPoints: 100, percentage: 70, passPercentage: 70, passed: false }))).toBe("Not passed: 69.9%, pass mark 70%");
    // Two thirds of 3 points: 66.67 % shown whole below a mark of 70.
    expect(outcomeText(attempt({ points: 2, maxPoints: 3, percentage: 67, passPercentage: 70, passed: false }))).toBe("Not passed: 67%, pass mark 70%");
  });
});
