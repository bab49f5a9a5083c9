import { Field, Input, Textarea, type InputProps } from "@chakra-ui/react";

type FormFieldProps = Omit<InputProps, "onChange" | "value"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  helperText?: string;
  multiline?: boolean;
};

// A labelled input (or text area) with its hint and error wired up for assistive technology.
export const FormField = ({
  label,
  value,
  onValueChange,
  error,
  helperText,
  disabled,
  required,
  multiline,
  maxLength,
  ...inputProps
}: FormFieldProps) => (
  <Field.Root invalid={Boolean(error)} disabled={disabled} required={required}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    {multiline ? (
      <Textarea value={value} onChange={(event) => onValueChange(event.target.value)} rows={4} maxLength={maxLength} name={inputProps.name} />
    ) : (
      <Input value={value} onChange={(event) => onValueChange(event.target.value)} maxLength={maxLength} {...inputProps} />
    )}
    {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);
