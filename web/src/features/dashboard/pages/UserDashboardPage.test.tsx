import { screen, within } from "@testing-library/react";
import { UserDashboardFiguresDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { DASHBOARD_TILES } from "../tiles";

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
    renderApp({ route: "/user-dashboard", user: makeUser({ name: "jane" }), mocks: [figuresMock(500)] });
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
    renderApp({ route: "/user-dashboard", user: makeUser({ name: "  " }), mocks: [figuresMock()] });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, User!" })).toBeInTheDocument();
  });

  it("keeps the tiles when the figures fail, with a small error note and Try Again", async () => {
    const { events } = renderApp({
      route: "/user-dashboard",
      user: makeUser(),
      mocks: [{ request: { query: UserDashboardFiguresDocument }, error: new Error("Network down") }, figuresMock()],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch quiz attempts");
    expect(region("Quick Links").getAllByRole("link")).toHaveLength(TILES.length);
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await region("Your Progress").findByText("68.3%")).toBeInTheDocument();
  });

  it("sends visitors to /login", async () => {
    const { router } = renderApp({ route: "/user-dashboard" });
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });
});
