import { CombinedGraphQLErrors } from "@apollo/client";
import { getErrorMessage, getFieldErrors, hasErrorCode, hasErrorReason, isUnauthenticatedError } from "./errors";

const graphQLError = (...errors: Array<{ message: string; extensions?: Record<string, unknown> }>) =>
  new CombinedGraphQLErrors({ data: null, errors });

describe("graphql errors", () => {
  it("uses the first GraphQL error message", () => {
    expect(getErrorMessage(graphQLError({ message: "Invalid email or password" }, { message: "Second" }))).toBe(
      "Invalid email or password",
    );
  });

  it("falls back for network and unknown errors", () => {
    expect(getErrorMessage(new TypeError("Failed to fetch"))).toBe("An unexpected error occurred");
    expect(getErrorMessage(undefined, "Failed to load courses")).toBe("Failed to load courses");
  });

  it("reads field errors from extensions.fieldErrors", () => {
    const error = graphQLError({
      message: "Invalid input",
      extensions: { code: "BAD_USER_INPUT", fieldErrors: { email: "Email is invalid", password: 6 } },
    });
    expect(getFieldErrors(error)).toEqual({ email: "Email is invalid" });
    expect(getFieldErrors(new Error("network"))).toEqual({});
  });

  it("recognises error codes", () => {
    const error = graphQLError({ message: "Log in first", extensions: { code: "UNAUTHENTICATED" } });
    expect(hasErrorCode(error, "UNAUTHENTICATED")).toBe(true);
    expect(hasErrorCode(error, "FORBIDDEN")).toBe(false);
    expect(isUnauthenticatedError(error)).toBe(true);
    expect(isUnauthenticatedError(new Error("boom"))).toBe(false);
  });

  it("recognises the reason in extensions.reason", () => {
    const error = graphQLError(
      { message: "Not found", extensions: { code: "NOT_FOUND" } },
      { message: "The development mailbox is off", extensions: { code: "NOT_FOUND", reason: "MAILBOX_OFF" } },
    );
    expect(hasErrorReason(error, "MAILBOX_OFF")).toBe(true);
    expect(hasErrorReason(error, "RESET_LINK_INVALID")).toBe(false);
    expect(hasErrorReason(new Error("MAILBOX_OFF"), "MAILBOX_OFF")).toBe(false);
  });
});
