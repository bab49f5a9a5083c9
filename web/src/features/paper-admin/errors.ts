import { getErrorCodes, getErrorMessage } from "../../graphql/errors";

// The server's message when it refused the request itself (a file too large, of the wrong type,
// a missing field); otherwise SPEC.md's message for the action. Masked server faults and network
// failures have nothing useful to say.
export const paperActionMessage = (error: unknown, fallback: string): string => {
  const codes = getErrorCodes(error);
  if (codes.length === 0 || codes.includes("INTERNAL_SERVER_ERROR")) return fallback;
  return getErrorMessage(error, fallback);
};
