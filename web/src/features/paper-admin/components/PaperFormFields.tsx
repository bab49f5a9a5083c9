import { Field, Input } from "@chakra-ui/react";
import { SelectField } from "../../../components/form/SelectField";
import { TextField } from "../../../components/form/TextField";
import type { PaperType } from "../../../graphql/__generated__/graphql";
import { bindValues } from "../../../lib/forms";
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
export const PaperDetailsFields = ({ values, onChange, typeOptions, invalid, disabled }: PaperDetailsFieldsProps) => {
  const bind = bindValues(values, onChange);
  return (
    <>
      <TextField label="Title" required invalid={invalid.title} disabled={disabled} {...bind("title")} />
      <TextField label="Description" rows={4} required invalid={invalid.description} disabled={disabled} {...bind("description")} />
      <SelectField label="Paper Type" options={PAPER_TYPES} only={typeOptions} disabled={disabled} {...bind("paperType")} />
    </>
  );
};

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
    <Input type="file" name={name} accept={accept} py="1.5" h="auto" onChange={(event) => onFile(event.target.files?.[0] ?? null)} />
    <Field.HelperText>{hint}</Field.HelperText>
  </Field.Root>
);
