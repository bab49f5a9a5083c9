// How a learner reads a quiz's pass mark and an attempt's outcome by it. Whether an attempt passed is
// the server's (isPassed on the API: at least the pass mark's share of the points); these only say it.
import type { LearnerQuizAttemptFieldsFragment } from "../../graphql/__generated__/graphql";

type Attempt = Pick<LearnerQuizAttemptFieldsFragment, "passed" | "percentage" | "passPercentage" | "points" | "maxPoints">;

// Among a quiz's terms: "Pass mark: 70%".
export const passMarkText = (passPercentage: number): string => `Pass mark: ${passPercentage}%`;

// The share of the points a failed attempt earned. `percentage` is rounded to a whole percent, so
// 69.6 % shows as 70 %: beside a pass mark of 70 that reads as a pass. There the share is cut (never
// rounded up) to one decimal, which stays under the mark.
const percentBelowMark = (attempt: Attempt): string => {
  if (attempt.percentage < attempt.passPercentage || attempt.maxPoints <= 0) return String(attempt.percentage);
  const cut = Math.floor((attempt.points / attempt.maxPoints) * 1000) / 10;
  return cut < attempt.passPercentage ? cut.toFixed(1) : String(attempt.percentage);
};

// The outcome with the mark it was judged by: "Passed (pass mark 70%)", "Not passed: 60%, pass mark 70%".
export const outcomeText = (attempt: Attempt): string =>
  attempt.passed
    ? `Passed (pass mark ${attempt.passPercentage}%)`
    : `Not passed: ${percentBelowMark(attempt)}%, pass mark ${attempt.passPercentage}%`;
