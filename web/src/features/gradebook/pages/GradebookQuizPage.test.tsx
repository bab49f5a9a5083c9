import { screen, waitFor, within } from "@testing-library/react";
import {
  GradebookLearnerAttemptsDocument,
  GradebookQuizChapterDocument,
  type GradebookLearnerAttemptsQuery,
} from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { connectionOf, cursorOf } from "../../../test/connection";
import { renderApp } from "../../../test/render";
import { formatDateTime } from "../../../lib/dates";
import { makeAnswer, makeAttempt } from "../../quizzes/test-fixtures";
import { gradebookAttemptsPath } from "../paths";
import { ACTIVITY_ID, admin, tutor } from "../test-fixtures";
import { LEARNER_ATTEMPTS_PAGE_SIZE } from "./GradebookQuizPage";

jest.setTimeout(30_000);

const quizMock = (result: object) => ({ request: { query: GradebookQuizChapterDocument, variables: { id: "quiz-1" } }, result });

describe("GradebookQuizPage (a cell's old address)", () => {
  it("opens a gradebook cell's quiz on its chapter's Manage Quizzes page", async () => {
    const { router } = renderApp({
      route: "/gradebook/quizzes/quiz-1",
      user: tutor,
      // Manage Quizzes' own data is not this test's.
      pageDataUnmocked: true,
      mocks: [quizMock({ data: { quiz: { __typename: "Quiz", id: "quiz-1", chapterId: "chapter-9" } } })],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-chapters/chapter-9/quizzes"));
  });

  it("says when the quiz cannot be found, with a way back", async () => {
    renderApp({ route: "/gradebook/quizzes/quiz-1", user: tutor, mocks: [quizMock({ errors: [{ message: "Quiz not found" }] })] });
    expect(await screen.findByText("Failed to open the quiz")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Manage Activities" })).toHaveAttribute("href", "/manage-activity");
  });
});

type Attempt = GradebookLearnerAttemptsQuery["quizAttempts"]["nodes"][number];

const learner = (n: number) => ({ __typename: "UserDetails" as const, name: `Learner`, surname: `${n}` });
const attemptOf = (n: number, overrides: Partial<Attempt> = {}): Attempt => ({
  ...makeAttempt({ id: `attempt-${n}`, attemptNumber: n, quizTitle: "SQL basics" }),
  learner: learner(1),
  ...overrides,
});

const quiz = {
  __typename: "Quiz" as const,
  id: "quiz-1",
  title: "SQL basics",
  gradingMethod: "HIGHEST" as const,
  chapterId: "chapter-1",
  chapter: { __typename: "Chapter" as const, id: "chapter-1", activityId: ACTIVITY_ID },
};

const attemptsMock = (learnerId: string, nodes: Attempt[], options: { after?: string; totalCount?: number; hasNextPage?: boolean } = {}) => ({
  request: {
    query: GradebookLearnerAttemptsDocument,
    variables: { quizId: "quiz-1", learnerId, first: LEARNER_ATTEMPTS_PAGE_SIZE, ...(options.after ? { after: options.after } : {}) },
  },
  result: { data: { quiz, quizAttempts: connectionOf("QuizAttempt", nodes, { totalCount: options.totalCount, hasNextPage: options.hasNextPage }) } },
});

// Learner 1's three attempts, newest first as the server lists them: the third waits for essays to be
// graded (and failed so far), the second was regraded (and passed), the first failed.
const third = attemptOf(3, {
  submittedAt: "2026-11-20T09:15:00.000Z",
  gradingStatus: "NEEDS_GRADING",
  points: 4.5,
  maxPoints: 10,
  percentage: 45,
  passPercentage: 70,
  passed: false,
});
const second = attemptOf(2, {
  submittedAt: "2026-11-10T18:00:00.000Z",
  points: 8,
  maxPoints: 10,
  percentage: 80,
  passPercentage: 70,
  passed: true,
  regrades: [
    {
      __typename: "AttemptRegrade",
      mode: "DROP",
      regradedAt: "2026-11-12T08:00:00.000Z",
      regradedByName: "Ada Tutor",
      oldPoints: 7,
      newPoints: 8,
      oldMaxPoints: 11,
      newMaxPoints: 10,
    },
  ],
  answers: [
    makeAnswer(0, { selectedOptionIndex: 1, correctAnswerIndex: 1, isCorrect: true, points: 1, maxPoints: 1 }),
    makeAnswer(1, { selectedOptionIndex: 0, correctAnswerIndex: 2, isCorrect: false, points: 0, maxPoints: 1, comment: "Think of const." }),
  ],
});
const first = attemptOf(1, { submittedAt: "2026-11-01T12:00:00.000Z", points: 3, maxPoints: 10, percentage: 30, passPercentage: 70, passed: false });

const ROUTE = gradebookAttemptsPath("quiz-1", "learner-1");
const attemptCards = () => screen.getAllByRole("article");

describe("GradebookLearnerAttemptsPage (a gradebook cell)", () => {
  it("shows the learner's attempts at the quiz newest first, with their results, regrades and answers; Load more appends", async () => {
    const { container, events } = renderApp({
      route: ROUTE,
      user: tutor,
      mocks: [
        attemptsMock("learner-1", [third, second], { totalCount: 3 }),
        attemptsMock("learner-1", [first], { after: cursorOf("QuizAttempt", "attempt-2"), totalCount: 3, hasNextPage: false }),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Learner 1" })).toBeInTheDocument();
    expect(screen.getByText(/newest first/)).toHaveTextContent("Attempts at SQL basics, newest first. Highest score counts in the gradebook.");
    await waitFor(() => expect(document.title).toMatch(/^Learner 1: SQL basics/));
    expect(screen.getByRole("link", { name: /Gradebook/ })).toHaveAttribute("href", `/manage-activities/${ACTIVITY_ID}/gradebook`);

    expect(attemptCards().map((card) => within(card).getByRole("heading").textContent)).toEqual(["Attempt 3", "Attempt 2"]);
    const [newest, regraded] = attemptCards() as [HTMLElement, HTMLElement];
    // Points over the most there were, the percentage, passed or not by its pass mark, when (viewer's zone).
    expect(newest).toHaveTextContent("Points: 4.5 / 10");
    expect(newest).toHaveTextContent("Percentage: 45%");
    expect(newest).toHaveTextContent("Not passed: 45%, pass mark 70%");
    expect(newest).toHaveTextContent(`Submitted ${formatDateTime(third.submittedAt)}`);
    // Essays waiting: said, with the way to the grading queue.
    expect(newest).toHaveTextContent("Needs grading");
    expect(within(newest).getByRole("link", { name: "Open the grading queue" })).toHaveAttribute("href", "/grading");
    expect(within(newest).queryByRole("list", { name: /Regrades/ })).not.toBeInTheDocument();

    expect(regraded).toHaveTextContent("Passed (pass mark 70%)");
    expect(regraded).not.toHaveTextContent("Needs grading");
    expect(within(regraded).queryByRole("link", { name: "Open the grading queue" })).not.toBeInTheDocument();
    expect(within(regraded).getByRole("list", { name: "Regrades of attempt 2" })).toHaveTextContent(
      `Regraded on ${formatDateTime("2026-11-12T08:00:00.000Z")}: 7/11 → 8/10 (question dropped, by Ada Tutor)`,
    );

    // The answers as the review shows them: hidden until asked for.
    const show = within(regraded).getByRole("button", { name: "Show the answers of attempt 2" });
    expect(show).toHaveAttribute("aria-expanded", "false");
    await events.click(show);
    expect(within(regraded).getByRole("button", { name: "Hide the answers of attempt 2" })).toHaveAttribute("aria-expanded", "true");
    const questions = within(regraded).getAllByRole("group");
    expect(questions).toHaveLength(2);
    expect(questions[1]).toHaveTextContent("Which keyword declares a constant?");
    expect(questions[1]).toHaveTextContent("Points: 0 of 1");
    expect(questions[1]).toHaveTextContent("Tutor's comment");
    expect(questions[1]).toHaveTextContent("Think of const.");
    expect(await axeViolations(container)).toEqual([]);

    await events.click(screen.getByRole("button", { name: "Load more attempts" }));
    await waitFor(() => expect(attemptCards()).toHaveLength(3));
    expect(attemptCards().map((card) => within(card).getByRole("heading").textContent)).toEqual(["Attempt 3", "Attempt 2", "Attempt 1"]);
    expect(screen.queryByRole("button", { name: "Load more attempts" })).not.toBeInTheDocument();
  });

  it("keeps each learner's attempts apart: the next learner's page asks for their own", async () => {
    const bobs = attemptOf(1, { id: "attempt-9", learner: learner(2), percentage: 90, passed: true });
    const { router } = renderApp({
      route: ROUTE,
      user: tutor,
      mocks: [attemptsMock("learner-1", [third, second]), attemptsMock("learner-2", [bobs])],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Learner 1" })).toBeInTheDocument();
    await router.navigate(gradebookAttemptsPath("quiz-1", "learner-2"));
    expect(await screen.findByRole("heading", { level: 1, name: "Learner 2" })).toBeInTheDocument();
    expect(attemptCards()).toHaveLength(1);
    expect(attemptCards()[0]).toHaveTextContent("Percentage: 90%");
  });

  it("opens for an admin too", async () => {
    renderApp({ route: ROUTE, user: admin, mocks: [attemptsMock("learner-1", [second])] });
    expect(await screen.findByRole("heading", { level: 1, name: "Learner 1" })).toBeInTheDocument();
    expect(attemptCards()).toHaveLength(1);
  });

  it("shows a spinner, then an error with a retry that loads the attempts", async () => {
    const { events } = renderApp({
      route: ROUTE,
      user: tutor,
      mocks: [
        {
          request: { query: GradebookLearnerAttemptsDocument, variables: { quizId: "quiz-1", learnerId: "learner-1", first: LEARNER_ATTEMPTS_PAGE_SIZE } },
          result: { errors: [{ message: "Server down" }] },
        },
        attemptsMock("learner-1", [second]),
      ],
    });
    expect(await screen.findByRole("img", { name: "Loading the attempts" })).toBeInTheDocument();
    expect(await screen.findByText("Failed to load the learner's attempts")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Learner 1" })).toBeInTheDocument();
    expect(attemptCards()).toHaveLength(1);
  });

  it("says when there is no attempt to show, with the way back to the gradebook", async () => {
    const { container } = renderApp({ route: ROUTE, user: tutor, mocks: [attemptsMock("learner-1", [])] });
    expect(await screen.findByRole("heading", { name: "No attempts to show" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the gradebook" })).toHaveAttribute("href", `/manage-activities/${ACTIVITY_ID}/gradebook`);
    expect(await axeViolations(container)).toEqual([]);
  });
});
