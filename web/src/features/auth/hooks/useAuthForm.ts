import { useState } from "react";
import { hasErrors, type FormErrors } from "../validation";

/**
 * The values and field errors of one of the account forms (log in, sign up, forgot and reset
 * password): typing in a field clears its error; `check()` validates before anything is sent.
 */
export function useAuthForm<T extends Record<string, string>>(initial: T, validate: (values: T) => FormErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [fieldErrors, setFieldErrors] = useState<FormErrors<T>>({});

  const setValue = (field: keyof T) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Shows the values' errors; true when there are none and the form may be sent. */
  const check = (): boolean => {
    const errors = validate(values);
    setFieldErrors(errors);
    return !hasErrors(errors);
  };

  return { values, setValues, fieldErrors, setFieldErrors, setValue, check };
}
