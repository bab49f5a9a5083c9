import { screen, within } from "@testing-library/react";
import { NavDueTodayDocument } from "../../graphql/__generated__/graphql";
import { dueTodayMock } from "../../features/courses/test/practice-mocks";
import { makeUser, renderApp } from "../../test/render";

const mainNav = async () => within(await screen.findByRole("navigation", { name: "Main" }));

describe("DueTodayLink", () => {
  it("shows a learner's cards due today, linking to the dashboard", async () => {
    renderApp({ pageDataUnmocked: true, route: "/", user: makeUser(), mocks: [dueTodayMock(3)] });
    const nav = await mainNav();
    const link = await nav.findByRole("link", { name: "Due today 3 cards" });
    expect(link).toHaveAttribute("href", "/user-dashboard");
    expect(link).toHaveTextContent("Due today 3");
  });

  it("says card for one", async () => {
    renderApp({ pageDataUnmocked: true, route: "/", user: makeUser(), mocks: [dueTodayMock(1)] });
    expect(await (await mainNav()).findByRole("link", { name: "Due today 1 card" })).toBeInTheDocument();
  });

  it("is hidden when nothing is due", async () => {
    const { client } = renderApp({ pageDataUnmocked: true, route: "/", user: makeUser(), mocks: [dueTodayMock(0)] });
    const nav = await mainNav();
    // Wait for the answer to be in the cache, then check nothing shows.
    await screen.findByRole("link", { name: "My Dashboard" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.readQuery({ query: NavDueTodayDocument })?.myProgress.dueToday).toBe(0);
    expect(nav.queryByRole("link", { name: /due today/i })).not.toBeInTheDocument();
    expect(nav.queryByText("Due today")).not.toBeInTheDocument();
  });

  it("is not asked for by visitors", async () => {
    const { client } = renderApp({ pageDataUnmocked: true, route: "/" });
    const nav = await mainNav();
    expect(nav.getByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(client.readQuery({ query: NavDueTodayDocument })).toBeNull();
    expect(nav.queryByText("Due today")).not.toBeInTheDocument();
  });

  it("is in the mobile menu too", async () => {
    const { events } = renderApp({ pageDataUnmocked: true, route: "/", user: makeUser(), mocks: [dueTodayMock(2)] });
    const nav = await mainNav();
    await nav.findByRole("link", { name: "Due today 2 cards" });
    await events.click(nav.getByRole("button", { name: "Open menu" }));
    const menu = within(await screen.findByRole("dialog"));
    expect(menu.getByRole("link", { name: "Due today 2 cards" })).toHaveAttribute("href", "/user-dashboard");
  });
});
