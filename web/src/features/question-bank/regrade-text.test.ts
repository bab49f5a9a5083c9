import type { RegradeChange } from "../../graphql/__generated__/graphql";
import { confirmLabel, defaultMode, previewSummary, regradeOutcome, type RegradePreviewFigures } from "./regrade-text";

const change = (oldPoints: number, newPoints: number, pass: [boolean, boolean] = [true, true]): RegradeChange => ({
  __typename: "RegradeChange",
  attemptId: `a-${oldPoints}-${newPoints}`,
  learnerId: "l-1",
  learnerName: "Ada Lovelace",
  oldPoints,
  newPoints,
  oldMaxPoints: 3,
  newMaxPoints: 3,
  oldPassed: pass[0],
  newPassed: pass[1],
});

const preview = (overrides: Partial<RegradePreviewFigures>): RegradePreviewFigures => ({
  __typename: "RegradePreview",
  mode: "REGRADE",
  fromVersions: [1],
  toVersion: 3,
  attemptCount: 40,
  attemptsAffected: 0,
  scoresUp: 0,
  scoresDown: 0,
  passedToFailed: 0,
  failedToPassed: 0,
  changes: [],
  ...overrides,
});

describe("regrade wording", () => {
  it("says a single change as its score", () => {
    expect(previewSummary(preview({ attemptCount: 1, attemptsAffected: 1, scoresUp: 1, changes: [change(2, 3)] }))).toBe("1 attempt: 2/3 → 3/3");
    expect(previewSummary(preview({ attemptsAffected: 1, scoresDown: 1, passedToFailed: 1, changes: [change(2.5, 1.333, [true, false])] }))).toBe(
      "1 of 40 attempts changes: 2.5/3 → 1.33/3, passed → failed",
    );
  });

  it("counts many changes, leaving out the zero figures", () => {
    const many = preview({ attemptsAffected: 12, scoresUp: 10, scoresDown: 2, passedToFailed: 1, failedToPassed: 3, changes: [change(1, 2), change(2, 1)] });
    expect(previewSummary(many)).toBe("12 of 40 attempts change: 10 up, 2 down; 1 passed → failed, 3 failed → passed");
    expect(previewSummary({ ...many, scoresDown: 0, passedToFailed: 0, failedToPassed: 0 })).toBe("12 of 40 attempts change: 10 up");
  });

  it("says when no past result changes, and when no one has attempted the quiz", () => {
    expect(previewSummary(preview({ mode: "KEEP" }))).toBe("No past result changes: all 40 attempts keep the version they were given and their results.");
    expect(previewSummary(preview({}))).toBe("No past result changes: all 40 attempts keep their results.");
    expect(previewSummary(preview({ attemptCount: 0 }))).toBe("No one has attempted this quiz yet: it just moves to version 3.");
  });

  it("labels the confirm button with the attempts it changes, or the version", () => {
    expect(confirmLabel(preview({ attemptsAffected: 12 }))).toBe("Apply to 12 attempts");
    expect(confirmLabel(preview({ attemptsAffected: 1 }))).toBe("Apply to 1 attempt");
    expect(confirmLabel(preview({ mode: "KEEP" }))).toBe("Use version 3");
    expect(confirmLabel(preview({}))).toBe("Use version 3");
  });

  it("offers REGRADE first when there are attempts, KEEP when none", () => {
    expect(defaultMode(3)).toBe("REGRADE");
    expect(defaultMode(0)).toBe("KEEP");
  });

  it("tells the outcome as the server counted it", () => {
    expect(regradeOutcome({ mode: "REGRADE", toVersion: 3, attemptCount: 40, attemptsChanged: 12 })).toBe("Regraded: 12 of 40 attempts changed");
    expect(regradeOutcome({ mode: "KEEP", toVersion: 3, attemptCount: 40, attemptsChanged: 0 })).toBe("Now on version 3; past results kept");
    expect(regradeOutcome({ mode: "DROP", toVersion: 3, attemptCount: 0, attemptsChanged: 0 })).toBe("Now on version 3; no attempts to regrade");
  });
});
