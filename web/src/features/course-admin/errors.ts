import { getErrorMessage, hasErrorCode } from "../../graphql/errors";

// A refused input carries the server's own rule text (the same words as the form's checks);
// anything else gets SPEC.md's message for the action.
export const courseActionMessage = (error: unknown, fallback: string): string =>
  hasErrorCode(error, "BAD_USER_INPUT") ? getErrorMessage(error, fallback) : fallback;
