import { act, screen, within } from "@testing-library/react";
import {
  AuthoringQuizAttemptSubmittedDocument,
  AuthoringQuizInsightDocument,
  TutorQuizzesDocument,
} from "../../../graphql/__generated__/graphql";
import { setLiveStatus } from "../../../graphql/live-status";
import { renderApp } from "../../../test/render";
import { insightResult, makeQuiz, tutor, tutorQuizzesResult } from "../test-fixtures";

const route = "/manage-chapters/chapter-1/quizzes";
const listMock = {
  request: { query: TutorQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } },
  result: tutorQuizzesResult([makeQuiz({ id: "quiz-1", title: "Types basics", questionCount: 2, isPublished: true, attemptCount: 4 })]),
};
const insightMock = {
  request: { query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-1" } },
  result: insightResult(),
};
// A fifth attempt, which passed with both answers right: the quiz's insight as it now stands.
const attemptEvent = (delay: number) => ({
  request: { query: AuthoringQuizAttemptSubmittedDocument, variables: { quizId: "quiz-1" } },
  result: {
    data: {
      quizAttemptSubmitted: {
        __typename: "QuizAttemptSubmitted" as const,
        attempt: { __typename: "QuizAttempt" as const, id: "attempt-5" },
        insight: insightResult({ attemptCount: 5, passedCount: 4, averageScore: 1.4, averagePercentage: 70, passRate: 80 }).data
          .quizInsight,
      },
    },
  },
  delay,
});

const openPanel = async (events: ReturnType<typeof renderApp>["events"]) => {
  const item = within(await screen.findByRole("article", { name: "Types basics" }, { timeout: 10_000 }));
  await events.click(item.getByRole("button", { name: "Insight" }));
  return within(await item.findByRole("region", { name: "Insight: Types basics" }));
};

jest.setTimeout(20_000);

describe("QuizInsightPanel live updates", () => {
  afterEach(() => act(() => setLiveStatus("connecting")));

  it("updates the figures when a learner's attempt arrives, without a refetch", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [listMock, insightMock, attemptEvent(300)] });
    const panel = await openPanel(events);
    expect(await panel.findByText("1.3 / 2")).toBeInTheDocument();
    expect(panel.getByText("Attempts").parentElement).toHaveTextContent("4");
    expect(panel.getByRole("status")).toHaveTextContent("4 attempts");

    expect(await panel.findByText("1.4 / 2")).toBeInTheDocument();
    expect(panel.getByText("Attempts").parentElement).toHaveTextContent("5");
    expect(panel.getByText("4 of 5 passed")).toBeInTheDocument();
    expect(panel.getByText("Pass rate").parentElement).toHaveTextContent("80%");
    expect(panel.getByRole("status")).toHaveTextContent("5 attempts");
    // The quiz card's own count follows.
    expect(within(screen.getByRole("article", { name: "Types basics" })).getByText("5 attempts", { selector: "p" })).toBeInTheDocument();
  });

  it("shows Live while connected and Reconnecting… after a drop", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [listMock, insightMock] });
    const panel = await openPanel(events);
    await panel.findByText("1.3 / 2");
    act(() => setLiveStatus("connected"));
    expect(panel.getByText("Live")).toBeInTheDocument();
    act(() => setLiveStatus("reconnecting"));
    expect(panel.getByText("Reconnecting…")).toBeInTheDocument();
    expect(panel.queryByText("Live")).not.toBeInTheDocument();
  });
});
