import { useCallback, useState } from "react";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";

/**
 * A bank form's save: `run` clears the last failure, runs the save and keeps the server's reason
 * (and its field messages) when it fails; spread `failure` into BankQuestionForm.
 */
export const useServerFailure = (fallback: string) => {
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string> | undefined>(undefined);
  const run = useCallback(
    async (save: () => Promise<void>) => {
      setServerError(null);
      try {
        await save();
      } catch (error) {
        setServerError(getErrorMessage(error, fallback));
        setServerFieldErrors(getFieldErrors(error));
      }
    },
    [fallback],
  );
  return { run, failure: { serverError, serverFieldErrors } };
};
