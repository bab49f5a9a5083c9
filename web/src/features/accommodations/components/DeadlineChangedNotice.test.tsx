import { ApolloClient } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { act, render, screen, waitFor } from "@testing-library/react";
import { AppProviders } from "../../../app/AppProviders";
import { createCache } from "../../../graphql/cache";
import { LearnerQuizDocument, MyAttemptDeadlineChangedDocument, MyQuizTermsDocument } from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { QuizCard } from "../../quizzes/components/QuizCard";
import { makeInProgress, makeQuiz } from "../../quizzes/test-fixtures";
import { makeTerms } from "../test-fixtures";

// The tutor gives the learner 15 minutes more while the attempt runs (20 minutes from 12:00).
const moved = {
  __typename: "QuizAttemptInProgress" as const,
  id: "attempt-9",
  quizId: "quiz-1",
  deadline: "2024-03-05T12:35:00.000Z",
  serverTime: "2024-03-05T12:05:00.000Z",
};

// The quiz card as the chapter page shows it: the quiz (and its attempt in progress) read from the cache.
const CachedQuizCard = () => {
  const { data } = useQuery(LearnerQuizDocument, { variables: { id: "quiz-1" }, fetchPolicy: "cache-only" });
  return data ? <QuizCard quiz={data.quiz} userId="user-1" canSubmit /> : null;
};

const renderRunning = (event: typeof moved) => {
  const link = new MockLink(
    [
      { request: { query: MyQuizTermsDocument, variables: { id: "quiz-1" } }, result: { data: { quiz: { __typename: "Quiz", id: "quiz-1", myTerms: makeTerms() } } } },
      { request: { query: MyAttemptDeadlineChangedDocument }, result: { data: { myAttemptDeadlineChanged: event } }, delay: 300 },
    ],
    { defaultOptions: { delay: 0 } },
  );
  const client = new ApolloClient({ cache: createCache(), link });
  client.writeQuery({
    query: LearnerQuizDocument,
    variables: { id: "quiz-1" },
    data: { quiz: makeQuiz({ timeLimitMinutes: 20, myAttemptInProgress: makeInProgress() }) },
  });
  return render(
    <AppProviders client={client}>
      <CachedQuizCard />
    </AppProviders>,
  );
};

describe("a timed attempt's deadline moved by an accommodation", () => {
  it("moves the countdown to the new deadline at once and says so politely", async () => {
    const { container } = renderRunning(moved);
    const timer = await screen.findByRole("timer", { name: "Time left" });
    expect(timer).toHaveTextContent(/^(20:00|19:5\d) left$/);
    const time = new Date(moved.deadline).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    const status = await screen.findByText(`Your time was extended: the quiz now ends at ${time}`);
    expect(status).toHaveAttribute("role", "status");
    await waitFor(() => expect(timer).toHaveTextContent(/^(30:00|29:5\d) left$/));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("ignores another attempt's change", async () => {
    renderRunning({ ...moved, id: "attempt-other", quizId: "quiz-2" });
    const timer = await screen.findByRole("timer", { name: "Time left" });
    // Past the event (300 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(timer).toHaveTextContent(/^(20:00|19:5\d) left$/);
    expect(screen.queryByText(/Your time was/)).not.toBeInTheDocument();
  });
});
