import { Field, Input } from "@chakra-ui/react";
import { SelectField } from "../../../components/form/SelectField";
import { TextField } from "../../../components/form/TextField";
import type { PaperType } from "../../../graphql/__generated__/graphql";
import { PAPER_TYPES } from "../paper-types";

export type PaperDetailsValues = { title: string; description: string; paperType: PaperType };

type PaperDetailsFieldsProps = {
  values: PaperDetailsValues;
  onChange: (values: PaperDetailsValues) => void;
  typeOptions: readonly PaperType[];
  invalid: { title?: boolean; description?: boolean };
  disabled: boolean;
};

// Title, description and paper type: shared by the upload and edit forms. Required fields carry
// aria-required; optional ones say so in their label.
export const PaperDetailsFields = ({ values, onChange, typeOptions, invalid, disabled }: PaperDetailsFieldsProps) => (
  <>
    <TextField
      label="Title"
      name="title"
      required
      invalid={invalid.title}
      disabled={disabled}
      value={values.title}
      onValueChange={(title) => onChange({ ...values, title })}
    />
    <TextField
      label="Description"
      name="description"
      rows={4}
      required
      invalid={invalid.description}
      disabled={disabled}
      value={values.description}
      onValueChange={(description) => onChange({ ...values, description })}
    />
    <SelectField
      label="Paper Type"
      name="paperType"
      options={PAPER_TYPES}
      only={typeOptions}
      disabled={disabled}
      value={values.paperType}
      onValueChange={(paperType) => onChange({ ...values, paperType })}
    />
  </>
);

type FileFieldProps = {
  label: string;
  name: string;
  accept: string;
  hint: string;
  onFile: (file: File | null) => void;
  required?: boolean;
  invalid?: boolean;
  disabled: boolean;
};

// A labelled native file input (keyboard and screen reader friendly) with its size hint.
export const FileField = ({ label, name, accept, hint, onFile, required, invalid, disabled }: FileFieldProps) => (
  <Field.Root required={required} invalid={invalid} disabled={disabled}>
    <Field.Label>{label}</Field.Label>
    <Input
      type="file"
      name={name}
      accept={accept}
      py="1.5"
      h="auto"
      onChange={(event) => onFile(event.target.files?.[0] ?? null)}
    />
    <Field.HelperText>{hint}</Field.HelperText>
  </Field.Root>
);
