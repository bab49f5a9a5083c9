import { Stack } from "@chakra-ui/react";
import { useState, type SubmitEvent } from "react";
import { SelectField } from "../../../components/form/SelectField";
import { TextField } from "../../../components/form/TextField";
import type { CourseInput } from "../../../graphql/__generated__/graphql";
import { bindValues } from "../../../lib/forms";
import { COURSE_LEVELS } from "../course-levels";
import { validateCourse, type CourseField, type CourseValues, type FormError } from "../validation";

type CourseFieldsProps = {
  values: CourseValues;
  onChange: (values: CourseValues) => void;
  error: FormError<CourseField> | null;
  disabled: boolean;
};

// Title, description and year level: the create form and the edit modal.
export const CourseFields = ({ values, onChange, error, disabled }: CourseFieldsProps) => {
  const bind = bindValues(values, onChange);
  const common = (field: CourseField) => ({
    error: error?.field === field ? error.message : undefined,
    disabled,
    required: true,
  });
  return (
    <Stack gap="4">
      <TextField label="Title" {...bind("title")} {...common("title")} />
      <TextField label="Description" rows={4} {...bind("description")} {...common("description")} />
      <SelectField label="Year Level" placeholder="Select a year level" options={COURSE_LEVELS} {...bind("level")} {...common("level")} />
    </Stack>
  );
};

// Puts the keyboard on the field a check failed on.
export const focusField = (form: HTMLFormElement, field: string): void => {
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
};

// The create form's and the edit modal's state: SPEC.md's checks in order (the first failing one
// shown, its field focused), then `save` with the trimmed values.
export const useCourseForm = (initial: CourseValues, save: (input: CourseInput) => Promise<void>) => {
  const [values, setValues] = useState<CourseValues>(initial);
  const [error, setError] = useState<FormError<CourseField> | null>(null);

  const onChange = (next: CourseValues) => {
    setValues(next);
    setError(null);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateCourse(values);
    setError(found);
    if (found) {
      focusField(form, found.field);
      return;
    }
    if (!values.level) return;
    await save({ title: values.title.trim(), description: values.description.trim(), level: values.level });
  };

  return { fields: { values, onChange, error }, handleSubmit };
};
