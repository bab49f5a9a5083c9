import { screen, waitFor, within } from "@testing-library/react";
import { MyQuizAttemptsDocument } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { cursorOf } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { axeViolations } from "../../../test/axe";
import { AWAITING_GRADING_TEXT } from "../answer-review";
import { everyTypeAttempt, historyResult, makeAnswer, makeAttempt, quietRegrades } from "../test-fixtures";

const route = "/quiz/results";
const user = makeUser();

// The page hears of regrades: quiet here, see MyQuizResultsPage.live.test.tsx.
const renderResults = (options: Parameters<typeof renderApp>[0]) =>
  renderApp({ ...options, mocks: [...(options?.mocks ?? []), quietRegrades] });
const request = { query: MyQuizAttemptsDocument, variables: { first: 20 } };
const filtered = (passed: boolean) => ({ query: MyQuizAttemptsDocument, variables: { passed, first: 20 } });

// The server's order: newest first.
const passedAttempt = makeAttempt({
  id: "a-1",
  quizTitle: "Types basics",
  score: 2,
  total: 3,
  percentage: 67,
  passed: true,
  submittedAt: "2024-04-12T09:00:00.000Z",
});
const failedAttempt = makeAttempt({
  id: "a-2",
  quizTitle: "Generics",
  score: 0,
  total: 2,
  percentage: 0,
  passed: false,
  activityId: null,
  activityTitle: null,
  chapterId: null,
  chapterTitle: null,
  submittedAt: "2024-04-10T08:05:00.000Z",
});
const allStats = { totalAttempts: 2, passedCount: 1, averagePercentage: 100 / 3 };
const historyMock = { request, result: historyResult([passedAttempt, failedAttempt], allStats) };

const attemptCards = () => within(screen.getByRole("region", { name: "Attempts" })).queryAllByRole("article");
const cardTitles = () => attemptCards().map((card) => within(card).getByRole("heading").textContent);
// Each activity's section: its h3 and the titles of its attempts (h4), in the order shown.
const activityGroups = () =>
  within(screen.getByRole("region", { name: "Attempts" }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => {
      const section = heading.closest("section") as HTMLElement;
      return [heading.textContent, within(section).getAllByRole("heading", { level: 4 }).map((title) => title.textContent)];
    });
const statValue = (label: string) => within(screen.getByRole("list", { name: "Quiz statistics" })).getByText(label).parentElement;

// The first test also waits for the lazy page chunk to compile.
jest.setTimeout(20_000);

describe("MyQuizResultsPage", () => {
  it("shows a spinner, then the statistics and every attempt", async () => {
    renderResults({ route, user, mocks: [{ ...historyMock, delay: 30 }] });
    expect(await screen.findByRole("heading", { level: 1, name: "My Quiz Results" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText("Loading quiz results")).toBeInTheDocument();

    await screen.findByRole("heading", { level: 4, name: "Types basics" });
    expect(statValue("Total Attempts")).toHaveTextContent("2");
    expect(statValue("Passed Quizzes")).toHaveTextContent("1");
    expect(statValue("Average Score")).toHaveTextContent("33.3%");

    const [first, second] = attemptCards();
    expect(first).toHaveTextContent("Activity: TypeScript Fundamentals");
    expect(first).toHaveTextContent("Chapter: Primitive types");
    expect(within(first).getByText("Passed (pass mark 50%)")).toBeInTheDocument();
    expect(first).toHaveTextContent("Score: 2 / 3");
    expect(first).toHaveTextContent("Percentage: 67%");
    expect(first).toHaveTextContent(`Submitted ${formatDateTime(passedAttempt.submittedAt)}`);
    expect(within(second).getByText("Not passed: 0%, pass mark 50%")).toBeInTheDocument();
  });

  it("falls back to Unknown Activity and Unknown Chapter once they are deleted", async () => {
    renderResults({ route, user, mocks: [historyMock] });
    await screen.findByRole("heading", { level: 4, name: "Generics" });
    const generics = attemptCards()[1];
    expect(generics).toHaveTextContent("Activity: Unknown Activity");
    expect(generics).toHaveTextContent("Chapter: Unknown Chapter");
  });

  it("filters All Attempts / Passed / Failed on the server, the stats still over every attempt", async () => {
    const { events } = renderResults({
      route,
      user,
      mocks: [
        historyMock,
        // Only the server knows which attempts passed: the filter is its `passed` argument.
        { request: filtered(true), result: historyResult([passedAttempt], allStats, { totalCount: 1 }), delay: 300 },
        { request: filtered(false), result: historyResult([failedAttempt], allStats, { totalCount: 1 }) },
      ],
    });
    await screen.findByRole("heading", { level: 4, name: "Types basics" });
    const filters = within(screen.getByRole("group", { name: "Filter attempts" }));
    expect(filters.getByRole("button", { name: "All Attempts" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Showing all 2 attempts")).toBeInTheDocument();

    await events.click(filters.getByRole("button", { name: "Passed" }));
    expect(filters.getByRole("button", { name: "Passed" })).toHaveAttribute("aria-pressed", "true");
    // While the passed list loads, the figures and the filter stay; only the list waits.
    expect(screen.getByRole("region", { name: "Attempts" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByLabelText("Loading quiz results")).toBeInTheDocument();
    expect(statValue("Total Attempts")).toHaveTextContent("2");
    await waitFor(() => expect(cardTitles()).toEqual(["Types basics"]));
    expect(screen.getByText("Showing 1 attempt")).toBeInTheDocument();

    await events.click(filters.getByRole("button", { name: "Failed" }));
    await waitFor(() => expect(cardTitles()).toEqual(["Generics"]));

    // Back to every attempt: the cached list, not fetched again (each answer is mocked once).
    await events.click(filters.getByRole("button", { name: "All Attempts" }));
    expect(attemptCards()).toHaveLength(2);
    // The statistics cover every attempt whatever the filter.
    expect(statValue("Total Attempts")).toHaveTextContent("2");
    expect(statValue("Passed Quizzes")).toHaveTextContent("1");
  });

  it("says so when the server has no attempt for the filter", async () => {
    const { events } = renderResults({
      route,
      user,
      mocks: [historyMock, { request: filtered(false), result: historyResult([], allStats) }],
    });
    await screen.findByRole("heading", { level: 4, name: "Types basics" });
    await events.click(screen.getByRole("button", { name: "Failed" }));
    expect(await screen.findByText("No failed attempts. Well done!")).toBeInTheDocument();
    expect(statValue("Total Attempts")).toHaveTextContent("2");
  });

  it("keeps the figures and the filter when a filtered list fails, with Try Again", async () => {
    const { events } = renderResults({
      route,
      user,
      mocks: [
        historyMock,
        { request: filtered(true), error: new Error("Failed to fetch") },
        { request: filtered(true), result: historyResult([passedAttempt], allStats, { totalCount: 1 }) },
      ],
    });
    await screen.findByRole("heading", { level: 4, name: "Types basics" });
    await events.click(screen.getByRole("button", { name: "Passed" }));
    const region = within(screen.getByRole("region", { name: "Attempts" }));
    expect(await region.findByRole("alert")).toHaveTextContent("Failed to fetch quiz attempts");
    expect(statValue("Total Attempts")).toHaveTextContent("2");
    expect(screen.getByRole("button", { name: "Passed" })).toHaveAttribute("aria-pressed", "true");
    await events.click(region.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(cardTitles()).toEqual(["Types basics"]));
  });

  it("shows Passed and the percentage as the server says, even for a quiz of no questions", async () => {
    const empty = makeAttempt({ id: "a-9", quizTitle: "Empty quiz", score: 0, total: 0, percentage: 0, passed: true, answers: [] });
    renderResults({
      route,
      user,
      mocks: [{ request, result: historyResult([empty], { totalAttempts: 1, passedCount: 1, averagePercentage: 0 }) }],
    });
    const card = within((await screen.findByRole("heading", { level: 4, name: "Empty quiz" })).closest("article") as HTMLElement);
    expect(card.getByText("Passed (pass mark 50%)")).toBeInTheDocument();
    expect(card.getByText("0%")).toBeInTheDocument();
    expect(statValue("Passed Quizzes")).toHaveTextContent("1");
  });

  it("loads more attempts, of the chosen filter too, and counts them", async () => {
    const third = makeAttempt({ id: "a-3", quizTitle: "Unions", score: 2, total: 2, percentage: 100, passed: true });
    const fourth = makeAttempt({ id: "a-4", quizTitle: "Enums", score: 1, total: 1, percentage: 100, passed: true });
    const stats = { totalAttempts: 4, passedCount: 3, averagePercentage: 200 / 3 };
    const { events } = renderResults({
      route,
      user,
      mocks: [
        { request, result: historyResult([passedAttempt, failedAttempt], stats, { totalCount: 4, hasNextPage: true }) },
        {
          request: { query: MyQuizAttemptsDocument, variables: { first: 20, after: cursorOf("QuizAttempt", "a-2") } },
          result: historyResult([third, fourth], stats, { totalCount: 4, hasNextPage: false }),
          delay: 30,
        },
        { request: filtered(true), result: historyResult([passedAttempt], stats, { totalCount: 3, hasNextPage: true }) },
        {
          request: { query: MyQuizAttemptsDocument, variables: { passed: true, first: 20, after: cursorOf("QuizAttempt", "a-1") } },
          result: historyResult([third, fourth], stats, { totalCount: 3, hasNextPage: false }),
        },
      ],
    });
    await screen.findByRole("heading", { level: 4, name: "Generics" });
    expect(screen.getByText("Showing 2 of 4 attempts")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Load more attempts" }));
    // The rows already shown stay while the next page loads.
    expect(screen.queryByLabelText("Loading quiz results")).not.toBeInTheDocument();
    expect(attemptCards()).toHaveLength(2);
    expect(await screen.findByRole("heading", { level: 4, name: "Enums" })).toBeInTheDocument();
    // Each joins its activity's group; Generics' activity is gone.
    expect(cardTitles()).toEqual(["Types basics", "Unions", "Enums", "Generics"]);
    expect(screen.getByText("Showing all 4 attempts")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more attempts" })).not.toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Passed" }));
    expect(await screen.findByText("Showing 1 of 3 attempts")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Load more attempts" }));
    expect(await screen.findByText("Showing all 3 attempts")).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Types basics", "Unions", "Enums"]);
  });

  it("says the pass mark each attempt was judged by", async () => {
    const strict = makeAttempt({ id: "a-5", quizTitle: "Strict quiz", score: 7, total: 10, percentage: 70, passPercentage: 70, passed: true });
    const missed = makeAttempt({ id: "a-6", quizTitle: "Missed quiz", score: 6, total: 10, percentage: 60, passPercentage: 70, passed: false });
    // 69.6 % rounds to 70: the server says not passed, and so does the share shown.
    const near = makeAttempt({ id: "a-7", quizTitle: "Near miss", points: 69.6, maxPoints: 100, percentage: 70, passPercentage: 70, passed: false });
    renderResults({ route, user, mocks: [{ request, result: historyResult([strict, missed, near], allStats) }] });
    await screen.findByRole("heading", { level: 4, name: "Strict quiz" }, { timeout: 10_000 });
    const [first, second, third] = attemptCards();
    expect(within(first).getByText("Passed (pass mark 70%)")).toBeInTheDocument();
    expect(within(second).getByText("Not passed: 60%, pass mark 70%")).toBeInTheDocument();
    expect(within(third).getByText("Not passed: 69.6%, pass mark 70%")).toBeInTheDocument();
  });

  it("groups the attempts by activity, most recent first, and a next page's attempts join their groups", async () => {
    const at = (day: number) => `2024-04-${String(day).padStart(2, "0")}T09:00:00.000Z`;
    const typescript = { activityId: "activity-1", activityTitle: "TypeScript Fundamentals" };
    const web = { activityId: "activity-2", activityTitle: "Web APIs" };
    const databases = { activityId: "activity-3", activityTitle: "Databases" };
    const firstPage = [
      makeAttempt({ id: "g-1", quizTitle: "Generics", ...typescript, submittedAt: at(12) }),
      makeAttempt({ id: "g-2", quizTitle: "Fetch", ...web, submittedAt: at(11) }),
      // The quiz is deleted, its activity not.
      makeAttempt({ id: "g-3", quizTitle: "Old quiz", quizId: null, ...web, submittedAt: at(10) }),
      makeAttempt({ id: "g-4", quizTitle: "Unions", ...typescript, submittedAt: at(9) }),
    ];
    const secondPage = [
      makeAttempt({ id: "g-5", quizTitle: "Streams", ...web, submittedAt: at(8) }),
      makeAttempt({ id: "g-6", quizTitle: "Joins", ...databases, submittedAt: at(7) }),
      makeAttempt({ id: "g-7", quizTitle: "Enums", ...typescript, submittedAt: at(6) }),
      // The activity is deleted.
      makeAttempt({ id: "g-8", quizTitle: "Gone", activityId: null, activityTitle: null, chapterId: null, chapterTitle: null, submittedAt: at(5) }),
    ];
    const stats = { totalAttempts: 8, passedCount: 8, averagePercentage: 50 };
    const { events } = renderResults({
      route,
      user,
      mocks: [
        { request, result: historyResult(firstPage, stats, { totalCount: 8, hasNextPage: true }) },
        {
          request: { query: MyQuizAttemptsDocument, variables: { first: 20, after: cursorOf("QuizAttempt", "g-4") } },
          result: historyResult(secondPage, stats, { totalCount: 8, hasNextPage: false }),
        },
      ],
    });
    await screen.findByRole("heading", { level: 4, name: "Generics" }, { timeout: 10_000 });
    expect(screen.getByRole("heading", { level: 2, name: "Attempts" })).toBeInTheDocument();
    expect(activityGroups()).toEqual([
      ["TypeScript Fundamentals", ["Generics", "Unions"]],
      ["Web APIs", ["Fetch"]],
      ["Other quizzes", ["Old quiz"]],
    ]);
    // Each group is a region named by its heading, its attempts a list.
    const typescriptGroup = screen.getByRole("region", { name: "TypeScript Fundamentals" });
    expect(within(typescriptGroup).getAllByRole("listitem")).toHaveLength(2);

    await events.click(screen.getByRole("button", { name: "Load more attempts" }));
    expect(await screen.findByText("Showing all 8 attempts")).toBeInTheDocument();
    expect(activityGroups()).toEqual([
      ["TypeScript Fundamentals", ["Generics", "Unions", "Enums"]],
      ["Web APIs", ["Fetch", "Streams"]],
      ["Other quizzes", ["Old quiz", "Gone"]],
      ["Databases", ["Joins"]],
    ]);
    expect(await axeViolations(screen.getByRole("region", { name: "Attempts" }))).toEqual([]);
  });

  it("expands question details: question number and the option chosen", async () => {
    const { events } = renderResults({ route, user, mocks: [historyMock] });
    await screen.findByRole("heading", { level: 4, name: "Types basics" });
    const card = within(attemptCards()[0]);
    const toggle = card.getByRole("button", { name: "Show question details" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(card.queryByText(/Question 1: B\. boolean/)).not.toBeVisible();

    await events.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Hide question details");
    expect(card.getByText(/Question 1: B\. boolean/)).toBeVisible();
    expect(card.getByText(/Question 2: A\. let/)).toBeVisible();
  });

  it("shows an attempt of every type: points of the most, Awaiting grading, and each answer in words", async () => {
    const attempt = everyTypeAttempt({ id: "a-7" });
    const { events } = renderResults({ route, user, mocks: [{ request, result: historyResult([attempt]) }] });
    await screen.findByRole("heading", { level: 4, name: "Every type" });
    const article = attemptCards()[0];
    const card = within(article);
    expect(article).toHaveTextContent("Score: 4 / 11");
    expect(article).toHaveTextContent("Percentage: 36%");
    expect(card.getByText("Awaiting grading")).toBeInTheDocument();
    expect(card.getByText(AWAITING_GRADING_TEXT)).toBeInTheDocument();

    await events.click(card.getByRole("button", { name: "Show question details" }));
    expect(card.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Question 1: A. Paris (1 of 1 point) (correct)",
      "Question 2: A. 2; C. 4 (0 of 2 points) (incorrect)",
      "Question 3: True (1 of 1 point) (correct)",
      "Question 4: entombed (1 of 1 point) (correct)",
      "Question 5: 1823 (0.5 of 1 point) (incorrect)",
      "Question 6: cat → meow; dog → quack (0.5 of 1 point) (incorrect)",
      "Question 7: Loops repeat. (awaiting grading)",
    ]);
    expect(await axeViolations(article)).toEqual([]);
  });

  it("shows a friendly empty state with a link to the activities", async () => {
    renderResults({ route, user, mocks: [{ request, result: historyResult([]) }] });
    expect(await screen.findByText("You haven't taken any quizzes yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Activities" })).toHaveAttribute("href", "/activity");
    expect(statValue("Average Score")).toHaveTextContent("0.0%");
  });

  it("shows Failed to fetch quiz attempts with Try Again", async () => {
    const { events } = renderResults({
      route,
      user,
      mocks: [{ request, error: new Error("Failed to fetch") }, historyMock],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch quiz attempts");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 4, name: "Types basics" })).toBeInTheDocument();
  });

  it("says why an attempt's correct answers are kept back", async () => {
    const closesAt = "2099-05-01T09:00:00.000Z";
    const hiddenAnswers = [
      makeAnswer(0, { selectedOptionIndex: 1, correctAnswerIndex: null, isCorrect: null }),
      makeAnswer(1, { selectedOptionIndex: 0, correctAnswerIndex: null, isCorrect: null }),
    ];
    const kept = makeAttempt({ id: "a-7", quizTitle: "Closed book", reviewPolicy: "AFTER_CLOSE", quizClosesAt: closesAt, answers: hiddenAnswers });
    const never = makeAttempt({ id: "a-8", quizTitle: "Secret", reviewPolicy: "NEVER", answers: hiddenAnswers });
    renderResults({ route, user, mocks: [{ request, result: historyResult([kept, never, passedAttempt], allStats) }] });
    expect(await screen.findByText(`Correct answers will be shown after the quiz closes on ${formatDateTime(closesAt)}`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Your tutor does not show the correct answers for this quiz.")).toBeInTheDocument();
    // Shown answers need no note.
    const shown = screen.getByRole("heading", { level: 4, name: "Types basics" }).closest("article") as HTMLElement;
    expect(within(shown).queryByText(/Correct answers will be shown|does not show the correct answers/)).not.toBeInTheDocument();
  });
});
