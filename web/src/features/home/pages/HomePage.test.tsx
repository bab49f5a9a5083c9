import { configure, screen, within } from "@testing-library/react";
import { makeUser, renderApp } from "../../../test/render";
import { catalogueMock, makeCourse } from "../../courses/test/course-mocks";

// A busy machine (parallel suites) can outlast the 1 s and 5 s defaults; failures just take longer to report.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

describe("HomePage", () => {
  it("welcomes visitors with the reasons to learn and ways in", async () => {
    renderApp({ route: "/" });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to LearnHub" })).toBeInTheDocument();
    for (const reason of ["Tutor-created courses", "Hands-on learning experiences", "Progress tracking"]) {
      expect(screen.getByRole("heading", { name: reason })).toBeInTheDocument();
    }
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Sign Up Now" })).toHaveAttribute("href", "/signup");
    expect(main.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  });

  it("invites signed-in users to find a course in the catalogue", async () => {
    renderApp({ route: "/", user: makeUser(), mocks: [catalogueMock(null, [makeCourse(1)])] });
    expect(await screen.findByRole("heading", { level: 1, name: "Find Your Next Course" })).toBeInTheDocument();
    expect(screen.getByRole("search", { name: "Courses" })).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Course 1" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign Up Now" })).not.toBeInTheDocument();
  });

  it("does not load the catalogue for visitors", async () => {
    // No mocks: a catalogue request would fail and show the error banner.
    renderApp({ route: "/" });
    await screen.findByRole("heading", { level: 1, name: "Welcome to LearnHub" });
    expect(screen.queryByRole("search", { name: "Courses" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
