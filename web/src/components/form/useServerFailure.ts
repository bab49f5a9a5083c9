import { useCallback, useState } from "react";
import { getErrorMessage, getFieldErrors } from "../../graphql/errors";

/**
 * A form's save as the server answers it: `run` clears the last failure, runs the save and keeps the
 * server's reason (`fallback` when it gives none) and its field messages when it fails, after telling
 * `onFailure` (a page that reacts to a refusal). Spread `failure` into the form (serverError,
 * serverFieldErrors); each failure brings new field messages.
 */
export const useServerFailure = (fallback: string) => {
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string> | undefined>(undefined);
  const run = useCallback(
    async (save: () => Promise<void>, onFailure?: (error: unknown) => void) => {
      setServerError(null);
      try {
        await save();
      } catch (error) {
        onFailure?.(error);
        setServerError(getErrorMessage(error, fallback));
        setServerFieldErrors(getFieldErrors(error));
      }
    },
    [fallback],
  );
  return { run, failure: { serverError, serverFieldErrors } };
};
