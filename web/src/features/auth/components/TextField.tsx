import { Field, Input, type InputProps } from "@chakra-ui/react";

type TextFieldProps = Omit<InputProps, "onChange" | "value"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  helperText?: string;
};

// A labelled input with its hint and error message wired up for assistive technology.
export const TextField = ({ label, value, onValueChange, error, helperText, disabled, required, ...inputProps }: TextFieldProps) => (
  <Field.Root invalid={Boolean(error)} disabled={disabled} required={required}>
    <Field.Label>{label}</Field.Label>
    <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...inputProps} />
    {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);
