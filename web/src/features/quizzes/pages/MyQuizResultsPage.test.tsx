import { screen, within } from "@testing-library/react";
import { MyQuizAttemptsDocument } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { makeUser, renderApp } from "../../../test/render";
import { historyResult, makeAttempt } from "../test-fixtures";

const route = "/quiz/results";
const user = makeUser();
const request = { query: MyQuizAttemptsDocument, variables: { limit: 100 } };

const passedAttempt = makeAttempt({ id: "a-1", quizTitle: "Types basics", score: 2, total: 3, percentage: 67 });
const failedAttempt = makeAttempt({
  id: "a-2",
  quizTitle: "Generics",
  score: 0,
  total: 2,
  percentage: 0,
  activityId: null,
  activityTitle: null,
  chapterId: null,
  chapterTitle: null,
  submittedAt: "2024-04-10T08:05:00.000Z",
});
const historyMock = {
  request,
  result: historyResult([passedAttempt, failedAttempt], { totalAttempts: 2, passedCount: 1, averagePercentage: 100 / 3 }),
};

const attemptCards = () => within(screen.getByRole("region", { name: "Attempts" })).queryAllByRole("article");
const statValue = (label: string) => within(screen.getByRole("list", { name: "Quiz statistics" })).getByText(label).parentElement;

// The first test also waits for the lazy page chunk to compile.
jest.setTimeout(20_000);

describe("MyQuizResultsPage", () => {
  it("shows a spinner, then the statistics and every attempt", async () => {
    renderApp({ route, user, mocks: [{ ...historyMock, delay: 30 }] });
    expect(await screen.findByRole("heading", { level: 1, name: "My Quiz Results" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText("Loading quiz results")).toBeInTheDocument();

    await screen.findByRole("heading", { level: 3, name: "Types basics" });
    expect(statValue("Total Attempts")).toHaveTextContent("2");
    expect(statValue("Passed Quizzes")).toHaveTextContent("1");
    expect(statValue("Average Score")).toHaveTextContent("33.3%");

    const [first, second] = attemptCards();
    expect(first).toHaveTextContent("Activity: TypeScript Fundamentals");
    expect(first).toHaveTextContent("Chapter: Primitive types");
    expect(within(first).getByText("Passed")).toBeInTheDocument();
    expect(first).toHaveTextContent("Score: 2 / 3");
    expect(first).toHaveTextContent("Percentage: 67%");
    expect(first).toHaveTextContent(`Submitted ${formatDateTime(passedAttempt.submittedAt)}`);
    expect(within(second).getByText("Failed")).toBeInTheDocument();
  });

  it("falls back to Unknown Activity and Unknown Chapter once they are deleted", async () => {
    renderApp({ route, user, mocks: [historyMock] });
    await screen.findByRole("heading", { level: 3, name: "Generics" });
    const generics = attemptCards()[1];
    expect(generics).toHaveTextContent("Activity: Unknown Activity");
    expect(generics).toHaveTextContent("Chapter: Unknown Chapter");
  });

  it("filters All Attempts / Passed / Failed", async () => {
    const { events } = renderApp({ route, user, mocks: [historyMock] });
    await screen.findByRole("heading", { level: 3, name: "Types basics" });
    const filters = within(screen.getByRole("group", { name: "Filter attempts" }));
    expect(filters.getByRole("button", { name: "All Attempts" })).toHaveAttribute("aria-pressed", "true");

    await events.click(filters.getByRole("button", { name: "Passed" }));
    expect(filters.getByRole("button", { name: "Passed" })).toHaveAttribute("aria-pressed", "true");
    expect(attemptCards().map((card) => within(card).getByRole("heading").textContent)).toEqual(["Types basics"]);

    await events.click(filters.getByRole("button", { name: "Failed" }));
    expect(attemptCards().map((card) => within(card).getByRole("heading").textContent)).toEqual(["Generics"]);

    await events.click(filters.getByRole("button", { name: "All Attempts" }));
    expect(attemptCards()).toHaveLength(2);
    // The statistics cover every attempt whatever the filter.
    expect(statValue("Total Attempts")).toHaveTextContent("2");
  });

  it("expands question details: question number and selected option number", async () => {
    const { events } = renderApp({ route, user, mocks: [historyMock] });
    await screen.findByRole("heading", { level: 3, name: "Types basics" });
    const card = within(attemptCards()[0]);
    const toggle = card.getByRole("button", { name: "Show question details" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(card.queryByText(/Question 1: selected option 2/)).not.toBeVisible();

    await events.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Hide question details");
    expect(card.getByText(/Question 1: selected option 2/)).toBeVisible();
    expect(card.getByText(/Question 2: selected option 1/)).toBeVisible();
  });

  it("shows a friendly empty state with a link to the activities", async () => {
    renderApp({ route, user, mocks: [{ request, result: historyResult([]) }] });
    expect(await screen.findByText("You haven't taken any quizzes yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Activities" })).toHaveAttribute("href", "/activity");
    expect(statValue("Average Score")).toHaveTextContent("0.0%");
  });

  it("shows Failed to fetch quiz attempts with Try Again", async () => {
    const { events } = renderApp({
      route,
      user,
      mocks: [{ request, error: new Error("Failed to fetch") }, historyMock],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch quiz attempts");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Types basics" })).toBeInTheDocument();
  });
});
