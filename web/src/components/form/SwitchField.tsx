import { chakra, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

// A native checkbox drawn as a switch (role="switch": screen readers say on/off; Space toggles it).
// Styled here so it needs no component recipe from the app's theme.
const SwitchInput = chakra("input", {
  base: {
    appearance: "none",
    flexShrink: 0,
    position: "relative",
    width: "2.5rem",
    height: "1.4rem",
    borderRadius: "full",
    bg: "gray.300",
    cursor: "pointer",
    transition: "background 0.15s",
    _dark: { bg: "gray.600" },
    _checked: { bg: "teal.solid" },
    _focusVisible: { outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" },
    _disabled: { opacity: 0.5, cursor: "not-allowed" },
    _after: {
      content: '""',
      position: "absolute",
      top: "0.15rem",
      left: "0.15rem",
      width: "1.1rem",
      height: "1.1rem",
      borderRadius: "full",
      bg: "white",
      boxShadow: "sm",
      transition: "transform 0.15s",
    },
    "&:checked::after": { transform: "translateX(1.1rem)" },
  },
});

type SwitchFieldProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  "aria-describedby"?: string;
};

// id, name and aria-describedby go to the input as they are.
export const SwitchField = ({ label, checked, onCheckedChange, disabled, ...input }: SwitchFieldProps) => (
  <HStack as="label" gap="3" cursor={disabled ? "not-allowed" : "pointer"} alignSelf="flex-start">
    <SwitchInput type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(event) => onCheckedChange(event.target.checked)} {...input} />
    <Text as="span" fontWeight="medium" opacity={disabled ? 0.6 : undefined}>
      {label}
    </Text>
  </HStack>
);
