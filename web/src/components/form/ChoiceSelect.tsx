import { NativeSelect, type NativeSelectRootProps } from "@chakra-ui/react";

type ChoiceSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  // The first choice, empty ("Any tag"): the value is "" while it is chosen.
  placeholder: string;
  options: readonly { value: string; label: string }[];
  size?: NativeSelectRootProps["size"];
  disabled?: boolean;
  // Go to the select as they are (a field's label and message come from its Field.Root).
  "aria-label"?: string;
  "aria-describedby"?: string;
};

// A native select of choices given by value and label, after an empty first choice; inside a Field.Root for its label.
export const ChoiceSelect = ({ value, onValueChange, placeholder, options, size, disabled, ...select }: ChoiceSelectProps) => (
  <NativeSelect.Root size={size} disabled={disabled}>
    <NativeSelect.Field {...select} value={value} onChange={(event) => onValueChange(event.target.value)}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);
