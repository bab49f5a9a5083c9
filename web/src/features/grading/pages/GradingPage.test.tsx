import { GraphQLError } from "graphql";
import { screen, waitFor, within } from "@testing-library/react";
import {
  EssaysToGradeDocument,
  GradedEssaysDocument,
  GradeEssayAnswerDocument,
  GradingQueueCountDocument,
} from "../../../graphql/__generated__/graphql";
import { toaster } from "../../../components/ui/toaster";
import { formatDateTime } from "../../../lib/dates";
import { axeViolations } from "../../../test/axe";
import { makeUser, renderApp } from "../../../test/render";
import { essaysPage, gradedPage, makeEssay, makeGradedEssay } from "../test-fixtures";

const tutor = makeUser({ id: "tutor-1", role: "tutor" });
const queueMock = (result: ReturnType<typeof essaysPage>, after?: string) => ({
  request: { query: EssaysToGradeDocument, variables: after ? { first: 20, after } : { first: 20 } },
  result,
});
const gradedMock = (result: ReturnType<typeof gradedPage>, options: { after?: string; delay?: number } = {}) => ({
  request: { query: GradedEssaysDocument, variables: options.after ? { first: 20, after: options.after } : { first: 20 } },
  result,
  ...(options.delay && { delay: options.delay }),
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

describe("GradingPage's Graded view", () => {
  beforeEach(() => toaster.remove());

  const gradedCard = async (n: number) => (await screen.findAllByRole("article", { name: "HTTP basics: question 3" }))[n];

  it("switches views with the tabs, keeps Graded in the address, and leaves the focus on the tab", async () => {
    const { events, router } = renderApp({
      route: "/grading",
      user: tutor,
      // The queue is asked again when its view comes back (cache-and-network).
      mocks: [queueMock(essaysPage([makeEssay(1)])), queueMock(essaysPage([makeEssay(1)])), countMock(1), gradedMock(gradedPage([makeGradedEssay(2)]))],
    });
    await essayCard(0);
    const waitingTab = screen.getByRole("tab", { name: "Waiting 1" });
    expect(waitingTab).toHaveAttribute("aria-selected", "true");
    await events.click(screen.getByRole("tab", { name: "Graded" }));
    expect(await screen.findByText("Explain idempotency (2)")).toBeInTheDocument();
    expect(screen.queryByText("Explain idempotency (1)")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("?view=graded");
    // Back: the queue shows, the focus stays on its tab (not in its first essay).
    await events.click(screen.getByRole("tab", { name: "Waiting 1" }));
    expect(await screen.findByText("Explain idempotency (1)")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(screen.getByRole("tab", { name: "Waiting 1" })).toHaveFocus());
    expect(screen.getByRole("tab", { name: "Waiting 1" })).toHaveAttribute("aria-selected", "true");
  });

  it("opens on Graded from ?view=graded: each essay's grade, comment and when, Markdown questions rendered, axe clean", async () => {
    const markdown = makeGradedEssay(2, { textFormat: "MARKDOWN", questionText: "Explain **idempotency**", comment: null, points: 2 });
    const { container } = renderApp({
      route: "/grading?view=graded",
      user: tutor,
      mocks: [gradedMock(gradedPage([makeGradedEssay(1), markdown], { totalCount: 3 })), countMock(0)],
    });
    const first = await gradedCard(0);
    expect(screen.getByRole("tab", { name: "Graded" })).toHaveAttribute("aria-selected", "true");
    expect(within(first).getByText("Explain idempotency (1)")).toBeInTheDocument();
    expect(within(first).getByText(/Learner 1, submitted/)).toBeInTheDocument();
    expect(within(first).getByLabelText("Learner 1's essay")).toHaveTextContent("First line of essay 1");
    expect(within(first).getByText(/^Grade:/)).toHaveTextContent("Grade: 1.5 of 2");
    expect(within(first).getByText("Comment: Good start (1)")).toBeInTheDocument();
    expect(within(first).getByText(/^Graded/)).toHaveTextContent(`Graded ${formatDateTime("2026-01-11T14:05:00.000Z")}`);
    // The form to change it, prefilled.
    const form = within(first).getByRole("form", { name: "Change the grade for Learner 1: HTTP basics, question 3" });
    expect(within(form).getByRole("spinbutton", { name: /Points \(0 to 2\)/ })).toHaveValue(1.5);
    expect(within(form).getByRole("textbox", { name: "Comment (optional)" })).toHaveValue("Good start (1)");
    expect(within(form).getByRole("button", { name: "Change grade" })).toBeInTheDocument();
    // Nothing takes the focus on this view.
    expect(document.body).toHaveFocus();

    const second = await gradedCard(1);
    expect(within(second).getByText("idempotency", { selector: "strong" })).toBeInTheDocument();
    expect(within(second).queryByText(/\*\*/)).not.toBeInTheDocument();
    expect(within(second).getByText("No comment.")).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 3 graded essays")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more graded essays" })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("changes a grade: once the server answers, the card shows the new grade and the toast says it; the waiting count stays", async () => {
    const { events } = renderApp({
      route: "/grading?view=graded",
      user: tutor,
      mocks: [gradedMock(gradedPage([makeGradedEssay(1)])), countMock(1), { ...gradeMock("attempt-1", 1, "Good start (1)"), delay: 300 }],
    });
    const card = await gradedCard(0);
    const points = pointsOf(card);
    await events.clear(points);
    await events.type(points, "1{Enter}");
    // Only once the server has answered.
    expect(screen.queryByText("Grade changed to 1 of 2")).not.toBeInTheDocument();
    expect(within(card).getByText(/^Grade:/)).toHaveTextContent("Grade: 1.5 of 2");
    expect(await screen.findByText("Grade changed to 1 of 2")).toBeInTheDocument();
    expect(within(card).getByText(/^Grade:/)).toHaveTextContent("Grade: 1 of 2");
    expect(within(card).getByText(/^Graded/)).not.toHaveTextContent(formatDateTime("2026-01-11T14:05:00.000Z"));
    expect(within(card).getByText("Comment: Good start (1)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Grading 1 essay waiting" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Waiting 1" })).toBeInTheDocument();
  });

  it("says when only the comment changed", async () => {
    const { events } = renderApp({
      route: "/grading?view=graded",
      user: tutor,
      mocks: [gradedMock(gradedPage([makeGradedEssay(1)])), countMock(0), gradeMock("attempt-1", 1.5, "Better")],
    });
    const card = await gradedCard(0);
    const comment = within(card).getByRole("textbox", { name: "Comment (optional)" });
    await events.clear(comment);
    await events.type(comment, "Better");
    await events.click(within(card).getByRole("button", { name: "Change grade" }));
    expect(await screen.findByText("Comment changed; the grade stays 1.5 of 2")).toBeInTheDocument();
    expect(within(card).getByText("Comment: Better")).toBeInTheDocument();
  });

  it("puts an essay graded under Waiting first under Graded, from the cache, counted", async () => {
    const { events } = renderApp({
      route: "/grading?view=graded",
      user: tutor,
      mocks: [
        gradedMock(gradedPage([makeGradedEssay(5)])),
        queueMock(essaysPage([makeEssay(1)])),
        countMock(1),
        gradeMock("attempt-1", 2),
        // The Graded list asked again when shown: slow, so what shows first is the cache's.
        gradedMock(gradedPage([makeGradedEssay(1, { points: 2, comment: null }), makeGradedEssay(5)]), { delay: 5_000 }),
      ],
    });
    expect(await screen.findByText("Explain idempotency (5)")).toBeInTheDocument();
    await events.click(screen.getByRole("tab", { name: "Waiting 1" }));
    await screen.findByText("Explain idempotency (1)");
    const waiting = await essayCard(0);
    await events.type(pointsOf(waiting), "2{Enter}");
    expect(await screen.findByText("Grade saved")).toBeInTheDocument();
    await events.click(screen.getByRole("tab", { name: "Waiting 0" }));
    await events.click(screen.getByRole("tab", { name: "Graded" }));
    const first = await gradedCard(0);
    expect(within(first).getByText("Explain idempotency (1)")).toBeInTheDocument();
    expect(within(first).getByText(/^Grade:/)).toHaveTextContent("Grade: 2 of 2");
    expect(within(first).getByText("No comment.")).toBeInTheDocument();
    expect(within(await gradedCard(1)).getByText("Explain idempotency (5)")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 graded essays")).toBeInTheDocument();
  });

  it("says when nothing is graded yet, axe clean", async () => {
    const { container } = renderApp({ route: "/grading?view=graded", user: tutor, mocks: [gradedMock(gradedPage([])), countMock(2)] });
    expect(await screen.findByRole("heading", { name: "No graded essays yet" })).toBeInTheDocument();
    expect(screen.getByText(/Essays you grade under Waiting show here/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("loads the next page of graded essays", async () => {
    const { events } = renderApp({
      route: "/grading?view=graded",
      user: tutor,
      mocks: [
        gradedMock(gradedPage([makeGradedEssay(1)], { totalCount: 2 })),
        gradedMock(gradedPage([makeGradedEssay(2)], { totalCount: 2 }), { after: "essay:attempt-1" }),
        countMock(0),
      ],
    });
    await gradedCard(0);
    await events.click(screen.getByRole("button", { name: "Load more graded essays" }));
    expect(await screen.findByText("Explain idempotency (2)")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 graded essays")).toBeInTheDocument();
  });
});
