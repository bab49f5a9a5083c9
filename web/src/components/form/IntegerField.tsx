import type { ComponentProps } from "react";
import { TextField } from "./TextField";

type IntegerFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "inputMode" | "min" | "max" | "step" | "rows"> & {
  // The whole numbers allowed, both ends included.
  range: { readonly min: number; readonly max: number };
};

// A whole number within a range: the number keyboard on phones, and arrows that step by 1 within it.
// The value stays text (what was typed), checked by the form before it is sent.
export const IntegerField = ({ range, ...props }: IntegerFieldProps) => (
  <TextField type="number" inputMode="numeric" min={range.min} max={range.max} step={1} {...props} />
);
