import { Field, Input, NativeSelect, Textarea } from "@chakra-ui/react";

type BaseFieldProps = {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  placeholder?: string;
};

// Labelled controls whose error text is tied to the control (aria-describedby, aria-invalid).

export const InputField = ({ label, name, value, onValueChange, error, disabled, placeholder }: BaseFieldProps) => (
  <Field.Root required invalid={Boolean(error)} disabled={disabled}>
    <Field.Label>{label}</Field.Label>
    <Input name={name} value={value} placeholder={placeholder} onChange={(event) => onValueChange(event.target.value)} />
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);

export const TextareaField = ({ label, name, value, onValueChange, error, disabled, placeholder, rows = 4 }: BaseFieldProps & { rows?: number }) => (
  <Field.Root required invalid={Boolean(error)} disabled={disabled}>
    <Field.Label>{label}</Field.Label>
    <Textarea name={name} rows={rows} value={value} placeholder={placeholder} onChange={(event) => onValueChange(event.target.value)} />
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);

type SelectFieldProps = BaseFieldProps & { options: ReadonlyArray<{ value: string; label: string }> };

export const SelectField = ({ label, name, value, onValueChange, error, disabled, placeholder, options }: SelectFieldProps) => (
  <Field.Root required invalid={Boolean(error)} disabled={disabled}>
    <Field.Label>{label}</Field.Label>
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);
