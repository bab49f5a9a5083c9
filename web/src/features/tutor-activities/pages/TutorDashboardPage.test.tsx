import { screen, waitFor, within } from "@testing-library/react";
import { TutorDashboardFiguresDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { insightsMock } from "../study-insights-fixtures";
import { tutor } from "../test-fixtures";

const figuresMock = (delay = 0) => ({
  request: { query: TutorDashboardFiguresDocument },
  result: {
    data: {
      tutorDashboard: {
        __typename: "TutorDashboard" as const,
        activities: 3,
        chapters: 8,
        quizzes: 5,
        publishedQuizzes: 2,
        attempts: 41,
        averagePercentage: 72.25,
      },
    },
  },
  delay,
});

const TILES = [
  ["Create Activity", "/create-activity"],
  ["Manage Activities", "/manage-activity"],
  ["Create Course", "/create-course"],
  ["Manage Courses", "/manage-courses"],
  ["Add Past Paper", "/add-paper"],
  ["Manage Papers", "/manage-papers"],
  ["Grading", "/grading"],
] as const;

const region = (name: string) => within(screen.getByRole("region", { name }));
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("TutorDashboardPage", () => {
  it("links every tile and shows the tutor's real figures after a spinner", async () => {
    renderApp({ route: "/tutor-dashboard", user: tutor, mocks: [figuresMock(200), insightsMock()] });
    expect(await screen.findByRole("heading", { level: 1, name: "Tutor Dashboard" })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Grace!/)).toBeInTheDocument();
    expect(await screen.findByRole("status", { name: "Loading your figures" })).toBeInTheDocument();

    const links = region("Quick Links");
    for (const [title, href] of TILES) expect(links.getByRole("link", { name: title })).toHaveAttribute("href", href);
    expect(links.getAllByRole("link")).toHaveLength(TILES.length);

    expect(await region("Your Figures").findByText("72.3%")).toBeInTheDocument();
    expect(figure("Activities")).toBe("3");
    expect(figure("Chapters")).toBe("8");
    expect(figure("Quizzes")).toBe("5");
    expect(figure("Published Quizzes")).toBe("2");
    expect(figure("Attempts on Your Quizzes")).toBe("41");
    expect(figure("Average Score")).toBe("72.3%");
  });

  it("keeps the tiles when the figures fail, with Try Again", async () => {
    const { events } = renderApp({
      route: "/tutor-dashboard",
      user: tutor,
      mocks: [{ request: { query: TutorDashboardFiguresDocument }, error: new Error("Network down") }, figuresMock(), insightsMock()],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again.");
    expect(region("Quick Links").getAllByRole("link")).toHaveLength(TILES.length);
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await region("Your Figures").findByText("72.3%")).toBeInTheDocument();
  });

  it("is for tutors only: learners go home, visitors to /login", async () => {
    const learner = renderApp({ route: "/tutor-dashboard", user: makeUser({ role: "user" }) });
    await waitFor(() => expect(learner.router.state.location.pathname).toBe("/"));
    learner.unmount();
    window.localStorage.clear();
    const visitor = renderApp({ route: "/tutor-dashboard" });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe("/login"));
  });
});
