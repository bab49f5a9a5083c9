import { Field, Input, NativeSelect, Textarea } from "@chakra-ui/react";
import type { PaperType } from "../../../graphql/__generated__/graphql";
import { isPaperType, PAPER_TYPE_LABELS } from "../paper-types";

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
    <Field.Root required invalid={invalid.title} disabled={disabled}>
      <Field.Label>Title</Field.Label>
      <Input name="title" value={values.title} onChange={(event) => onChange({ ...values, title: event.target.value })} />
    </Field.Root>
    <Field.Root required invalid={invalid.description} disabled={disabled}>
      <Field.Label>Description</Field.Label>
      <Textarea
        name="description"
        rows={4}
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
      />
    </Field.Root>
    <Field.Root disabled={disabled}>
      <Field.Label>Paper Type</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="paperType"
          value={values.paperType}
          onChange={(event) => {
            const { value } = event.target;
            if (isPaperType(value)) onChange({ ...values, paperType: value });
          }}
        >
          {typeOptions.map((type) => (
            <option key={type} value={type}>
              {PAPER_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
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
