import { getErrorMessage, hasErrorCode, type ErrorCode } from "../../graphql/errors";

// Errors whose server text is written for the user (validation, ownership, a vanished item).
const USER_FACING: readonly ErrorCode[] = ["BAD_USER_INPUT", "FORBIDDEN", "NOT_FOUND", "CONFLICT"];

// SPEC.md section 8: the server's message when it has one for the user, else the screen's own.
export const mutationErrorMessage = (error: unknown, fallback: string): string =>
  USER_FACING.some((code) => hasErrorCode(error, code)) ? getErrorMessage(error, fallback) : fallback;
