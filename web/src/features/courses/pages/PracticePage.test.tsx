import type { MockLink } from "@apollo/client/testing";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { CourseStudyDocument, PracticeCourseDocument } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { makeUser, renderApp } from "../../../test/render";
import {
  COURSE_ID,
  courseMock,
  dueTodayMock,
  makeCard,
  makeStudy,
  reviewErrorMock,
  reviewMock,
  studyMock,
} from "../test/practice-mocks";
// Loaded up front so the lazy route resolves at once.
import "./PracticePage";

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const NEXT_DUE = "2026-03-04T12:00:00.000Z";
const first = makeCard(1);
const second = makeCard(2, { state: "REVIEW", reps: 3 });

const renderPractice = (mocks: MockLink.MockedResponse[] = []) =>
  renderApp({ route: `/course-details/${COURSE_ID}/practise`, user: makeUser(), mocks: [courseMock(), ...mocks] });

const summary = () => screen.getByRole("region", { name: "Session complete" });
const figure = (label: string) => {
  // A DataList item: the label, then its value.
  const term = within(summary()).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
};

describe("PracticePage", () => {
  it("runs a session by keyboard alone: Space reveals, 2 grades Hard, then the summary", async () => {
    const { events } = renderPractice([
      studyMock(makeStudy(first, { queueSize: 2 }), 20),
      reviewMock(first, "HARD", makeStudy(second, { queueSize: 1 })),
      reviewMock(second, "HARD", makeStudy(null, { nextDueAt: NEXT_DUE })),
    ]);
    expect(await screen.findByLabelText("Loading")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Java Basics" })).toBeInTheDocument();
    expect(screen.getByText("Question 1?")).toBeInTheDocument();
    expect(screen.getByText("2 left")).toBeInTheDocument();
    expect(screen.queryByText("Answer 1.")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Hard/ })).not.toBeInTheDocument();

    // Grades do nothing before the answer is shown.
    await events.keyboard("2");
    expect(screen.queryByText("Answer 1.")).not.toBeInTheDocument();

    await events.keyboard(" ");
    expect(screen.getByRole("region", { name: "Answer" })).toHaveTextContent("Answer 1.");
    expect(screen.getByRole("region", { name: "Answer" })).toHaveFocus();
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Answer shown.");
    await events.keyboard("2");

    expect(await screen.findByText("Question 2?")).toBeInTheDocument();
    expect(screen.getByText("1 left")).toBeInTheDocument();
    expect(screen.queryByText("Answer 2.")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Review card" })).toHaveFocus();

    await events.keyboard("{Enter}");
    expect(screen.getByText("Answer 2.")).toBeInTheDocument();
    await events.keyboard("2");

    expect(await screen.findByRole("heading", { level: 2, name: "Session complete" })).toHaveFocus();
    expect(figure("Reviewed")).toBe("2");
    expect(figure("Again")).toBe("0");
    expect(figure("Next due")).toBe(formatDateTime(NEXT_DUE));
    expect(within(summary()).getByRole("link", { name: "Back to course" })).toHaveAttribute("href", `/course-details/${COURSE_ID}`);
    expect(within(summary()).getByRole("link", { name: "My Dashboard" })).toHaveAttribute("href", "/user-dashboard");
  });

  it("names each grade button with its next interval, after the words it shows", async () => {
    const { events } = renderPractice([studyMock(makeStudy(first))]);
    await events.click(await screen.findByRole("button", { name: "Reveal Answer" }));
    const grades = within(screen.getByRole("group", { name: "How well did you know it?" })).getAllByRole("button");
    expect(grades.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Again, 1 min until next review",
      "Hard, 6 min until next review",
      "Good, 10 min until next review",
      "Easy, 8 days until next review",
    ]);
    expect(grades.map((button) => button.getAttribute("aria-keyshortcuts"))).toEqual(["1", "2", "3", "4"]);
    expect(screen.getByRole("button", { name: "Easy, 8 days until next review" })).toHaveTextContent("Easy 8 days");
  });

  it("sends one grade for a key pressed twice while the first is on its way, with the buttons disabled", async () => {
    let calls = 0;
    const { events } = renderPractice([
      studyMock(makeStudy(first, { queueSize: 2 })),
      // Long enough that the second key and the click land while the first grade is on its way on a busy machine.
      reviewMock(first, "GOOD", makeStudy(second), { delay: 600, maxUsageCount: 2, onCall: () => calls++ }),
    ]);
    await screen.findByText("Question 1?");
    await events.keyboard(" ");
    await events.keyboard("3");
    expect(screen.getByRole("button", { name: "Good, 10 min until next review" })).toBeDisabled();
    await events.keyboard("3");
    await events.click(screen.getByRole("button", { name: "Easy, 8 days until next review" }));
    expect(await screen.findByText("Question 2?", {}, { timeout: 5000 })).toBeInTheDocument();
    // The first grade of the next card would need its own reveal; wait out any stray request (answered after its delay).
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls).toBe(1);
  });

  it("counts Again grades and leaves out a grade the server did not count", async () => {
    const { events } = renderPractice([
      studyMock(makeStudy(first, { queueSize: 3 })),
      reviewMock(first, "AGAIN", makeStudy(second, { queueSize: 2 })),
      reviewMock(second, "GOOD", makeStudy(makeCard(3), { queueSize: 1 }), { counted: false }),
      reviewMock(makeCard(3), "EASY", makeStudy(null)),
    ]);
    await screen.findByText("Question 1?");
    await events.click(screen.getByRole("button", { name: "Reveal Answer" }));
    await events.click(screen.getByRole("button", { name: /^Again/ }));
    await screen.findByText("Question 2?");
    await events.keyboard(" 3");
    await screen.findByText("Question 3?");
    await events.keyboard(" 4");
    await screen.findByRole("heading", { name: "Session complete" });
    expect(figure("Reviewed")).toBe("2");
    expect(figure("Again")).toBe("1");
    expect(figure("Next due")).toBe("Nothing else due");
  });

  it("writes the queue after a grade into the cache and moves the navigation's due count, without a refetch", async () => {
    const { events, client } = renderPractice([
      dueTodayMock(3),
      studyMock(makeStudy(second, { queueSize: 1, dueNow: 1, dueToday: 3, newToday: 0 })),
      reviewMock(second, "GOOD", makeStudy(null, { dueToday: 2, nextDueAt: NEXT_DUE })),
    ]);
    const nav = within(await screen.findByRole("navigation", { name: "Main" }));
    expect(await nav.findByRole("link", { name: "Due today 3 cards" })).toHaveAttribute("href", "/user-dashboard");
    await screen.findByText("Question 2?");
    await events.keyboard(" 3");
    await screen.findByRole("heading", { name: "Session complete" });
    expect(nav.getByRole("link", { name: "Due today 2 cards" })).toBeInTheDocument();
    const cached = client.readQuery({ query: CourseStudyDocument, variables: { courseId: COURSE_ID } });
    expect(cached?.courseStudy).toMatchObject({ next: null, counts: { dueToday: 2, nextDueAt: NEXT_DUE } });
  });

  it("says All caught up, with the next due date, when nothing is due at the start", async () => {
    renderPractice([studyMock(makeStudy(null, { nextDueAt: NEXT_DUE }))]);
    expect(await screen.findByRole("heading", { level: 2, name: "All caught up" })).toBeInTheDocument();
    expect(screen.getByText(`Next card due ${formatDateTime(NEXT_DUE)}`)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Session complete" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "My Dashboard" })).toHaveAttribute("href", "/user-dashboard");
  });

  it("shows the daily new-card limit's message and keeps the card", async () => {
    const { events } = renderPractice([
      studyMock(makeStudy(first)),
      reviewErrorMock(first, "GOOD", "CONFLICT", "You have reached today's limit of new cards for this course."),
    ]);
    await screen.findByText("Question 1?");
    await events.keyboard(" 3");
    expect(await screen.findByRole("alert")).toHaveTextContent("You have reached today's limit of new cards for this course.");
    expect(screen.getByText("Question 1?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Good, 10 min until next review" })).toBeEnabled();
  });

  it("leaves Space to a focused control: a link is not a reveal", async () => {
    const { events } = renderPractice([studyMock(makeStudy(first))]);
    await screen.findByText("Question 1?");
    screen.getByRole("link", { name: "Back to course" }).focus();
    await events.keyboard(" ");
    expect(screen.queryByText("Answer 1.")).not.toBeInTheDocument();
  });

  it("shows the load error with Try Again", async () => {
    const { events } = renderPractice([
      { request: { query: CourseStudyDocument, variables: { courseId: COURSE_ID } }, error: new Error("Failed to fetch") },
      courseMock(),
      studyMock(makeStudy(first)),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load your practice session");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Question 1?")).toBeInTheDocument();
  });

  it("says Course not found for a removed course, with the way back to the catalogue and nothing to retry", async () => {
    renderApp({
      route: `/course-details/${COURSE_ID}/practise`,
      user: makeUser(),
      mocks: [
        {
          request: { query: PracticeCourseDocument, variables: { id: COURSE_ID } },
          result: { errors: [{ message: "Course not found", extensions: { code: "NOT_FOUND" } }] },
        },
        studyMock(makeStudy(first)),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Course not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to courses" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
  });

  it("sends visitors to the login page", async () => {
    const { router } = renderApp({ route: `/course-details/${COURSE_ID}/practise`, pageDataUnmocked: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
