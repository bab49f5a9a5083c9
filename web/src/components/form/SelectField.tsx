import { Field, NativeSelect, type NativeSelectRootProps } from "@chakra-ui/react";
import type { EnumLabels } from "../../lib/format";

// V: the form's value, an enum value or "" when there is a placeholder.
type SelectFieldProps<V extends string> = {
  label: string;
  name?: string;
  value: V;
  // The enum's labels; `only` narrows the values offered (in that order).
  options: EnumLabels<Exclude<V, "">>;
  only?: readonly Exclude<V, "">[];
  onValueChange: (value: V) => void;
  // A first, empty option ("Select a year level"): the value is "" while it is chosen.
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  requiredMark?: boolean;
  size?: NativeSelectRootProps["size"];
  maxW?: NativeSelectRootProps["maxW"];
};

// A labelled native select over a GraphQL enum, its error wired up like the text fields'.
export const SelectField = <V extends string>({
  label,
  name,
  value,
  options,
  only = options.values,
  onValueChange,
  placeholder,
  error,
  disabled,
  required,
  requiredMark = false,
  size,
  maxW,
}: SelectFieldProps<V>) => (
  <Field.Root invalid={Boolean(error)} disabled={disabled} required={required} maxW={maxW}>
    <Field.Label>
      {label}
      {requiredMark && <Field.RequiredIndicator />}
    </Field.Label>
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field
        name={name}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (options.is(next)) onValueChange(next);
          // Only offered with a placeholder, whose form value may be "".
          else if (next === "" && placeholder !== undefined) onValueChange(next as V);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {only.map((option) => (
          <option key={option} value={option}>
            {options.label(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);
