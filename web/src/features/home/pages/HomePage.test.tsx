import { screen, within } from "@testing-library/react";
import { makeUser, renderApp } from "../../../test/render";

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

  it("invites signed-in users to find a course", async () => {
    renderApp({ route: "/", user: makeUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Find Your Next Course" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign Up Now" })).not.toBeInTheDocument();
  });
});
