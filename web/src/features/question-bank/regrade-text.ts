import type { PreviewRegradeQuery, QuizRegradeFieldsFragment, RegradeChange, RegradeMode } from "../../graphql/__generated__/graphql";
import { plural } from "../../lib/format";

// What the regrade dialog says: its choices, a preview's figures in words, the outcome.

export type RegradePreviewFigures = PreviewRegradeQuery["previewRegrade"];
type ScoreChange = Pick<RegradeChange, "oldPoints" | "newPoints" | "oldMaxPoints" | "newMaxPoints" | "oldPassed" | "newPassed">;

/** How often a queued regrade's status is asked for. */
export const REGRADE_POLL_MS = 1000;

/** The rows of the preview's list; the rest are counted ("And 3 more"). */
export const CHANGES_SHOWN = 10;

/** The choices, in the order offered: the usual fix first, leaving results alone last. */
export const REGRADE_MODES: readonly RegradeMode[] = ["REGRADE", "FULL_CREDIT", "DROP", "KEEP"];

export const modeLabel = (mode: RegradeMode): string =>
  ({
    REGRADE: "Regrade past attempts",
    FULL_CREDIT: "Give everyone full credit",
    DROP: "Drop the question from past attempts",
    KEEP: "Keep past results",
  })[mode];

/** One line under each choice: what it does to past attempts (new ones get the new version in every mode). */
export const modeHint = (mode: RegradeMode, toVersion: number): string =>
  ({
    REGRADE: `Their answers are graded again against version ${toVersion}.`,
    FULL_CREDIT: "Every past attempt gets the question's full points.",
    DROP: "The question no longer counts in their score or its maximum.",
    KEEP: `They keep the version they were given and their results; only new attempts get version ${toVersion}.`,
  })[mode];

/**
 * The choice offered first: with attempts, REGRADE (the usual reason for a new version is a fix the
 * tutor wants applied, and the preview shows what it does before anything is stored); with none,
 * every mode does the same, and KEEP says so plainly ("Use version N").
 */
export const defaultMode = (attemptCount: number): RegradeMode => (attemptCount > 0 ? "REGRADE" : "KEEP");

const points = (value: number): string => String(Math.round(value * 100) / 100);

/** "2/3 → 3/3": points out of the maximum, before and after. */
export const scoreChange = (change: ScoreChange): string =>
  `${points(change.oldPoints)}/${points(change.oldMaxPoints)} → ${points(change.newPoints)}/${points(change.newMaxPoints)}`;

/** "passed → failed", "failed → passed", or null when the pass state stays. */
export const passChange = (change: ScoreChange): string | null => {
  if (change.oldPassed === change.newPassed) return null;
  return change.oldPassed ? "passed → failed" : "failed → passed";
};

const nonZero = (parts: [number, string][]): string[] => parts.filter(([count]) => count > 0).map(([count, text]) => `${count} ${text}`);

/** The preview's figures in one sentence. */
export const previewSummary = (preview: RegradePreviewFigures): string => {
  const total = preview.attemptCount;
  if (total === 0) return `No one has attempted this quiz yet: it just moves to version ${preview.toVersion}.`;
  if (preview.mode === "KEEP" || preview.attemptsAffected === 0) {
    const kept = preview.mode === "KEEP" ? "the version it was given and its result" : "its result";
    const keptMany = preview.mode === "KEEP" ? "the version they were given and their results" : "their results";
    return total === 1 ? `No past result changes: the 1 attempt keeps ${kept}.` : `No past result changes: all ${total} attempts keep ${keptMany}.`;
  }
  const [single] = preview.changes;
  if (preview.attemptsAffected === 1 && single) {
    const pass = passChange(single);
    const head = total === 1 ? "1 attempt" : `1 of ${total} attempts changes`;
    return `${head}: ${scoreChange(single)}${pass ? `, ${pass}` : ""}`;
  }
  const scores = nonZero([
    [preview.scoresUp, "up"],
    [preview.scoresDown, "down"],
  ]);
  const passes = nonZero([
    [preview.passedToFailed, "passed → failed"],
    [preview.failedToPassed, "failed → passed"],
  ]);
  const details = [scores.join(", "), passes.join(", ")].filter(Boolean).join("; ");
  return `${preview.attemptsAffected} of ${total} attempts change${details ? `: ${details}` : ""}`;
};

/** The confirm button: how many attempts it changes, or just the version when none. */
export const confirmLabel = (preview: RegradePreviewFigures): string =>
  preview.mode !== "KEEP" && preview.attemptsAffected > 0 ? `Apply to ${plural(preview.attemptsAffected, "attempt")}` : `Use version ${preview.toVersion}`;

/** A finished regrade, as the server counted it. */
export const regradeOutcome = (job: Pick<QuizRegradeFieldsFragment, "mode" | "toVersion" | "attemptCount" | "attemptsChanged">): string => {
  if (job.mode === "KEEP") return `Now on version ${job.toVersion}; past results kept`;
  const total = job.attemptCount ?? 0;
  if (total === 0) return `Now on version ${job.toVersion}; no attempts to regrade`;
  return `Regraded: ${job.attemptsChanged ?? 0} of ${plural(total, "attempt")} changed`;
};
