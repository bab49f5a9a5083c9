import type { ComponentProps } from "react";
import { PASSWORD_MIN_LENGTH } from "../../lib/forms";
import { TextField } from "./TextField";

// SPEC.md section 5: a new password (signup, reset, change) has 6 or more characters, and its field says so.
export const NewPasswordField = (props: ComponentProps<typeof TextField>) => (
  <TextField type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} helperText={`Minimum ${PASSWORD_MIN_LENGTH} characters`} {...props} />
);
