// Field errors of a form: a message per field that has one.
export type FormErrors<T> = Partial<Record<keyof T, string>>;

export const hasErrors = <T>(errors: FormErrors<T>): boolean => Object.values(errors).some(Boolean);

// The server's field errors (extensions.fieldErrors) that belong to a field of this form.
export const pickFieldErrors = <T>(
  serverErrors: Readonly<Record<string, string>>,
  fields: readonly (keyof T & string)[],
): FormErrors<T> => {
  const result: FormErrors<T> = {};
  for (const field of fields) {
    if (serverErrors[field]) result[field] = serverErrors[field];
  }
  return result;
};

// A fields component over one object of values: `bind(name)` is what a TextField or SelectField of
// that value takes (its value, and the change that puts a new one into a copy of the whole).
export const bindValues =
  <T extends object>(values: T, onChange: (next: T) => void) =>
  <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name],
    onValueChange: (value: T[K]) => onChange({ ...values, [name]: value }),
  });

// The e-mail check of the account and contact forms (the API makes its own).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A new password has 8 or more characters (signup, reset and change), as the API requires (SPEC.md said 6).
export const PASSWORD_MIN_LENGTH = 8;
