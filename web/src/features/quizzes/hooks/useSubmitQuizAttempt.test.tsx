import { ApolloClient, gql, type TypedDocumentNode } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createCache } from "../../../graphql/cache";
import {
  LearnerChapterQuizzesDocument,
  MyQuizAttemptsDocument,
  SubmitQuizAttemptDocument,
} from "../../../graphql/__generated__/graphql";
import { chapterQuizzesResult, historyResult, makeAnswer, makeAttempt, makeQuiz } from "../test-fixtures";
import { useSubmitQuizAttempt } from "./useSubmitQuizAttempt";

// The learner dashboard's figures: another view of the same server stats.
type Dashboard = { learnerDashboard: { __typename: "LearnerDashboard"; attempts: number; passed: number; averagePercentage: number } };
const LearnerFigures: TypedDocumentNode<Dashboard, Record<string, never>> = gql`
  query LearnerFigures {
    learnerDashboard { attempts passed averagePercentage }
  }
`;

const earlier = makeAttempt({ id: "attempt-0", quizId: "quiz-0", score: 0, total: 2, percentage: 0, passed: false });
const submitted = makeAttempt({
  id: "attempt-2",
  score: 2,
  total: 3,
  percentage: 67,
  passed: true,
  answers: [0, 1, 2].map((questionIndex) =>
    makeAnswer(questionIndex, { selectedOptionIndex: 1, correctAnswerIndex: questionIndex === 2 ? 0 : 1, isCorrect: questionIndex !== 2 }),
  ),
});
const answers = [0, 1, 2].map((questionIndex) => ({ questionIndex, selectedOptionIndex: 1 }));
const stats = { totalAttempts: 1, passedCount: 0, averagePercentage: 0 };
const quizVars = { chapterId: "chapter-1", first: 20 };

const setup = () => {
  const link = new MockLink([
    {
      request: { query: SubmitQuizAttemptDocument, variables: { quizId: "quiz-1", answers } },
      result: { data: { submitQuizAttempt: submitted } },
    },
  ]);
  const request = jest.spyOn(link, "request");
  // Only the mutation is mocked: any refetch would fail the test.
  const client = new ApolloClient({ cache: createCache(), link });
  client.writeQuery({ query: LearnerChapterQuizzesDocument, variables: quizVars, ...chapterQuizzesResult([makeQuiz()]) });
  client.writeQuery({ query: MyQuizAttemptsDocument, variables: { first: 20 }, ...historyResult([earlier], stats) });
  client.writeQuery({ query: MyQuizAttemptsDocument, variables: { passed: true, first: 20 }, ...historyResult([], stats) });
  client.writeQuery({ query: MyQuizAttemptsDocument, variables: { passed: false, first: 20 }, ...historyResult([earlier], stats) });
  client.writeQuery({
    query: LearnerFigures,
    data: { learnerDashboard: { __typename: "LearnerDashboard", attempts: 1, passed: 0, averagePercentage: 0 } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, request, ...renderHook(() => useSubmitQuizAttempt(), { wrapper }) };
};

describe("useSubmitQuizAttempt", () => {
  it("shows the attempt on its quiz at once and drops the server's figures, fetching nothing", async () => {
    const { client, request, result } = setup();
    let returned: { id: string } | undefined;
    await act(async () => {
      returned = await result.current.submit("quiz-1", answers);
    });
    expect(returned?.id).toBe("attempt-2");
    const cache = client.cache;

    // The quiz now opens in its submitted state, with the server's verdict.
    const quizzes = cache.readQuery({ query: LearnerChapterQuizzesDocument, variables: quizVars });
    expect(quizzes?.publishedQuizzes.nodes[0].myAttempt).toMatchObject({ id: "attempt-2", score: 2, total: 3, passed: true });
    expect(cache.extract()).toMatchObject({
      "Quiz:quiz-1": { myAttempt: { __ref: "QuizAttempt:attempt-2" } },
      "QuizAttempt:attempt-2": { score: 2, total: 3, percentage: 67, passed: true },
    });

    // Every attempt list carries stats over ALL attempts: none is left with figures one attempt
    // behind. They load afresh (list and figures together) when My Quiz Results shows next.
    for (const variables of [{ first: 20 }, { passed: true, first: 20 }, { passed: false, first: 20 }]) {
      expect(cache.readQuery({ query: MyQuizAttemptsDocument, variables })).toBeNull();
    }
    expect(cache.readQuery({ query: LearnerFigures })).toBeNull();
    // Dropped, not refetched: the mutation was the only request.
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("changes nothing when the server refuses the attempt", async () => {
    const link = new MockLink([
      {
        request: { query: SubmitQuizAttemptDocument, variables: { quizId: "quiz-1", answers } },
        result: { errors: [{ message: "You have already attempted this quiz" }] },
      },
    ]);
    const client = new ApolloClient({ cache: createCache(), link });
    client.writeQuery({ query: MyQuizAttemptsDocument, variables: { first: 20 }, ...historyResult([earlier], stats) });
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => useSubmitQuizAttempt(), { wrapper });
    await act(async () => {
      await expect(result.current.submit("quiz-1", answers)).rejects.toThrow("You have already attempted this quiz");
    });
    const history = client.readQuery({ query: MyQuizAttemptsDocument, variables: { first: 20 } });
    expect(history?.myQuizAttempts.nodes.map((node) => node.id)).toEqual(["attempt-0"]);
    expect(history?.myQuizAttempts.stats.totalAttempts).toBe(1);
  });
});
