// A quiz's settings as the builder edits them (text inputs as typed), their checks with the
// server's own messages, and what the API receives. The server enforces every rule again.
import type { GradingMethod, QuizSettingsInput, ReviewPolicy } from "../../graphql/__generated__/graphql";
import { formatDateTime } from "../../lib/dates";
import { labelsOf, plural } from "../../lib/format";

export const MIN_TIME_LIMIT = 1;
export const MAX_TIME_LIMIT = 600;
export const MIN_ATTEMPTS = 1;
export const MAX_ATTEMPTS = 10;
const DEFAULT_TIME_LIMIT = 20;
export const MIN_PASS_PERCENTAGE = 0;
export const MAX_PASS_PERCENTAGE = 100;
// SPEC.md's half: a new quiz passes at 50 %.
const DEFAULT_PASS_PERCENTAGE = 50;

export const settingsMessages = {
  timeLimit: "Time limit must be a whole number of minutes from 1 to 600",
  closeAfterOpen: "The closing date must be after the opening date",
  attempts: "Attempts allowed must be a whole number from 1 to 10, or unlimited",
  afterCloseNeedsClose: "Showing answers after closing needs a closing date",
  passPercentage: "The pass mark must be a whole percentage from 0 to 100",
} as const;

// The server's wording when locked settings change after learners started.
export const SETTINGS_LOCKED_NOTE =
  "Learners have attempted this quiz: its time limit, shuffling and attempts allowed can no longer be changed.";

export const reviewPolicyLabels = labelsOf<ReviewPolicy>({
  IMMEDIATELY: "Right after submitting",
  AFTER_CLOSE: "After the quiz closes",
  NEVER: "Never",
});

export const gradingMethodLabels = labelsOf<GradingMethod>({
  HIGHEST: "Highest score",
  LATEST: "Latest",
  FIRST: "First",
});

export type SettingsDraft = {
  timed: boolean;
  timeLimit: string;
  // datetime-local values ("2024-03-05T14:30") in the viewer's zone; "" for none.
  opensAt: string;
  closesAt: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  reviewPolicy: ReviewPolicy;
  unlimitedAttempts: boolean;
  attemptsAllowed: string;
  gradingMethod: GradingMethod;
  // The least percentage of the points that passes, as typed.
  passPercentage: string;
};

// The server's field names (extensions.fieldErrors "settings.<name>").
export type SettingsField = "timeLimitMinutes" | "closesAt" | "attemptsAllowed" | "reviewPolicy" | "passPercentage";
export type SettingsErrors = Partial<Record<SettingsField, string>>;
const SETTINGS_FIELDS: readonly SettingsField[] = ["timeLimitMinutes", "closesAt", "attemptsAllowed", "reviewPolicy", "passPercentage"];
// The fields in the form's order: focus goes to the first one with a message.
export const SETTINGS_ORDER: readonly SettingsField[] = ["timeLimitMinutes", "closesAt", "reviewPolicy", "attemptsAllowed", "passPercentage"];

// The server's defaults for a new quiz.
export const defaultSettings = (): SettingsDraft => ({
  timed: false,
  timeLimit: String(DEFAULT_TIME_LIMIT),
  opensAt: "",
  closesAt: "",
  shuffleQuestions: false,
  shuffleOptions: false,
  reviewPolicy: "IMMEDIATELY",
  unlimitedAttempts: false,
  attemptsAllowed: "1",
  gradingMethod: "HIGHEST",
  passPercentage: String(DEFAULT_PASS_PERCENTAGE),
});

const pad2 = (value: number): string => String(value).padStart(2, "0");

// An ISO instant as a datetime-local value in the viewer's zone.
export const toLocalInput = (iso: string | null | undefined): string => {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}T${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
};

// A datetime-local value (the viewer's zone) as an ISO instant; null when empty or invalid.
export const fromLocalInput = (value: string): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

export type QuizSettingsLike = {
  timeLimitMinutes?: number | null;
  opensAt?: string | null;
  closesAt?: string | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  reviewPolicy: ReviewPolicy;
  attemptsAllowed?: number | null;
  gradingMethod: GradingMethod;
  passPercentage: number;
};

export const settingsFromQuiz = (quiz: QuizSettingsLike): SettingsDraft => ({
  timed: quiz.timeLimitMinutes !== null && quiz.timeLimitMinutes !== undefined,
  timeLimit: String(quiz.timeLimitMinutes ?? DEFAULT_TIME_LIMIT),
  opensAt: toLocalInput(quiz.opensAt),
  closesAt: toLocalInput(quiz.closesAt),
  shuffleQuestions: quiz.shuffleQuestions,
  shuffleOptions: quiz.shuffleOptions,
  reviewPolicy: quiz.reviewPolicy,
  unlimitedAttempts: quiz.attemptsAllowed === null || quiz.attemptsAllowed === undefined,
  attemptsAllowed: String(quiz.attemptsAllowed ?? 1),
  gradingMethod: quiz.gradingMethod,
  passPercentage: String(quiz.passPercentage),
});

const wholeIn = (value: string, min: number, max: number): number | null => {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= min && number <= max ? number : null;
};

// More than one attempt (or unlimited): which attempt counts matters.
export const allowsManyAttempts = (draft: SettingsDraft): boolean =>
  draft.unlimitedAttempts || (wholeIn(draft.attemptsAllowed, MIN_ATTEMPTS, MAX_ATTEMPTS) ?? 1) > 1;

// Each field's message, as the server would answer.
export const validateSettings = (draft: SettingsDraft): SettingsErrors => {
  const errors: SettingsErrors = {};
  if (draft.timed && wholeIn(draft.timeLimit, MIN_TIME_LIMIT, MAX_TIME_LIMIT) === null) {
    errors.timeLimitMinutes = settingsMessages.timeLimit;
  }
  const opens = fromLocalInput(draft.opensAt);
  const closes = fromLocalInput(draft.closesAt);
  if (opens && closes && Date.parse(closes) <= Date.parse(opens)) errors.closesAt = settingsMessages.closeAfterOpen;
  if (!draft.unlimitedAttempts && wholeIn(draft.attemptsAllowed, MIN_ATTEMPTS, MAX_ATTEMPTS) === null) {
    errors.attemptsAllowed = settingsMessages.attempts;
  }
  if (draft.reviewPolicy === "AFTER_CLOSE" && !closes) errors.reviewPolicy = settingsMessages.afterCloseNeedsClose;
  if (wholeIn(draft.passPercentage, MIN_PASS_PERCENTAGE, MAX_PASS_PERCENTAGE) === null) {
    errors.passPercentage = settingsMessages.passPercentage;
  }
  return errors;
};

export const hasSettingsErrors = (errors: SettingsErrors): boolean => Object.values(errors).some(Boolean);

// The server's field errors of the settings ("settings.closesAt" or "closesAt").
export const settingsErrorsFrom = (fieldErrors: Readonly<Record<string, string>>): SettingsErrors => {
  const errors: SettingsErrors = {};
  for (const field of SETTINGS_FIELDS) {
    const message = fieldErrors[`settings.${field}`] ?? fieldErrors[field];
    if (message) errors[field] = message;
  }
  return errors;
};

// What the API receives. `locked`: the fields learners' attempts fix are left out (they keep their values).
// The pass mark is not one of them: a new mark decides the past attempts too (the server moves them).
export const toSettingsInput = (draft: SettingsDraft, { locked = false }: { locked?: boolean } = {}): QuizSettingsInput => {
  const windowAndReview: QuizSettingsInput = {
    opensAt: fromLocalInput(draft.opensAt),
    closesAt: fromLocalInput(draft.closesAt),
    reviewPolicy: draft.reviewPolicy,
    gradingMethod: draft.gradingMethod,
    passPercentage: Number(draft.passPercentage.trim()),
  };
  if (locked) return windowAndReview;
  return {
    timeLimitMinutes: draft.timed ? Number(draft.timeLimit.trim()) : null,
    ...windowAndReview,
    shuffleQuestions: draft.shuffleQuestions,
    shuffleOptions: draft.shuffleOptions,
    attemptsAllowed: draft.unlimitedAttempts ? null : Number(draft.attemptsAllowed.trim()),
  };
};

// Only the settings changed from `initial` (a field left out keeps its value); undefined when none changed.
export const changedSettings = (draft: SettingsDraft, initial: SettingsDraft): QuizSettingsInput | undefined => {
  const next = toSettingsInput(draft);
  const before = toSettingsInput(initial);
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (before[key as keyof QuizSettingsInput] !== value) changed[key] = value;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
};

// The tutor's list: a short badge for each setting that differs from a new quiz's.
export const settingBadges = (quiz: QuizSettingsLike): string[] => {
  const badges: string[] = [];
  if (quiz.timeLimitMinutes !== null && quiz.timeLimitMinutes !== undefined) badges.push(`${quiz.timeLimitMinutes} min limit`);
  if (quiz.opensAt) badges.push(`Opens ${formatDateTime(quiz.opensAt)}`);
  if (quiz.closesAt) badges.push(`Closes ${formatDateTime(quiz.closesAt)}`);
  if (quiz.shuffleQuestions) badges.push("Shuffled questions");
  if (quiz.shuffleOptions) badges.push("Shuffled options");
  if (quiz.reviewPolicy === "AFTER_CLOSE") badges.push("Answers after close");
  if (quiz.reviewPolicy === "NEVER") badges.push("Answers never shown");
  if (quiz.attemptsAllowed === null || quiz.attemptsAllowed === undefined) badges.push("Unlimited attempts");
  else if (quiz.attemptsAllowed !== 1) badges.push(plural(quiz.attemptsAllowed, "attempt"));
  if (quiz.gradingMethod === "LATEST") badges.push("Latest attempt counts");
  if (quiz.gradingMethod === "FIRST") badges.push("First attempt counts");
  if (quiz.passPercentage !== DEFAULT_PASS_PERCENTAGE) badges.push(`Pass mark ${quiz.passPercentage}%`);
  return badges;
};
