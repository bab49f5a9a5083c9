import { MockLink } from "@apollo/client/testing";
import { ApolloProvider } from "@apollo/client/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { QuizRegradeDocument, type QuizRegradeFieldsFragment, type RegradeStatus } from "../../../graphql/__generated__/graphql";
import { createApolloClient } from "../../../graphql/client";
import { useRegradePolling } from "./useRegrade";

const job = (status: RegradeStatus, finishedAt: string | null = null): QuizRegradeFieldsFragment => ({
  __typename: "QuizRegrade",
  id: "regrade-1",
  quizId: "quiz-1",
  questionId: "bq-1",
  toVersion: 3,
  mode: "REGRADE",
  status,
  requestedAt: "2026-03-04T10:00:00.000Z",
  finishedAt,
  attemptCount: status === "DONE" ? 40 : null,
  attemptsChanged: status === "DONE" ? 12 : null,
  error: null,
});
const answer = (value: QuizRegradeFieldsFragment) => ({
  request: { query: QuizRegradeDocument, variables: { id: "regrade-1" } },
  result: { data: { quizRegrade: value } },
});

const renderPolling = (mocks: MockLink.MockedResponse[], onSettled: (job: QuizRegradeFieldsFragment) => void) => {
  const client = createApolloClient({ terminatingLink: new MockLink(mocks, { defaultOptions: { delay: 0 } }) });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return renderHook(() => useRegradePolling("regrade-1", onSettled), { wrapper });
};
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

jest.setTimeout(10_000);

describe("useRegradePolling", () => {
  it("asks again while QUEUED and tells the end once, even when a later poll answers it again", async () => {
    const onSettled = jest.fn();
    const { unmount } = renderPolling(
      [answer(job("QUEUED")), answer(job("DONE", "2026-03-04T10:00:02.000Z")), answer(job("DONE", "2026-03-04T10:00:03.000Z"))],
      onSettled,
    );
    await wait(300);
    expect(onSettled).not.toHaveBeenCalled();
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ status: "DONE", attemptsChanged: 12 }));
    // The next poll's answer (a new object) is not told again.
    await wait(1300);
    expect(onSettled).toHaveBeenCalledTimes(1);
    unmount();
  });
});
