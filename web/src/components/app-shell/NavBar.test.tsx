import { screen, waitFor, within } from "@testing-library/react";
import { USER_STORAGE_KEY } from "../../auth/session-user";
import { makeUser, renderApp } from "../../test/render";

const mainNav = async () => within(await screen.findByRole("navigation", { name: "Main" }));

describe("NavBar", () => {
  it("shows the short name and the learner dashboard link", async () => {
    renderApp({ pageDataUnmocked: true, route: "/", user: makeUser({ role: "user" }) });
    const nav = await mainNav();
    expect(nav.getByRole("link", { name: "Jane D." })).toHaveAttribute("href", "/profile");
    expect(nav.getByRole("link", { name: "My Dashboard" })).toHaveAttribute("href", "/user-dashboard");
    expect(nav.getByRole("link", { name: "LearnHub" })).toHaveAttribute("href", "/");
  });

  it.each([
    ["admin", "Admin Dashboard", "/admin-dashboard", []],
    ["tutor", "Tutor Dashboard", "/tutor-dashboard", ["Contact"]],
    ["user", "My Dashboard", "/user-dashboard", ["Contact"]],
  ] as const)("for a %s shows %s and only the allowed info links", async (role, label, href, infoLinks) => {
    renderApp({ pageDataUnmocked: true, route: "/", user: makeUser({ role }) });
    const nav = await mainNav();
    expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href);
    for (const name of ["About", "Contact"]) {
      const link = nav.queryByRole("link", { name });
      if ((infoLinks as readonly string[]).includes(name)) expect(link).toBeInTheDocument();
      else expect(link).not.toBeInTheDocument();
    }
    expect(nav.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("shows About, Contact and Login to visitors", async () => {
    renderApp({ pageDataUnmocked: true, route: "/" });
    const nav = await mainNav();
    expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(nav.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
    expect(nav.queryByRole("link", { name: /dashboard/i })).not.toBeInTheDocument();
  });

  it("logs out: clears the stored user and goes to /login", async () => {
    const { router, events } = renderApp({ pageDataUnmocked: true, route: "/papers", user: makeUser() });
    const nav = await mainNav();
    await events.click(nav.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect((await mainNav()).getByRole("link", { name: "Login" })).toBeInTheDocument();
  });

  it("opens the mobile menu with the full name", async () => {
    const { events } = renderApp({ pageDataUnmocked: true, route: "/", user: makeUser({ role: "tutor" }) });
    const nav = await mainNav();
    await events.click(nav.getByRole("button", { name: "Open menu" }));
    const menu = within(await screen.findByRole("dialog"));
    expect(menu.getByRole("link", { name: "Jane Doe" })).toHaveAttribute("href", "/profile");
    expect(menu.getByRole("link", { name: "Tutor Dashboard" })).toBeInTheDocument();
    expect(menu.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });
});
