// The accommodation form's values and their input, and how one accommodation reads in a list.
// The server checks every rule (ranges, the window's order, the learner): these only convert.
import type { QuizAccommodationFieldsFragment, QuizAccommodationInput } from "../../graphql/__generated__/graphql";
import { formatDateTime } from "../../lib/dates";
import { plural } from "../../lib/format";
import { fromLocalInput, toLocalInput } from "../quiz-authoring/quiz-settings";

export type Accommodation = QuizAccommodationFieldsFragment;

// "ACTIVITY": every quiz of the activity; otherwise a quiz's id.
export const WHOLE_ACTIVITY = "ACTIVITY";

export type AccommodationDraft = {
  learnerEmail: string;
  // "" for none; "1.5"
  timeFactor: string;
  extraMinutes: string;
  extraAttempts: string;
  // datetime-local values in the viewer's zone ("" for the quiz's own).
  opensAt: string;
  closesAt: string;
  // WHOLE_ACTIVITY or a quiz id.
  scope: string;
};

export type DraftErrors = Partial<Record<keyof AccommodationDraft | "learnerId", string>>;

export const emptyDraft = (scope: string): AccommodationDraft => ({
  learnerEmail: "",
  timeFactor: "",
  extraMinutes: "",
  extraAttempts: "",
  opensAt: "",
  closesAt: "",
  scope,
});

const text = (value: number | null | undefined): string => (value === null || value === undefined ? "" : String(value));

export const draftOf = (accommodation: Accommodation): AccommodationDraft => ({
  learnerEmail: accommodation.learner.email,
  timeFactor: text(accommodation.timeFactor),
  extraMinutes: text(accommodation.extraMinutes),
  extraAttempts: text(accommodation.extraAttempts),
  opensAt: toLocalInput(accommodation.opensAt),
  closesAt: toLocalInput(accommodation.closesAt),
  scope: accommodation.quizId ?? WHOLE_ACTIVITY,
});

const NUMBER = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

type Parsed = { value: number | null; error?: string };
const parseNumber = (raw: string, whole: boolean): Parsed => {
  const value = raw.trim();
  if (value === "") return { value: null };
  if (whole ? !WHOLE.test(value) : !NUMBER.test(value)) return { value: null, error: whole ? "Enter a whole number" : "Enter a number such as 1.5" };
  return { value: Number(value) };
};

export type Target = { learnerId: string } | { learnerEmail: string };

/**
 * The mutation's input, or the fields that cannot be read (a number that is not one). Left empty, a
 * part is null: the quiz's own. Setting again replaces the learner's accommodation for that scope.
 */
export const inputOf = (
  draft: AccommodationDraft,
  learner: Target,
  activityId: string,
): { input: QuizAccommodationInput; errors: DraftErrors } => {
  const timeFactor = parseNumber(draft.timeFactor, false);
  const extraMinutes = parseNumber(draft.extraMinutes, true);
  const extraAttempts = parseNumber(draft.extraAttempts, true);
  const errors: DraftErrors = {};
  if (timeFactor.error) errors.timeFactor = timeFactor.error;
  if (extraMinutes.error) errors.extraMinutes = extraMinutes.error;
  if (extraAttempts.error) errors.extraAttempts = extraAttempts.error;
  const scope = draft.scope === WHOLE_ACTIVITY ? { activityId } : { quizId: draft.scope };
  const input: QuizAccommodationInput = {
    ...learner,
    ...scope,
    timeFactor: timeFactor.value,
    extraMinutes: extraMinutes.value,
    extraAttempts: extraAttempts.value,
    opensAt: fromLocalInput(draft.opensAt),
    closesAt: fromLocalInput(draft.closesAt),
  };
  return { input, errors };
};

// The server's field errors on the form's fields (learnerId, quizId and activityId have no field of their own).
export const draftErrorsOf = (fieldErrors: Readonly<Record<string, string>>): DraftErrors => {
  const errors: DraftErrors = {};
  const fields = ["learnerEmail", "timeFactor", "extraMinutes", "extraAttempts", "opensAt", "closesAt"] as const;
  for (const field of fields) if (fieldErrors[field]) errors[field] = fieldErrors[field];
  const scope = fieldErrors.quizId ?? fieldErrors.activityId;
  if (scope) errors.scope = scope;
  if (fieldErrors.learnerId) errors.learnerId = fieldErrors.learnerId;
  return errors;
};

// What the learner gets: "1.5 × the time", "10 extra minutes", "1 extra attempt", "Opens … ", "Closes …".
export const termsOf = (accommodation: Accommodation): string[] => {
  const terms: string[] = [];
  if (accommodation.timeFactor !== null && accommodation.timeFactor !== undefined && accommodation.timeFactor !== 1) {
    terms.push(`${accommodation.timeFactor} × the time`);
  }
  if (accommodation.extraMinutes) terms.push(plural(accommodation.extraMinutes, "extra minute"));
  if (accommodation.extraAttempts) terms.push(plural(accommodation.extraAttempts, "extra attempt"));
  if (accommodation.opensAt) terms.push(`Opens ${formatDateTime(accommodation.opensAt)}`);
  if (accommodation.closesAt) terms.push(`Closes ${formatDateTime(accommodation.closesAt)}`);
  return terms.length > 0 ? terms : ["The quiz's own terms"];
};

export const learnerName = (accommodation: Accommodation): string =>
  `${accommodation.learner.name} ${accommodation.learner.surname}`.trim();

// "For this quiz" / "For the whole activity" on a quiz's list; the quiz's title on an activity's.
export const scopeText = (accommodation: Accommodation, quizTitle?: (quizId: string) => string | undefined): string => {
  if (!accommodation.quizId) return "For the whole activity";
  const title = quizTitle?.(accommodation.quizId);
  return title ? `For ${title}` : "For this quiz";
};
