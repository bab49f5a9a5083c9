import type { FormErrors } from "../../lib/forms";

// The API's bounds (schema.graphql, StudySettings): the form checks them first and shows the server's
// own message when it refuses anyway.
export const RETENTION_PERCENT = { min: 70, max: 97 } as const;
export const NEW_CARDS_PER_DAY = { min: 0, max: 1000 } as const;

// The form edits the retention as a percentage ("90" for 0.9); the API's field names, so its
// extensions.fieldErrors land under the right field.
export type StudySettingsValues = { desiredRetention: string; newCardsPerDay: string };

export const toStudySettingsValues = (settings: { desiredRetention: number; newCardsPerDay: number }): StudySettingsValues => ({
  desiredRetention: String(Math.round(settings.desiredRetention * 100)),
  newCardsPerDay: String(settings.newCardsPerDay),
});

const wholeNumber = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

export const validateStudySettings = (values: StudySettingsValues): FormErrors<StudySettingsValues> => {
  const errors: FormErrors<StudySettingsValues> = {};
  const retention = wholeNumber(values.desiredRetention);
  if (retention === null || retention < RETENTION_PERCENT.min || retention > RETENTION_PERCENT.max) {
    errors.desiredRetention = `Desired retention must be a whole percentage from ${RETENTION_PERCENT.min}% to ${RETENTION_PERCENT.max}%`;
  }
  const perDay = wholeNumber(values.newCardsPerDay);
  if (perDay === null || perDay < NEW_CARDS_PER_DAY.min || perDay > NEW_CARDS_PER_DAY.max) {
    errors.newCardsPerDay = `New cards per day must be a whole number from ${NEW_CARDS_PER_DAY.min} to ${NEW_CARDS_PER_DAY.max}`;
  }
  return errors;
};

// What is sent: the retention as a fraction (a whole percentage / 100 is the double nearest its decimal: 0.9).
export const toStudySettingsInput = (values: StudySettingsValues) => ({
  desiredRetention: Number(values.desiredRetention.trim()) / 100,
  newCardsPerDay: Number(values.newCardsPerDay.trim()),
});

// The zone the browser reports, or null where Intl cannot tell.
export const browserTimeZone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};
