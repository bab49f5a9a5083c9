import { configure, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { CourseStudyDocument, CourseViewerDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
// Loaded up front so the lazy route resolves at once (transforming it on first use can outlast findBy).
import "./CourseViewerPage";
import { connectionOf } from "../../../test/connection";

// A busy machine (parallel suites) can outlast the 1 s and 5 s defaults; failures just take longer to report.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const COURSE_ID = "5b1f0c1e-8d4c-4a53-9a43-0f6f7c2b9e11";
const request = { query: CourseViewerDocument, variables: { id: COURSE_ID } };

const course = (questions: { id: string; question: string; answer: string; category: string }[]) => ({
  data: {
    course: {
      __typename: "Course",
      id: COURSE_ID,
      title: "Java Basics",
      description: "Classes, objects and the JVM.",
      level: "SECOND_YEAR",
      questions: connectionOf("CourseQuestion", questions.map((question) => ({ __typename: "CourseQuestion", ...question }))),
    },
  },
});

const QUESTIONS = [
  { id: "q1", question: "What is a class?", answer: "A blueprint for objects.", category: "OOP" },
  { id: "q2", question: "What does JVM stand for?", answer: "Java Virtual Machine.", category: "Platform" },
];

// A signed-in learner's viewer also asks for the practice counts (CourseViewerPage.practise.test.tsx).
const noStudy: MockLink.MockedResponse = {
  request: { query: CourseStudyDocument, variables: { courseId: COURSE_ID } },
  result: { data: { courseStudy: { __typename: "CourseStudy", courseId: COURSE_ID, queueSize: 0, counts: { __typename: "CardCounts", total: 2, new: 2, dueNow: 0, dueToday: 0, newToday: 0, nextDueAt: null }, next: null } } },
};

const renderViewer = (mocks: MockLink.MockedResponse[], signedIn = false) =>
  renderApp({ route: `/course-details/${COURSE_ID}`, mocks: signedIn ? [...mocks, noStudy] : mocks, user: signedIn ? makeUser() : undefined });

describe("CourseViewerPage", () => {
  it("shows a spinner, then the course header and its numbered questions to visitors", async () => {
    renderViewer([{ request, result: course(QUESTIONS), delay: 30 }]);
    expect(await screen.findByLabelText("Loading")).toBeInTheDocument();

    expect(await screen.findByRole("heading", { level: 1, name: "Java Basics" })).toBeInTheDocument();
    expect(screen.getByText("Second Year")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to courses" })).toHaveAttribute("href", "/");

    const first = screen.getByRole("article", { name: "Question 1" });
    expect(within(first).getByText("What is a class?")).toBeInTheDocument();
    expect(within(first).getByText("OOP")).toBeInTheDocument();
    const second = screen.getByRole("article", { name: "Question 2" });
    expect(within(second).getByText("Platform")).toBeInTheDocument();
    expect(within(second).getByText("Java Virtual Machine.")).not.toBeVisible();
  });

  it("reveals and hides each answer on its own", async () => {
    const { events } = renderViewer([{ request, result: course(QUESTIONS) }], true);
    const first = await screen.findByRole("article", { name: "Question 1" });
    const second = screen.getByRole("article", { name: "Question 2" });
    const firstToggle = within(first).getByRole("button", { name: "Reveal Answer" });
    const secondToggle = within(second).getByRole("button", { name: "Reveal Answer" });
    const firstAnswer = within(first).getByText("A blueprint for objects.");

    expect(firstToggle).toHaveAttribute("aria-expanded", "false");
    expect(firstAnswer).not.toBeVisible();
    const controlled = document.getElementById(firstToggle.getAttribute("aria-controls") ?? "");
    expect(controlled).toContainElement(firstAnswer);

    await events.click(firstToggle);
    expect(firstToggle).toHaveAccessibleName("Hide Answer");
    expect(firstToggle).toHaveAttribute("aria-expanded", "true");
    expect(firstAnswer).toBeVisible();
    expect(secondToggle).toHaveAttribute("aria-expanded", "false");
    expect(within(second).getByText("Java Virtual Machine.")).not.toBeVisible();

    await events.click(secondToggle);
    expect(within(second).getByText("Java Virtual Machine.")).toBeVisible();
    await events.click(firstToggle);
    expect(firstToggle).toHaveAccessibleName("Reveal Answer");
    expect(firstAnswer).not.toBeVisible();
    expect(within(second).getByText("Java Virtual Machine.")).toBeVisible();
  });

  it("says when the course has no questions yet", async () => {
    renderViewer([{ request, result: course([]) }]);
    expect(await screen.findByText("No questions in this course yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reveal Answer" })).not.toBeInTheDocument();
  });

  it("says Course not found when the API answers NOT_FOUND", async () => {
    renderViewer([
      { request, result: { errors: [{ message: "Course not found", extensions: { code: "NOT_FOUND" } }] } },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Course not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to courses" })).toHaveAttribute("href", "/");
  });

  it("says Failed to load course details with a back link, and Try Again reloads", async () => {
    const { events } = renderViewer([
      { request, error: new Error("Failed to fetch") },
      { request, result: course(QUESTIONS) },
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load course details");
    expect(screen.getByRole("link", { name: "Back to courses" })).toHaveAttribute("href", "/");

    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Java Basics" })).toBeInTheDocument();
  });
});
