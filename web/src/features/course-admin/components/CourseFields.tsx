import { Stack } from "@chakra-ui/react";
import { COURSE_LEVEL_LABELS, COURSE_LEVELS, isCourseLevel } from "../course-levels";
import type { CourseField, CourseValues, FormError } from "../validation";
import { InputField, SelectField, TextareaField } from "./FormFields";

const LEVEL_OPTIONS = COURSE_LEVELS.map((level) => ({ value: level, label: COURSE_LEVEL_LABELS[level] }));

type CourseFieldsProps = {
  values: CourseValues;
  onChange: (values: CourseValues) => void;
  error: FormError<CourseField> | null;
  disabled: boolean;
};

// Title, description and year level: the create form and the edit modal.
export const CourseFields = ({ values, onChange, error, disabled }: CourseFieldsProps) => {
  const errorOf = (field: CourseField) => (error?.field === field ? error.message : undefined);
  return (
    <Stack gap="4">
      <InputField
        label="Title"
        name="title"
        value={values.title}
        onValueChange={(title) => onChange({ ...values, title })}
        error={errorOf("title")}
        disabled={disabled}
      />
      <TextareaField
        label="Description"
        name="description"
        value={values.description}
        onValueChange={(description) => onChange({ ...values, description })}
        error={errorOf("description")}
        disabled={disabled}
      />
      <SelectField
        label="Year Level"
        name="level"
        value={values.level}
        placeholder="Select a year level"
        options={LEVEL_OPTIONS}
        onValueChange={(level) => onChange({ ...values, level: isCourseLevel(level) ? level : "" })}
        error={errorOf("level")}
        disabled={disabled}
      />
    </Stack>
  );
};

// Puts the keyboard on the field a check failed on.
export const focusField = (form: HTMLFormElement, field: string): void => {
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
};
