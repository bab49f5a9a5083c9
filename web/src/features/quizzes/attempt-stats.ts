import { assertUnreachable } from "../../lib/assert-unreachable";

// SPEC.md sections 4 and 9: an attempt passes with at least half of its questions right; the
// average score shows one decimal; percentages are whole numbers.

export type AttemptStats = { totalAttempts: number; passedCount: number; averagePercentage: number };

export type AttemptFilter = "all" | "passed" | "failed";

export const ATTEMPT_FILTERS: readonly { value: AttemptFilter; label: string }[] = [
  { value: "all", label: "All Attempts" },
  { value: "passed", label: "Passed" },
  { value: "failed", label: "Failed" },
];

type Graded = { score: number; total: number };

export const isPassed = ({ score, total }: Graded): boolean => total > 0 && score * 2 >= total;

// The exact percentage (not rounded): averages are taken over these, as the server does.
export const exactPercentage = ({ score, total }: Graded): number => (total > 0 ? (score * 100) / total : 0);

export const roundedPercentage = (attempt: Graded): number => Math.round(exactPercentage(attempt));

// The figures after one more attempt, without the list: what the cache update needs.
export const addAttemptToStats = (stats: AttemptStats, attempt: Graded): AttemptStats => {
  const totalAttempts = stats.totalAttempts + 1;
  return {
    totalAttempts,
    passedCount: stats.passedCount + (isPassed(attempt) ? 1 : 0),
    averagePercentage: (stats.averagePercentage * stats.totalAttempts + exactPercentage(attempt)) / totalAttempts,
  };
};

// "66.7%".
export const formatAverageScore = (averagePercentage: number): string => `${averagePercentage.toFixed(1)}%`;

export const filterAttempts = <T extends Graded>(attempts: readonly T[], filter: AttemptFilter): T[] => {
  switch (filter) {
    case "all":
      return [...attempts];
    case "passed":
      return attempts.filter(isPassed);
    case "failed":
      return attempts.filter((attempt) => !isPassed(attempt));
    default:
      return assertUnreachable(filter);
  }
};
