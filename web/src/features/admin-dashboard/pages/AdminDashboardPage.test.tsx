import { screen, waitFor, within } from "@testing-library/react";
import { AdminDashboardFiguresDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { insightsMock } from "../../tutor-activities/study-insights-fixtures";
import { ADMIN_FIGURES_ERROR } from "../components/AdminFigures";

const admin = makeUser({ id: "admin-1", name: "ada", surname: "lovelace", role: "admin" });

const figures = {
  __typename: "AdminDashboard" as const,
  users: { __typename: "RoleCounts" as const, admins: 1, tutors: 3, learners: 12 },
  papers: 8,
  courses: 5,
  openOpportunities: 4,
  unrepliedMessages: 2,
};

const figuresMock = (delay = 0) => ({
  request: { query: AdminDashboardFiguresDocument },
  result: { data: { adminDashboard: figures } },
  delay,
});

const TILES = [
  ["Add Past Paper", "/add-paper"],
  ["Create Course", "/create-course"],
  ["Manage Courses", "/manage-courses"],
  ["Manage Papers", "/manage-papers"],
  ["Manage Opportunities", "/opportunity"],
  ["Add Opportunity", "/add-opportunity"],
  ["Contact Messages", "/contact-messages"],
  ["User Management", "/user-management"],
  ["Audit Log", "/audit-log"],
] as const;

const region = (name: string) => within(screen.getByRole("region", { name }));

const figure = (label: string) => region("Platform Overview").getByText(label).parentElement;

jest.setTimeout(40_000);

describe("AdminDashboardPage", () => {
  it("links every admin screen and shows the real figures after a spinner", async () => {
    renderApp({ route: "/admin-dashboard", user: admin, mocks: [figuresMock(300), insightsMock()] });
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Ada/)).toBeInTheDocument();
    expect(await screen.findByRole("status", { name: "Loading dashboard figures" })).toBeInTheDocument();

    const links = region("Quick Links");
    for (const [title, href] of TILES) expect(links.getByRole("link", { name: title })).toHaveAttribute("href", href);
    expect(links.getAllByRole("link")).toHaveLength(TILES.length);
    expect(region("Developer Tools").getByRole("link", { name: "Development Mailbox" })).toHaveAttribute("href", "/dev/mailbox");

    expect(await region("Platform Overview").findByText("16")).toBeInTheDocument();
    expect(figure("Users")).toHaveTextContent("12 learners · 3 tutors · 1 admin");
    expect(figure("Past Papers")).toHaveTextContent("8");
    expect(figure("Courses")).toHaveTextContent("5");
    expect(figure("Open Opportunities")).toHaveTextContent("4");
    expect(figure("Unreplied Messages")).toHaveTextContent("2");
  });

  it("keeps the tiles when the figures fail, with Try Again", async () => {
    const { events } = renderApp({
      route: "/admin-dashboard",
      user: admin,
      mocks: [{ request: { query: AdminDashboardFiguresDocument }, error: new Error("Network down") }, figuresMock(), insightsMock()],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(ADMIN_FIGURES_ERROR);
    expect(region("Quick Links").getAllByRole("link")).toHaveLength(TILES.length);
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await region("Platform Overview").findByText("16")).toBeInTheDocument();
  });

  it("opens a screen from its tile", async () => {
    const { router, events } = renderApp({
      route: "/admin-dashboard",
      user: admin,
      mocks: [figuresMock(), insightsMock()],
      pageDataUnmocked: true,
    });
    await events.click(await screen.findByRole("link", { name: "User Management" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/user-management"));
  });

  it("is for admins only", async () => {
    const { router } = renderApp({ route: "/admin-dashboard", user: makeUser({ role: "tutor" }), pageDataUnmocked: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
