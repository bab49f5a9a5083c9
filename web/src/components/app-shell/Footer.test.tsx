import { screen, within } from "@testing-library/react";
import { makeUser, renderApp } from "../../test/render";

describe("Footer", () => {
  it("links to Login for visitors and shows contact details and the year", async () => {
    renderApp({ route: "/" });
    const footer = within(await screen.findByRole("contentinfo"));
    const nav = within(footer.getByRole("navigation", { name: "Footer" }));
    for (const name of ["About", "Contact", "Privacy Policy", "Login"]) {
      expect(nav.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(nav.queryByRole("link", { name: "Profile" })).not.toBeInTheDocument();
    expect(footer.getByRole("link", { name: "support@learnhub.dev" })).toHaveAttribute(
      "href",
      "mailto:support@learnhub.dev",
    );
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} LearnHub`))).toBeInTheDocument();
  });

  it("links to Profile when signed in", async () => {
    renderApp({ route: "/", user: makeUser({ role: "admin" }) });
    const nav = within(await screen.findByRole("navigation", { name: "Footer" }));
    expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(nav.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });
});
