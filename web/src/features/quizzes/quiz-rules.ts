// What a learner's quiz card shows about the quiz's settings, and the mapping of a graded attempt
// onto the order it was taken in. The server enforces every rule: these only describe them.
import type {
  LearnerQuizAttemptFieldsFragment,
  LearnerQuizFieldsFragment,
  ReviewPolicy,
} from "../../graphql/__generated__/graphql";
import { formatDateTime } from "../../lib/dates";
import { plural } from "../../lib/format";

type Quiz = Pick<LearnerQuizFieldsFragment, "opensAt" | "closesAt" | "attemptsAllowed" | "timeLimitMinutes" | "window" | "myAttemptsLeft">;
type Attempt = LearnerQuizAttemptFieldsFragment;
type GradedAnswer = Attempt["answers"][number];

export const timeLimitText = (minutes: number): string => `Time limit: ${plural(minutes, "minute")}`;
export const startHintText = (minutes: number): string => `You will have ${plural(minutes, "minute")} once you start`;

// "Opens …", "Closes …" or "Closed …" (the server says which), in the viewer's zone; null without a date to show.
export const windowText = (quiz: Quiz): string | null => {
  if (quiz.window === "NOT_OPEN" && quiz.opensAt) return `Opens ${formatDateTime(quiz.opensAt)}`;
  if (quiz.window === "CLOSED" && quiz.closesAt) return `Closed ${formatDateTime(quiz.closesAt)}`;
  if (quiz.closesAt) return `Closes ${formatDateTime(quiz.closesAt)}`;
  return null;
};

// "2 of 3 attempts left", "Unlimited attempts": the server counts.
export const attemptsLeftText = (quiz: Quiz): string => {
  if (quiz.myAttemptsLeft === null || quiz.myAttemptsLeft === undefined || quiz.attemptsAllowed === null || quiz.attemptsAllowed === undefined) {
    return "Unlimited attempts";
  }
  return `${quiz.myAttemptsLeft} of ${quiz.attemptsAllowed} ${quiz.attemptsAllowed === 1 ? "attempt" : "attempts"} left`;
};

// Why the correct answers are not shown (null while they are).
export const hiddenAnswersNote = (policy: ReviewPolicy, closesAt: string | null | undefined): string | null => {
  switch (policy) {
    case "AFTER_CLOSE":
      return closesAt
        ? `Correct answers will be shown after the quiz closes on ${formatDateTime(closesAt)}`
        : "Correct answers will be shown after the quiz closes";
    case "NEVER":
      return "Your tutor does not show the correct answers for this quiz.";
    default:
      return null;
  }
};

// The correct answers are hidden when the server marked none of the answers it could mark (an essay
// waiting for its tutor is unmarked under any policy).
export const answersHidden = (attempt: Pick<Attempt, "answers">): boolean => {
  const markable = attempt.answers.filter((answer) => !answer.needsGrading);
  return markable.length > 0 && markable.every((answer) => answer.isCorrect === null || answer.isCorrect === undefined);
};

// One question of an attempt in the order it was shown: the pick and the correct option as shown positions.
export type ShownGrade = {
  selected: number | null;
  correct: number | null;
  isCorrect: boolean | null;
};

const shownPosition = (optionIndexes: readonly number[], tutorIndex: number | null | undefined): number | null => {
  if (tutorIndex === null || tutorIndex === undefined) return null;
  const position = optionIndexes.indexOf(tutorIndex);
  return position === -1 ? null : position;
};

// answers are in the tutor's order: matched by the question's `index`, options by `optionIndexes`.
export const shownGrade = (
  question: { index: number; optionIndexes: readonly number[] },
  answers: readonly GradedAnswer[],
): ShownGrade => {
  const answer = answers.find((item) => item.questionIndex === question.index);
  return {
    selected: shownPosition(question.optionIndexes, answer?.selectedOptionIndex),
    correct: shownPosition(question.optionIndexes, answer?.correctAnswerIndex),
    isCorrect: answer?.isCorrect ?? null,
  };
};

// "12:34 left" (and "1:02:03 left" past an hour), from the milliseconds left, rounded up.
export const formatTimeLeft = (milliseconds: number): string => {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${ss} left` : `${minutes}:${ss} left`;
};
