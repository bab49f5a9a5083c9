import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, type FormErrors } from "../../lib/forms";

// SPEC.md section 5: signup needs all four fields, an e-mail address and a 6+ character password;
// a new password chosen through a reset link follows the same rule.

export type LoginValues = { email: string; password: string };
export type SignupValues = { name: string; surname: string; email: string; password: string };
export type ForgotPasswordValues = { email: string };
export type NewPasswordValues = { password: string; confirmPassword: string };

export const validateLogin = (values: LoginValues): FormErrors<LoginValues> => {
  const errors: FormErrors<LoginValues> = {};
  if (!values.email.trim()) errors.email = "Email is required";
  if (!values.password) errors.password = "Password is required";
  return errors;
};

// The rules every e-mail field and every new password follow (signup, password reset).
const emailError = (value: string): string | undefined => {
  const email = value.trim();
  if (!email) return "Email is required";
  if (!EMAIL_PATTERN.test(email)) return "Enter a valid email address";
  return undefined;
};

const newPasswordError = (password: string): string | undefined => {
  if (!password) return "Password is required";
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return undefined;
};

export const validateSignup = (values: SignupValues): FormErrors<SignupValues> => {
  const errors: FormErrors<SignupValues> = {};
  if (!values.name.trim()) errors.name = "First name is required";
  if (!values.surname.trim()) errors.surname = "Last name is required";
  errors.email = emailError(values.email);
  errors.password = newPasswordError(values.password);
  return errors;
};

export const validateForgotPassword = (values: ForgotPasswordValues): FormErrors<ForgotPasswordValues> => ({
  email: emailError(values.email),
});

const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

export const validateNewPassword = (values: NewPasswordValues): FormErrors<NewPasswordValues> => {
  const errors: FormErrors<NewPasswordValues> = { password: newPasswordError(values.password) };
  if (!values.confirmPassword) errors.confirmPassword = "Please confirm your new password";
  else if (values.confirmPassword !== values.password) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  return errors;
};
