import { screen, waitFor } from "@testing-library/react";
import { makeUser, renderApp } from "../test/render";

describe("route guards", () => {
  it("sends anonymous visitors of a signed-in route to /login", async () => {
    const { router } = renderApp({ pageDataUnmocked: true, route: "/papers" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("sends anonymous visitors of an admin route to /login", async () => {
    const { router } = renderApp({ pageDataUnmocked: true, route: "/admin-dashboard" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("sends a learner away from an admin route to /", async () => {
    const { router } = renderApp({ pageDataUnmocked: true, route: "/admin-dashboard", user: makeUser({ role: "user" }) });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("heading", { name: "Find Your Next Course" })).toBeInTheDocument();
  });

  it("sends an admin away from a tutor route to /", async () => {
    const { router } = renderApp({ pageDataUnmocked: true, route: "/manage-activity", user: makeUser({ role: "admin" }) });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("lets a signed-in learner open a signed-in route", async () => {
    renderApp({ pageDataUnmocked: true, route: "/papers", user: makeUser() });
    expect(await screen.findByRole("heading", { name: "Past Papers Archive" })).toBeInTheDocument();
  });

  it("lets a tutor open a tutor route", async () => {
    renderApp({ pageDataUnmocked: true, route: "/manage-activity", user: makeUser({ role: "tutor" }) });
    expect(await screen.findByRole("heading", { name: "Manage Activities" })).toBeInTheDocument();
  });

  it.each(["admin", "tutor"] as const)("lets a %s edit a paper", async (role) => {
    renderApp({ pageDataUnmocked: true, route: "/papers/edit/42", user: makeUser({ role }) });
    expect(await screen.findByRole("heading", { name: "Edit Past Paper" })).toBeInTheDocument();
  });

  it.each([
    ["admin", "/admin-dashboard"],
    ["tutor", "/tutor-dashboard"],
    ["user", "/"],
  ] as const)("redirects a signed-in %s from /login to %s", async (role, target) => {
    const { router } = renderApp({ pageDataUnmocked: true, route: "/login", user: makeUser({ role }) });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it("redirects signed-in users from /signup to /", async () => {
    const { router } = renderApp({ pageDataUnmocked: true, route: "/signup", user: makeUser({ role: "tutor" }) });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows public routes to anonymous visitors", async () => {
    renderApp({ pageDataUnmocked: true, route: "/privacy-policy" });
    expect(await screen.findByRole("heading", { name: "Privacy Policy" })).toBeInTheDocument();
  });

  it("shows a 404 page for unknown paths", async () => {
    renderApp({ pageDataUnmocked: true, route: "/no-such-page" });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
  });
});
