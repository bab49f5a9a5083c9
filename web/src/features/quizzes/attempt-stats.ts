// SPEC.md sections 4 and 9: the statistics cover every attempt and are the server's
// (QuizAttemptHistory.stats); so are an attempt's `passed` and `percentage`. The browser only
// formats them, and turns the filter into the server's `passed` variable.

export type AttemptStats = { totalAttempts: number; passedCount: number; averagePercentage: number };

export type AttemptFilter = "all" | "passed" | "failed";

export const ATTEMPT_FILTERS: readonly { value: AttemptFilter; label: string }[] = [
  { value: "all", label: "All Attempts" },
  { value: "passed", label: "Passed" },
  { value: "failed", label: "Failed" },
];

// myQuizAttempts' `passed` argument: true, false, or left out for every attempt.
const PASSED_ARGUMENT: Record<AttemptFilter, boolean | undefined> = { all: undefined, passed: true, failed: false };

export const passedArgument = (filter: AttemptFilter): { passed?: boolean } => {
  const passed = PASSED_ARGUMENT[filter];
  return passed === undefined ? {} : { passed };
};
