import { Field, Input, Textarea, type InputProps } from "@chakra-ui/react";

type TextFieldProps = Omit<InputProps, "onChange" | "value"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  // Marked invalid without a message of its own (the form says what is wrong above it).
  invalid?: boolean;
  helperText?: string;
  // A text area of this many rows instead of one line.
  rows?: number;
  // Shows "*" after the label of a required field (aria-hidden: the input says it is required).
  requiredMark?: boolean;
};

// A labelled input (or text area) with its hint and error message wired up for assistive
// technology: aria-describedby, aria-invalid and aria-required come from the field.
export const TextField = ({
  label,
  value,
  onValueChange,
  error,
  invalid = Boolean(error),
  helperText,
  rows,
  requiredMark = false,
  disabled,
  required,
  ...inputProps
}: TextFieldProps) => (
  <Field.Root invalid={invalid} disabled={disabled} required={required}>
    <Field.Label>
      {label}
      {requiredMark && <Field.RequiredIndicator />}
    </Field.Label>
    {rows ? (
      <Textarea
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        rows={rows}
        name={inputProps.name}
        maxLength={inputProps.maxLength}
        placeholder={inputProps.placeholder}
      />
    ) : (
      <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...inputProps} />
    )}
    {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);
