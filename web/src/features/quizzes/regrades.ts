import type { AttemptRegradeFieldsFragment, RegradeMode } from "../../graphql/__generated__/graphql";
import { formatDateTime } from "../../lib/dates";

// A tutor's fix of a question after learners answered it, as the learner reads it.

// What the fix did, in words; KEEP changes no result, so it never reaches a learner's attempt.
const MODE_WORDS: Record<RegradeMode, string | null> = {
  REGRADE: "answers marked again",
  FULL_CREDIT: "full credit",
  DROP: "question dropped",
  KEEP: null,
};

type Scores = Pick<AttemptRegradeFieldsFragment, "oldPoints" | "oldMaxPoints" | "newPoints" | "newMaxPoints">;

/** "6/10 → 7/10": the points over the most there were, before and after, exact as the server gives them. */
const regradeChange = ({ oldPoints, oldMaxPoints, newPoints, newMaxPoints }: Scores): string =>
  `${oldPoints}/${oldMaxPoints} → ${newPoints}/${newMaxPoints}`;

/**
 * "Regraded on Mar 10, 2024 - 9:30 PM: 6/10 → 7/10 (question dropped, by Ada Tutor)", the date in the
 * viewer's zone; the tutor's name while their account exists.
 */
export const regradeLine = (regrade: AttemptRegradeFieldsFragment): string => {
  const details = [MODE_WORDS[regrade.mode], regrade.regradedByName && `by ${regrade.regradedByName}`].filter(Boolean);
  const suffix = details.length > 0 ? ` (${details.join(", ")})` : "";
  return `Regraded on ${formatDateTime(regrade.regradedAt)}: ${regradeChange(regrade)}${suffix}`;
};

/** The toast of a regrade heard live: the latest one of the attempt. */
export const regradeAnnouncement = (quizTitle: string, regrade: Scores): string =>
  `Your result for ${quizTitle} was regraded: ${regradeChange(regrade)}`;
