import { act, screen, within } from "@testing-library/react";
import {
  AuthoringQuizAttemptSubmittedDocument,
  AuthoringQuizInsightDocument,
  TutorQuizzesDocument,
} from "../../../graphql/__generated__/graphql";
import { setLiveStatus } from "../../../graphql/live-status";
import { axeViolations } from "../../../test/axe";
import { renderApp } from "../../../test/render";
import { insightQuestion, insightResult, makeQuiz, tutor, tutorQuizzesResult } from "../test-fixtures";

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
    const { events } = renderApp({ route, user: tutor, mocks: [listMock, insightMock, attemptEvent(1_500)] });
    const panel = await openPanel(events);
    expect(await panel.findByText("1.3 / 2")).toBeInTheDocument();
    expect(panel.getByText("Attempts").parentElement).toHaveTextContent("4");
    expect(panel.getByRole("status")).toHaveTextContent("4 attempts");

    expect(await panel.findByText("1.4 / 2", undefined, { timeout: 5_000 })).toBeInTheDocument();
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

const question = insightQuestion;
const answer = (text: string, count: number) => ({ __typename: "AnswerCount" as const, answer: text, count });
const everyTypeInsight = {
  request: { query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-1" } },
  result: insightResult({
    questions: [
      question(0, { type: "SINGLE_CHOICE", correctAnswerIndex: 1, optionCounts: [1, 3, 0] }),
      question(1, { type: "MULTIPLE_RESPONSE", optionCounts: [4, 2, 1], averagePoints: 0.667 }),
      question(2, { type: "TRUE_FALSE", optionCounts: [3, 1] }),
      question(3, { type: "SHORT_ANSWER", topAnswers: [answer("buried", 2), answer("dead", 1)] }),
      question(4, { type: "NUMERICAL", topAnswers: [] }),
      question(5, { type: "MATCHING", pairCorrectRates: [75, 50] }),
      question(6, { type: "ESSAY", averagePoints: 1.25 }),
    ],
  }),
};

describe("QuizInsightPanel per question type", () => {
  it("shows each question's type, average points and its type's figures, axe clean", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [listMock, everyTypeInsight] });
    const panel = await openPanel(events);
    const items = await panel.findAllByRole("listitem");
    const item = (n: number) => within(items[n]);
    const rows = (n: number) => item(n).getAllByRole("row").slice(1).map((row) => row.textContent);

    expect(item(0).getByText("Single choice")).toBeInTheDocument();
    expect(item(0).getByRole("table", { name: "Question 1: how many chose each option" })).toBeInTheDocument();
    expect(rows(0)).toEqual(["Option A1", "Option Bright answer3", "Option C0"]);
    expect(item(0).getByText("25% picked the right option (1 of 4)")).toBeInTheDocument();

    expect(item(1).getByText("Multiple response")).toBeInTheDocument();
    expect(rows(1)).toEqual(["Option A4", "Option B2", "Option C1"]);
    expect(item(1).getByText("Average points: 0.67")).toBeInTheDocument();
    expect(item(1).getByText("25% earned full credit (1 of 4)")).toBeInTheDocument();

    expect(rows(2)).toEqual(["True3", "False1"]);
    expect(item(3).getByRole("table", { name: "Question 4: the most frequent answers" })).toBeInTheDocument();
    expect(rows(3)).toEqual(["buried2", "dead1"]);
    expect(item(4).getByText("Numerical")).toBeInTheDocument();
    expect(item(4).getByText("No answers typed yet")).toBeInTheDocument();
    expect(rows(5)).toEqual(["Prompt 175%", "Prompt 250%"]);

    expect(item(6).getByText("Essay")).toBeInTheDocument();
    expect(item(6).getByText("Average points: 1.25 (essays still waiting for a grade count 0)")).toBeInTheDocument();
    expect(item(6).queryByRole("table")).not.toBeInTheDocument();

    expect(await axeViolations(screen.getByRole("region", { name: "Insight: Types basics" }))).toEqual([]);
  });
});
