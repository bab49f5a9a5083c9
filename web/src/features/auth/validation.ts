// SPEC.md section 5: signup needs all four fields, an e-mail address and a 6+ character password.
export const PASSWORD_MIN_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginValues = { email: string; password: string };
export type SignupValues = { name: string; surname: string; email: string; password: string };
export type FormErrors<T> = Partial<Record<keyof T, string>>;

export const validateLogin = (values: LoginValues): FormErrors<LoginValues> => {
  const errors: FormErrors<LoginValues> = {};
  if (!values.email.trim()) errors.email = "Email is required";
  if (!values.password) errors.password = "Password is required";
  return errors;
};

export const validateSignup = (values: SignupValues): FormErrors<SignupValues> => {
  const errors: FormErrors<SignupValues> = {};
  if (!values.name.trim()) errors.name = "First name is required";
  if (!values.surname.trim()) errors.surname = "Last name is required";
  const email = values.email.trim();
  if (!email) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(email)) errors.email = "Enter a valid email address";
  if (!values.password) errors.password = "Password is required";
  else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  return errors;
};

export const hasErrors = <T>(errors: FormErrors<T>): boolean => Object.values(errors).some(Boolean);
