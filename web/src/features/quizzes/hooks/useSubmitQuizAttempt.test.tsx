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
import { chapterQuizzesResult, historyResult, makeAttempt, makeQuiz } from "../test-fixtures";
import { useSubmitQuizAttempt } from "./useSubmitQuizAttempt";

type History = {
  myQuizAttempts: {
    __typename: "QuizAttemptHistory";
    items: { __typename: "QuizAttempt"; id: string }[];
    total: number;
    stats: { __typename: "QuizAttemptStats"; totalAttempts: number; passedCount: number; averagePercentage: number };
  };
};
type HistoryVariables = { passed?: boolean; limit: number; offset?: number };

// Other views of the same data another screen (or a future one) may have cached.
const FilteredHistory: TypedDocumentNode<History, HistoryVariables> = gql`
  query FilteredHistory($passed: Boolean, $limit: Int!, $offset: Int! = 0) {
    myQuizAttempts(passed: $passed, limit: $limit, offset: $offset) {
      items { id }
      total
      stats { totalAttempts passedCount averagePercentage }
    }
  }
`;
type Dashboard = { learnerDashboard: { __typename: "LearnerDashboard"; attempts: number; passed: number; averagePercentage: number } };
const LearnerFigures: TypedDocumentNode<Dashboard, Record<string, never>> = gql`
  query LearnerFigures {
    learnerDashboard { attempts passed averagePercentage }
  }
`;

const earlier = makeAttempt({ id: "attempt-0", quizId: "quiz-0", score: 0, total: 2, percentage: 0 });
const submitted = makeAttempt({
  id: "attempt-2",
  score: 2,
  total: 3,
  percentage: 67,
  answers: [0, 1, 2].map((questionIndex) => ({
    __typename: "QuizAttemptAnswer" as const,
    questionIndex,
    selectedOptionIndex: 1,
    correctAnswerIndex: questionIndex === 2 ? 0 : 1,
    isCorrect: questionIndex !== 2,
  })),
});
const answers = [0, 1, 2].map((questionIndex) => ({ questionIndex, selectedOptionIndex: 1 }));
const stats = (totalAttempts: number, passedCount: number, averagePercentage: number) => ({
  __typename: "QuizAttemptStats" as const,
  totalAttempts,
  passedCount,
  averagePercentage,
});

const setup = () => {
  const link = new MockLink([
    {
      request: { query: SubmitQuizAttemptDocument, variables: { quizId: "quiz-1", answers } },
      result: { data: { submitQuizAttempt: submitted } },
    },
  ]);
  // Only the mutation is mocked: any refetch would fail the test.
  const client = new ApolloClient({ cache: createCache(), link });
  client.writeQuery({
    query: LearnerChapterQuizzesDocument,
    variables: { chapterId: "chapter-1", limit: 100 },
    ...chapterQuizzesResult([makeQuiz()]),
  });
  client.writeQuery({
    query: MyQuizAttemptsDocument,
    variables: { limit: 100 },
    ...historyResult([earlier], { totalAttempts: 1, passedCount: 0, averagePercentage: 0 }),
  });
  const page = (items: { id: string }[], total: number) => ({
    myQuizAttempts: {
      __typename: "QuizAttemptHistory" as const,
      items: items.map(({ id }) => ({ __typename: "QuizAttempt" as const, id })),
      total,
      stats: stats(1, 0, 0),
    },
  });
  client.writeQuery({ query: FilteredHistory, variables: { passed: true, limit: 100 }, data: page([], 0) });
  client.writeQuery({ query: FilteredHistory, variables: { passed: false, limit: 100 }, data: page([earlier], 1) });
  client.writeQuery({ query: FilteredHistory, variables: { limit: 1 }, data: page([earlier], 1) });
  client.writeQuery({ query: FilteredHistory, variables: { limit: 20, offset: 20 }, data: page([], 1) });
  client.writeQuery({
    query: LearnerFigures,
    data: { learnerDashboard: { __typename: "LearnerDashboard", attempts: 1, passed: 0, averagePercentage: 0 } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, ...renderHook(() => useSubmitQuizAttempt(), { wrapper }) };
};

describe("useSubmitQuizAttempt", () => {
  it("writes the attempt into the quiz, the attempt lists and the figures without refetching", async () => {
    const { client, result } = setup();
    await act(async () => {
      await result.current.submit("quiz-1", answers);
    });
    const cache = client.cache;
    const average = (0 + 200 / 3) / 2;

    // The quiz now opens in its submitted state.
    const quizzes = cache.readQuery({ query: LearnerChapterQuizzesDocument, variables: { chapterId: "chapter-1", limit: 100 } });
    expect(quizzes?.publishedQuizzes.items[0].myAttempt).toMatchObject({ id: "attempt-2", score: 2, total: 3 });

    // My Quiz Results: prepended, total and stats recomputed.
    const history = cache.readQuery({ query: MyQuizAttemptsDocument, variables: { limit: 100 } });
    expect(history?.myQuizAttempts.items.map((item) => item.id)).toEqual(["attempt-2", "attempt-0"]);
    expect(history?.myQuizAttempts.total).toBe(2);
    expect(history?.myQuizAttempts.stats).toEqual(stats(2, 1, average));

    // A passed attempt joins the passed list only; every list's stats change.
    const passedOnly = cache.readQuery({ query: FilteredHistory, variables: { passed: true, limit: 100 } });
    expect(passedOnly?.myQuizAttempts.items.map((item) => item.id)).toEqual(["attempt-2"]);
    expect(passedOnly?.myQuizAttempts.total).toBe(1);
    expect(passedOnly?.myQuizAttempts.stats).toEqual(stats(2, 1, average));
    const failedOnly = cache.readQuery({ query: FilteredHistory, variables: { passed: false, limit: 100 } });
    expect(failedOnly?.myQuizAttempts.items.map((item) => item.id)).toEqual(["attempt-0"]);
    expect(failedOnly?.myQuizAttempts.total).toBe(1);
    expect(failedOnly?.myQuizAttempts.stats).toEqual(stats(2, 1, average));

    // A page keeps its size; a later page cannot be shifted exactly, so it is dropped.
    const firstOnly = cache.readQuery({ query: FilteredHistory, variables: { limit: 1 } });
    expect(firstOnly?.myQuizAttempts.items.map((item) => item.id)).toEqual(["attempt-2"]);
    expect(firstOnly?.myQuizAttempts.total).toBe(2);
    expect(cache.readQuery({ query: FilteredHistory, variables: { limit: 20, offset: 20 } })).toBeNull();

    // The learner dashboard's figures.
    expect(cache.readQuery({ query: LearnerFigures })?.learnerDashboard).toEqual({
      __typename: "LearnerDashboard",
      attempts: 2,
      passed: 1,
      averagePercentage: average,
    });

    // The attempt itself is one normalized entity referenced from each place.
    expect(cache.extract()).toMatchObject({
      "Quiz:quiz-1": { myAttempt: { __ref: "QuizAttempt:attempt-2" } },
      "QuizAttempt:attempt-2": { score: 2, total: 3 },
    });
  });
});
