import { CombinedGraphQLErrors } from "@apollo/client";
import { submitErrorMessage } from "./submit-errors";

const graphQLError = (message: string) => new CombinedGraphQLErrors({ errors: [{ message }] });

describe("submitErrorMessage", () => {
  it("rewords the two server texts of SPEC.md", () => {
    expect(submitErrorMessage(graphQLError("You have already attempted this quiz"))).toBe(
      "You have already submitted this quiz. You cannot submit it again.",
    );
    expect(submitErrorMessage(graphQLError("Quiz not found or not available"))).toBe("This quiz is no longer available.");
  });

  it("shows any other server message as sent, else Failed to submit quiz", () => {
    expect(submitErrorMessage(graphQLError("Please answer all questions before submitting."))).toBe(
      "Please answer all questions before submitting.",
    );
    expect(submitErrorMessage(new Error("Failed to fetch"))).toBe("Failed to submit quiz");
  });
});
