import { GraphQLError } from "graphql";
import { screen, waitFor, within } from "@testing-library/react";
import { EssaysToGradeDocument, GradeEssayAnswerDocument, GradingQueueCountDocument } from "../../../graphql/__generated__/graphql";
import { toaster } from "../../../components/ui/toaster";
import { formatDateTime } from "../../../lib/dates";
import { axeViolations } from "../../../test/axe";
import { makeUser, renderApp } from "../../../test/render";
import { essaysPage, makeEssay } from "../test-fixtures";

const tutor = makeUser({ id: "tutor-1", role: "tutor" });
const queueMock = (result: ReturnType<typeof essaysPage>, after?: string) => ({
  request: { query: EssaysToGradeDocument, variables: after ? { first: 20, after } : { first: 20 } },
  result,
});
const countMock = (totalCount: number) => ({
  request: { query: GradingQueueCountDocument },
  result: { data: { essayAnswersToGrade: { __typename: "EssayToGradeConnection" as const, totalCount } } },
});
const gradeMock = (attemptId: string, points: number, comment: string | null = null) => ({
  request: { query: GradeEssayAnswerDocument, variables: { attemptId, questionIndex: 2, points, comment } },
  result: {
    data: {
      gradeEssayAnswer: {
        __typename: "QuizAttempt" as const,
        id: attemptId,
        points,
        maxPoints: 2,
        gradingStatus: "GRADED" as const,
        percentage: points * 50,
        passed: points >= 1,
      },
    },
  },
  delay: 50,
});

const essayCard = async (n: number) => (await screen.findAllByRole("article", { name: "HTTP basics: question 3" }))[n];
const pointsOf = (card: HTMLElement) => within(card).getByRole("spinbutton", { name: /Points \(0 to 2\)/ });

jest.setTimeout(20_000);

describe("GradingPage", () => {
  beforeEach(() => toaster.remove());

  it("lists the essays waiting, oldest first, with the first one's points focused, axe clean", async () => {
    const { container } = renderApp({ route: "/grading", user: tutor, mocks: [queueMock(essaysPage([makeEssay(1), makeEssay(2)])), countMock(2)] });
    const first = await essayCard(0);
    expect(within(first).getByText("Explain idempotency (1)")).toBeInTheDocument();
    expect(within(first).getByText(/Learner 1, submitted/)).toHaveTextContent(formatDateTime("2026-01-01T09:30:00.000Z"));
    const essay = within(first).getByLabelText("Learner 1's essay");
    // Kept as typed: line breaks and the indent.
    expect(essay.textContent).toBe("First line of essay 1\n\n    indented second part");
    expect(essay).toHaveStyle({ whiteSpace: "pre-wrap" });
    await waitFor(() => expect(pointsOf(first)).toHaveFocus());
    expect(screen.getByText("Showing all 2 essays")).toBeInTheDocument();
    // The navigation counts them.
    expect(await screen.findByRole("link", { name: "Grading 2 essays waiting" })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("saves a grade with Enter: the essay leaves the list, the count drops, the next essay's points take the focus", async () => {
    const { events } = renderApp({
      route: "/grading",
      user: tutor,
      mocks: [queueMock(essaysPage([makeEssay(1), makeEssay(2)])), countMock(2), gradeMock("attempt-1", 1.5)],
    });
    const first = await essayCard(0);
    await waitFor(() => expect(pointsOf(first)).toHaveFocus());
    await events.keyboard("1.5{Enter}");
    // Only once the server has answered.
    expect(screen.queryByText("Grade saved")).not.toBeInTheDocument();
    expect(await screen.findByText("Grade saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Explain idempotency (1)")).not.toBeInTheDocument());
    expect(screen.getAllByRole("article")).toHaveLength(1);
    await waitFor(() => expect(pointsOf(screen.getAllByRole("article")[0])).toHaveFocus());
    expect(screen.getByText("Showing 1 essay")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Grading 1 essay waiting" })).toBeInTheDocument();
  });

  it("shows the server's message at the field and keeps the essay", async () => {
    const refused = {
      request: { query: GradeEssayAnswerDocument, variables: { attemptId: "attempt-1", questionIndex: 2, points: 3, comment: "Good" } },
      result: {
        errors: [
          new GraphQLError("Invalid input", {
            extensions: { code: "BAD_USER_INPUT", fieldErrors: { points: "Give 0 to 2 points" } },
          }),
        ],
      },
    };
    const { events } = renderApp({ route: "/grading", user: tutor, mocks: [queueMock(essaysPage([makeEssay(1)])), countMock(1), refused] });
    const card = await essayCard(0);
    await events.type(pointsOf(card), "3");
    await events.type(within(card).getByRole("textbox", { name: "Comment (optional)" }), "Good");
    await events.click(within(card).getByRole("button", { name: "Save grade" }));
    expect(await within(card).findByText("Give 0 to 2 points")).toBeInTheDocument();
    expect(pointsOf(card)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Grade saved")).not.toBeInTheDocument();
    expect(screen.getByText("Explain idempotency (1)")).toBeInTheDocument();
  });

  it("says a refusal that names no field above the form, and keeps the essay", async () => {
    const gone = {
      request: { query: GradeEssayAnswerDocument, variables: { attemptId: "attempt-1", questionIndex: 2, points: 1, comment: null } },
      result: { errors: [new GraphQLError("The quiz of this attempt was deleted: its essays can no longer be graded.", { extensions: { code: "NOT_FOUND" } })] },
    };
    const { events } = renderApp({ route: "/grading", user: tutor, mocks: [queueMock(essaysPage([makeEssay(1)])), countMock(1), gone] });
    const card = await essayCard(0);
    await waitFor(() => expect(pointsOf(card)).toHaveFocus());
    await events.keyboard("1{Enter}");
    expect(await within(card).findByRole("alert")).toHaveTextContent("The quiz of this attempt was deleted");
    expect(screen.queryByText("Grade saved")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Grading 1 essay waiting" })).toBeInTheDocument();
  });

  it("grading the last essay leaves the empty state, with the focus on the page's heading", async () => {
    const { events } = renderApp({ route: "/grading", user: tutor, mocks: [queueMock(essaysPage([makeEssay(1)])), countMock(1), gradeMock("attempt-1", 2)] });
    const card = await essayCard(0);
    await waitFor(() => expect(pointsOf(card)).toHaveFocus());
    await events.keyboard("2{Enter}");
    expect(await screen.findByRole("heading", { name: "No essays waiting: every answer is graded." })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Grading", level: 1 })).toHaveFocus());
  });

  it("shows a failed load with Try Again", async () => {
    const refused = { request: { query: EssaysToGradeDocument, variables: { first: 20 } }, error: new Error("Network down") };
    renderApp({ route: "/grading", user: tutor, mocks: [refused, countMock(0)] });
    expect(await screen.findByText("Failed to fetch the essays to grade")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("asks for the points before sending anything", async () => {
    const { events } = renderApp({ route: "/grading", user: tutor, mocks: [queueMock(essaysPage([makeEssay(1)])), countMock(1)] });
    const card = await essayCard(0);
    await events.click(within(card).getByRole("button", { name: "Save grade" }));
    expect(within(card).getByText("Enter the points, a number")).toBeInTheDocument();
    expect(pointsOf(card)).toHaveAttribute("aria-invalid", "true");
  });

  it("says when nothing is waiting", async () => {
    const { container } = renderApp({ route: "/grading", user: tutor, mocks: [queueMock(essaysPage([])), countMock(0)] });
    expect(await screen.findByRole("heading", { name: "No essays waiting: every answer is graded." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Grading 0 essays waiting" })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("loads the next page after the last row shown", async () => {
    const { events } = renderApp({
      route: "/grading",
      user: tutor,
      mocks: [queueMock(essaysPage([makeEssay(1)], { totalCount: 2 })), queueMock(essaysPage([makeEssay(2)], { totalCount: 2 }), "essay:attempt-1"), countMock(2)],
    });
    await essayCard(0);
    await events.click(screen.getByRole("button", { name: "Load more essays" }));
    expect(await screen.findByText("Explain idempotency (2)")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 essays")).toBeInTheDocument();
  });

  it("lets admins in too", async () => {
    renderApp({ route: "/grading", user: makeUser({ role: "admin" }), mocks: [queueMock(essaysPage([makeEssay(1)])), countMock(1)] });
    expect(await screen.findByText("Explain idempotency (1)")).toBeInTheDocument();
  });

  it("keeps learners out: no link, and /grading sends them home", async () => {
    const { router } = renderApp({ route: "/grading", user: makeUser({ role: "user" }), pageDataUnmocked: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByRole("link", { name: /Grading/ })).not.toBeInTheDocument();
  });
});
