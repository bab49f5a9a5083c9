import { useState, type SubmitEvent } from "react";
import { getFieldErrors } from "../../graphql/errors";
import { hasErrors, pickFieldErrors, type FormErrors } from "../../lib/forms";

type FormOptions<T> = {
  // The form's own checks, run by `check()` before anything is sent.
  validate?: (values: T) => FormErrors<T>;
  // While it is sent: every field disabled.
  disabled?: boolean;
  // Every field required (the account forms).
  required?: boolean;
};

/**
 * The values and field errors of a form of text fields: typing in a field clears its error;
 * `check()` shows the form's errors (and drops the last `failure`, a message for the whole form)
 * and says whether it may be sent; `submit(send)` is the form's submit handler; `field(name)` is
 * what a TextField of that value takes.
 */
export function useFormFields<T extends Record<string, string>>(initial: T, { validate, disabled, required }: FormOptions<T> = {}) {
  const [values, setValues] = useState<T>(initial);
  const [fieldErrors, setFieldErrors] = useState<FormErrors<T>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setValue =
    <K extends keyof T>(name: K) =>
    (value: T[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setFieldErrors((current) => ({ ...current, [name]: undefined }));
    };

  /** Shows the values' errors; true when there are none and the form may be sent. */
  const check = (): boolean => {
    const errors = validate?.(values) ?? {};
    setFieldErrors(errors);
    setFailure(null);
    return !hasErrors(errors);
  };

  /**
   * The form's submit handler: shows the form's own errors, or runs `send`. When the server refuses,
   * its errors of this form's fields go under them, and `failureOf` (given those) says what goes above the form.
   */
  const submit =
    (send: () => Promise<unknown>, failureOf?: (caught: unknown, errors: FormErrors<T>) => string | null) =>
    async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!check()) return;
      try {
        await send();
      } catch (caught) {
        // check() has just cleared both: only what the refusal brings is set.
        const errors = pickFieldErrors<T>(getFieldErrors(caught), Object.keys(values));
        if (hasErrors(errors)) setFieldErrors(errors);
        const message = failureOf?.(caught, errors) ?? null;
        if (message !== null) setFailure(message);
      }
    };

  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name],
    onValueChange: setValue(name),
    error: fieldErrors[name],
    disabled,
    ...(required !== undefined && { required }),
  });

  return { values, setValues, fieldErrors, setFieldErrors, failure, setFailure, setValue, check, submit, field };
}

// What a form's fields component takes to draw its fields: `field` of useFormFields.
export type FieldsOf<T extends Record<string, string>> = ReturnType<typeof useFormFields<T>>["field"];
