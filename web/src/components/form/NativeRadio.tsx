import type { InputHTMLAttributes } from "react";

const RADIO_STYLE = { accentColor: "var(--chakra-colors-teal-solid)", width: "1.1rem", height: "1.1rem", flexShrink: 0 } as const;

// A native radio in the app's teal, inside its own label: arrow keys move between a group's choices, Space picks one.
export const NativeRadio = (props: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "style">) => (
  <input type="radio" style={RADIO_STYLE} {...props} />
);
