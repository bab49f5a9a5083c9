import { screen, within } from "@testing-library/react";
import { MyProgressDocument, UserDashboardFiguresDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { progressFixture, progressMock } from "../test-fixtures";
import { DASHBOARD_TILES } from "../tiles";

// recharts measures its container, which jsdom cannot: the chart itself is stood in for, its text
// alternative (StudyChartCard) is the real one.
jest.mock("../components/StudyChart", () => ({
  StudyChart: ({ seriesLabel, days }: { seriesLabel: string; days: { label: string }[] }) =>
    jest
      .requireActual<typeof import("react")>("react")
      .createElement("div", { "data-testid": "study-chart" }, `${seriesLabel}: ${days.length} bars`),
}));

const figuresMock = (delay = 0) => ({
  request: { query: UserDashboardFiguresDocument },
  result: { data: { learnerDashboard: { __typename: "LearnerDashboard" as const, attempts: 7, passed: 5, averagePercentage: 68.25 } } },
  delay,
});

const TILES = [
  ["My Profile", "/profile"],
  ["Activities", "/activity"],
  ["My Quiz Results", "/quiz/results"],
  ["Past Papers", "/papers"],
  ["Opportunities", "/connections"],
  ["Free Books", "/books"],
] as const;

const descriptionOf = (title: string) => DASHBOARD_TILES.find((tile) => tile.title === title)?.description ?? "";

const region = (name: string) => within(screen.getByRole("region", { name }));

describe("UserDashboardPage", () => {
  it("welcomes the user by name, links every tile and shows the real figures after a spinner", async () => {
    renderApp({ route: "/user-dashboard", user: makeUser({ name: "jane" }), mocks: [figuresMock(500), progressMock()] });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Jane!" })).toBeInTheDocument();
    expect(await screen.findByRole("status", { name: "Loading your figures" })).toBeInTheDocument();

    const links = region("Quick Links");
    for (const [title, href] of TILES) {
      const link = links.getByRole("link", { name: title });
      expect(link).toHaveAttribute("href", href);
      expect(links.getByText(descriptionOf(title))).toBeInTheDocument();
    }
    expect(links.getAllByRole("link")).toHaveLength(TILES.length);

    const progress = region("Your Progress");
    expect(await progress.findByText("68.3%")).toBeInTheDocument();
    expect(progress.getByText("Total Attempts").parentElement).toHaveTextContent("7");
    expect(progress.getByText("Passed Quizzes").parentElement).toHaveTextContent("5");
    expect(progress.getByText("Average Score")).toBeInTheDocument();
  });

  it("falls back to User when the session has no name", async () => {
    renderApp({ route: "/user-dashboard", user: makeUser({ name: "  " }), mocks: [figuresMock(), progressMock()] });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, User!" })).toBeInTheDocument();
  });

  it("keeps the tiles when the figures fail, with a small error note and Try Again", async () => {
    const { events } = renderApp({
      route: "/user-dashboard",
      user: makeUser(),
      mocks: [{ request: { query: UserDashboardFiguresDocument }, error: new Error("Network down") }, figuresMock(), progressMock()],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch quiz attempts");
    expect(region("Quick Links").getAllByRole("link")).toHaveLength(TILES.length);
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await region("Your Progress").findByText("68.3%")).toBeInTheDocument();
  });

  it("shows the practice progress: streak, due today, each course and activity, and the charts with their text", async () => {
    renderApp({ route: "/user-dashboard", user: makeUser(), mocks: [figuresMock(), progressMock()] });
    const progress = region("Your Progress");
    expect(await progress.findByText("3-day streak")).toBeInTheDocument();
    expect(progress.getByText("Due Today").parentElement).toHaveTextContent("7");

    const spanish = progress.getByRole("link", { name: "Spanish Basics" });
    expect(spanish).toHaveAttribute("href", "/course-details/course-1");
    const spanishItem = within(spanish.closest("li") as HTMLElement);
    expect(spanishItem.getByText("5 new · 2 learning · 10 review")).toBeInTheDocument();
    expect(spanishItem.getByText("Due today: 7")).toBeInTheDocument();
    expect(spanishItem.getByRole("link", { name: "Practise Spanish Basics" })).toHaveAttribute("href", "/course-details/course-1/practise");
    // Nothing due and no new card left: no way into practice.
    const algebraItem = within(progress.getByRole("link", { name: "Algebra" }).closest("li") as HTMLElement);
    expect(algebraItem.getByText("0 new · 0 learning · 4 review")).toBeInTheDocument();
    expect(algebraItem.queryByRole("link", { name: /Practise/ })).not.toBeInTheDocument();

    const python = progress.getByRole("progressbar", { name: "Intro to Python" });
    expect(python).toHaveAttribute("aria-valuenow", "2");
    expect(python).toHaveAttribute("aria-valuemax", "5");
    expect(python).toHaveAttribute("aria-valuetext", "2 of 5 chapters passed");
    expect(progress.getByText("2 / 5 chapters passed")).toBeInTheDocument();
    expect(progress.getByRole("link", { name: "Intro to Python" })).toHaveAttribute("href", "/activities/activity-1/chapters");

    const reviews = progress.getByRole("figure", { name: "Reviews per day" });
    expect(within(reviews).getByText("42 reviews in the last 30 days")).toBeInTheDocument();
    const reviewTable = within(reviews).getByRole("table", { name: "Reviews per day" });
    expect(within(reviewTable).getAllByRole("row")).toHaveLength(31);
    expect(within(reviewTable).getByRole("row", { name: "24 Nov 40" })).toBeInTheDocument();
    expect(within(reviewTable).getByRole("row", { name: "25 Nov 2" })).toBeInTheDocument();
    expect(await within(reviews).findByTestId("study-chart")).toHaveTextContent("Reviews: 30 bars");

    const forecast = progress.getByRole("figure", { name: "Cards due per day" });
    expect(within(forecast).getByText("12 cards due in the next 14 days")).toBeInTheDocument();
    expect(within(forecast).getByRole("row", { name: "27 Nov 8" })).toBeInTheDocument();
    expect(await within(forecast).findByTestId("study-chart")).toHaveTextContent("Cards due: 14 bars");
  });

  it("says what to do when nothing has been practised yet, and draws no empty chart", async () => {
    const empty = progressFixture({
      streak: 0,
      dueToday: 0,
      courses: [],
      activities: [],
      reviewsPerDay: progressFixture().reviewsPerDay.map((day) => ({ ...day, count: 0 })),
      dueForecast: progressFixture().dueForecast.map((day) => ({ ...day, count: 0 })),
    });
    renderApp({ route: "/user-dashboard", user: makeUser(), mocks: [figuresMock(), progressMock(empty)] });
    const progress = region("Your Progress");
    expect(await progress.findByText("0-day streak")).toBeInTheDocument();
    expect(progress.getByText("Practise a course to see your cards here")).toBeInTheDocument();
    expect(progress.getByRole("link", { name: "Find a Course" })).toHaveAttribute("href", "/");
    expect(progress.getByText("Take a chapter's quiz to see your activities here")).toBeInTheDocument();
    expect(progress.getByText("0 reviews in the last 30 days")).toBeInTheDocument();
    expect(progress.getByText("0 cards due in the next 14 days")).toBeInTheDocument();
    expect(progress.queryByRole("table")).not.toBeInTheDocument();
    expect(progress.queryByTestId("study-chart")).not.toBeInTheDocument();
  });

  it("keeps the quiz figures when the practice progress fails, with Try Again", async () => {
    const { events } = renderApp({
      route: "/user-dashboard",
      user: makeUser(),
      mocks: [figuresMock(), { request: { query: MyProgressDocument }, error: new Error("Network down") }, progressMock()],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch your practice progress");
    expect(region("Your Progress").getByText("Total Attempts")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await region("Your Progress").findByText("3-day streak")).toBeInTheDocument();
  });

  it("sends visitors to /login", async () => {
    const { router } = renderApp({ route: "/user-dashboard" });
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });
});
