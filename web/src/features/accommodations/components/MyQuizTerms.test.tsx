import { ApolloClient } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { render, screen, within } from "@testing-library/react";
import { AppProviders } from "../../../app/AppProviders";
import { createCache } from "../../../graphql/cache";
import { MyQuizTermsDocument } from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { QuizCard } from "../../quizzes/components/QuizCard";
import { makeQuiz } from "../../quizzes/test-fixtures";
import { makeTerms } from "../test-fixtures";

const renderCard = (terms: ReturnType<typeof makeTerms> | null) => {
  const link = new MockLink([
    { request: { query: MyQuizTermsDocument, variables: { id: "quiz-1" } }, result: { data: { quiz: { __typename: "Quiz", id: "quiz-1", myTerms: terms } } } },
  ]);
  const client = new ApolloClient({ cache: createCache(), link });
  return render(
    <AppProviders client={client}>
      <QuizCard quiz={makeQuiz({ timeLimitMinutes: 20, attemptsAllowed: 2, myAttemptsLeft: 3 })} userId="user-1" canSubmit />
    </AppProviders>,
  );
};

describe("a learner's own terms on the quiz card", () => {
  it("shows the extended time and attempts beside the quiz's, and the start screen gives the learner's time", async () => {
    const { container } = renderCard(makeTerms({ accommodated: true, timeLimitMinutes: 30, attemptsAllowed: 3 }));
    const terms = await screen.findByRole("list", { name: "Your terms" });
    expect(within(terms).getByText("Time limit: 30 minutes (extended from 20)")).toBeInTheDocument();
    // The quiz's own limit is not said beside it (the learner's replaces it).
    expect(screen.queryByText("Time limit: 20 minutes")).not.toBeInTheDocument();
    expect(within(terms).getByText("3 attempts (extended from 2)")).toBeInTheDocument();
    expect(screen.getByText("You will have 30 minutes once you start")).toBeInTheDocument();
    // Out of the learner's own 3, not the quiz's 2.
    expect(screen.getByText("3 of 3 attempts left")).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows nothing more without an accommodation", async () => {
    renderCard(makeTerms());
    expect(await screen.findByText("You will have 20 minutes once you start")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Your terms" })).not.toBeInTheDocument();
    expect(screen.getByText("Time limit: 20 minutes")).toBeInTheDocument();
  });
});
