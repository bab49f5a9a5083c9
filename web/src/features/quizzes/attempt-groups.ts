// My Quiz Results groups the learner's attempts by activity: one group per activity, the
// group of the most recent attempt first, each group's attempts newest first. Attempts whose quiz or
// activity is gone share "Other quizzes". The groups are drawn from the rows loaded so far, so a
// next page's attempts join their groups (or start new ones after them).
import type { LearnerQuizAttemptFieldsFragment } from "../../graphql/__generated__/graphql";

export const OTHER_QUIZZES = "Other quizzes";

type GroupedAttempt = Pick<LearnerQuizAttemptFieldsFragment, "id" | "quizId" | "activityId" | "activityTitle" | "submittedAt">;

export type AttemptGroup<T extends GroupedAttempt> = {
  // The activity's id, or null for the attempts of deleted quizzes and activities.
  activityId: string | null;
  title: string;
  attempts: T[];
};

const submittedTime = (attempt: GroupedAttempt): number => {
  const time = Date.parse(attempt.submittedAt);
  return Number.isNaN(time) ? 0 : time;
};

// Newest first; attempts submitted at the same instant keep the server's order.
const newestFirst = <T extends GroupedAttempt>(attempts: readonly T[]): T[] =>
  attempts
    .map((attempt, position) => ({ attempt, position, time: submittedTime(attempt) }))
    .sort((a, b) => b.time - a.time || a.position - b.position)
    .map(({ attempt }) => attempt);

export const groupAttemptsByActivity = <T extends GroupedAttempt>(attempts: readonly T[]): AttemptGroup<T>[] => {
  const groups = new Map<string | null, AttemptGroup<T>>();
  // Newest first overall: each group is met first at its most recent attempt, so the groups come in that order.
  for (const attempt of newestFirst(attempts)) {
    const activityId = attempt.quizId && attempt.activityId ? attempt.activityId : null;
    let group = groups.get(activityId);
    if (!group) {
      group = { activityId, title: activityId === null ? OTHER_QUIZZES : (attempt.activityTitle ?? OTHER_QUIZZES), attempts: [] };
      groups.set(activityId, group);
    }
    group.attempts.push(attempt);
  }
  return [...groups.values()];
};
