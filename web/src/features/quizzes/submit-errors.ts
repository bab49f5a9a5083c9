import { getErrorMessage } from "../../graphql/errors";

const SUBMIT_FALLBACK_MESSAGE = "Failed to submit quiz";

// SPEC.md section 8: two server texts are reworded for learners; any other is shown as sent.
const REWORDED: ReadonlyMap<string, string> = new Map([
  ["You have already attempted this quiz", "You have already submitted this quiz. You cannot submit it again."],
  ["Quiz not found or not available", "This quiz is no longer available."],
]);

export const submitErrorMessage = (error: unknown): string => {
  const message = getErrorMessage(error, SUBMIT_FALLBACK_MESSAGE);
  return REWORDED.get(message) ?? message;
};
